/** What the structured data of the CV page says about its owner. */
export interface PersonInput {
  name: string;
  jobTitle: string;
  description: string;
  /** Absolute URL of the CV page. */
  url: string;
  /** Absolute URL of the photo. */
  image?: string;
  email?: string;
  /** Profiles on other sites (code host, professional network, microblog). */
  sameAs: readonly string[];
  /** Skill names. */
  knowsAbout?: readonly string[];
  /** Institutions studied at (duplicates are removed). */
  alumniOf?: readonly string[];
  /** Language codes, e.g. ['es', 'en']. */
  knowsLanguage?: readonly string[];
  /** Current employer. */
  worksFor?: string;
}

export interface PersonJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Person';
  name: string;
  jobTitle: string;
  description: string;
  url: string;
  image?: string;
  email?: string;
  sameAs: string[];
  knowsAbout?: string[];
  alumniOf?: { '@type': 'CollegeOrUniversity'; name: string }[];
  knowsLanguage?: string[];
  worksFor?: { '@type': 'Organization'; name: string };
}

/** A schema.org Person for search engines. Empty optional lists are left out. */
export function personJsonLd(input: PersonInput): PersonJsonLd {
  const person: PersonJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    jobTitle: input.jobTitle,
    description: input.description,
    url: input.url,
    sameAs: [...new Set(input.sameAs.filter(Boolean))],
  };
  if (input.image) person.image = input.image;
  if (input.email) person.email = `mailto:${input.email}`;
  if (input.knowsAbout?.length) person.knowsAbout = [...input.knowsAbout];
  if (input.alumniOf?.length) {
    person.alumniOf = [...new Set(input.alumniOf)].map((name) => ({
      '@type': 'CollegeOrUniversity',
      name,
    }));
  }
  if (input.knowsLanguage?.length) person.knowsLanguage = [...input.knowsLanguage];
  if (input.worksFor) person.worksFor = { '@type': 'Organization', name: input.worksFor };
  return person;
}

/**
 * JSON for an inline <script type="application/ld+json">: every '<' is escaped so text
 * in the data can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
