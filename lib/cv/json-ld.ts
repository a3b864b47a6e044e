import type { Person, WithContext } from 'schema-dts';

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

/** A schema.org Person as JSON-LD, typed by schema-dts (the schema.org vocabulary). */
export type PersonJsonLd = WithContext<Extract<Person, { '@type': 'Person' }>>;

/** A schema.org Person for search engines. Empty optional lists are left out. */
export function personJsonLd(input: PersonInput): PersonJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    jobTitle: input.jobTitle,
    description: input.description,
    url: input.url,
    sameAs: [...new Set(input.sameAs.filter(Boolean))],
    ...(input.image ? { image: input.image } : {}),
    ...(input.email ? { email: `mailto:${input.email}` } : {}),
    ...(input.knowsAbout?.length ? { knowsAbout: [...input.knowsAbout] } : {}),
    ...(input.alumniOf?.length
      ? {
          alumniOf: [...new Set(input.alumniOf)].map((name) => ({
            '@type': 'CollegeOrUniversity' as const,
            name,
          })),
        }
      : {}),
    ...(input.knowsLanguage?.length ? { knowsLanguage: [...input.knowsLanguage] } : {}),
    ...(input.worksFor
      ? { worksFor: { '@type': 'Organization' as const, name: input.worksFor } }
      : {}),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: every '<' is escaped so text
 * in the data can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
