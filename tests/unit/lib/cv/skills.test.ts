import { skillMonogram, sortSkillsByValue } from '@/lib/cv/skills';

describe('sortSkillsByValue', () => {
  const skills = [
    { name: 'Go', value: 78 },
    { name: 'TypeScript', value: 95 },
    { name: 'Figma', value: 50 },
    { name: 'JavaScript', value: 95 },
    { name: 'Scrum', value: 0 },
    { name: 'Linux', value: 100 },
  ];

  it('puts the highest value first', () => {
    expect(sortSkillsByValue(skills).map((s) => s.value)).toEqual([100, 95, 95, 78, 50, 0]);
  });

  it('keeps the original order of equal values', () => {
    expect(sortSkillsByValue(skills).map((s) => s.name)).toEqual([
      'Linux',
      'TypeScript',
      'JavaScript',
      'Go',
      'Figma',
      'Scrum',
    ]);
  });

  it('returns a new array and leaves the input untouched', () => {
    const before = skills.map((s) => s.name);
    const sorted = sortSkillsByValue(skills);
    expect(sorted).not.toBe(skills);
    expect(skills.map((s) => s.name)).toEqual(before);
  });

  it('handles empty and single lists', () => {
    expect(sortSkillsByValue([])).toEqual([]);
    expect(sortSkillsByValue([{ value: 3 }])).toEqual([{ value: 3 }]);
  });
});

describe('skillMonogram', () => {
  it('keeps short acronyms', () => {
    expect(skillMonogram('AWS')).toBe('AWS');
    expect(skillMonogram('GCP')).toBe('GCP');
  });

  it('uses initials of several words', () => {
    expect(skillMonogram('Google Cloud')).toBe('GC');
    expect(skillMonogram('Amazon Web Services')).toBe('AWS');
    expect(skillMonogram('test driven development')).toBe('TDD');
  });

  it('uses the first two letters of a single word', () => {
    expect(skillMonogram('Scrum')).toBe('Sc');
    expect(skillMonogram('playwright')).toBe('Pl');
  });

  it('never returns an empty string', () => {
    expect(skillMonogram('   ')).toBe('?');
  });
});
