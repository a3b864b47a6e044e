import { personJsonLd, serializeJsonLd } from '@/lib/cv/json-ld';

const input = {
  name: 'Mateo Salinas',
  jobTitle: 'Software Engineer',
  description: 'Engineer.',
  url: 'https://www.example.com/cv/en',
  image: 'https://www.example.com/assets/cv/photo.svg',
  email: 'mateo@example.com',
  sameAs: ['https://github.com/example', 'https://x.com/example', 'https://github.com/example', ''],
  knowsAbout: ['TypeScript', 'Go'],
  alumniOf: ['Universidad A', 'Instituto B', 'Universidad A'],
  knowsLanguage: ['es', 'en'],
  worksFor: 'Cordillera Pagos',
};

describe('personJsonLd', () => {
  it('describes a schema.org Person', () => {
    const person = personJsonLd(input);
    expect(person['@context']).toBe('https://schema.org');
    expect(person['@type']).toBe('Person');
    expect(person.name).toBe('Mateo Salinas');
    expect(person.jobTitle).toBe('Software Engineer');
    expect(person.url).toBe('https://www.example.com/cv/en');
    expect(person.email).toBe('mailto:mateo@example.com');
    expect(person.worksFor).toEqual({ '@type': 'Organization', name: 'Cordillera Pagos' });
  });

  it('lists each profile and institution once, skipping blanks', () => {
    const person = personJsonLd(input);
    expect(person.sameAs).toEqual(['https://github.com/example', 'https://x.com/example']);
    expect(person.alumniOf).toEqual([
      { '@type': 'CollegeOrUniversity', name: 'Universidad A' },
      { '@type': 'CollegeOrUniversity', name: 'Instituto B' },
    ]);
  });

  it('leaves out optional fields that are empty', () => {
    const person = personJsonLd({
      ...input,
      image: undefined,
      email: undefined,
      knowsAbout: [],
      alumniOf: [],
      worksFor: undefined,
    });
    expect(person).not.toHaveProperty('image');
    expect(person).not.toHaveProperty('email');
    expect(person).not.toHaveProperty('knowsAbout');
    expect(person).not.toHaveProperty('alumniOf');
    expect(person).not.toHaveProperty('worksFor');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
