/**
 * Shape of the CV. What does not depend on the language (employers, periods, tags,
 * institutions, skills, certificates, the last revision) is written once in `facts.ts`
 * (`satisfies CvFacts`); each language's words are one module (`es.ts`, `en.ts`) that
 * `satisfies CvTexts`, with one entry per employer, position and study of `facts.ts`, in
 * the same order. `lib/cv/compose.ts` joins them into the `Cv` a page shows.
 *
 * Field names of the original data, for reference: lateral1 = aboutHeading,
 * lateral1Text = about, lateral2 = contactHeading, lateral3 = followHeading,
 * title1 = studiesHeading, title2 = experienceHeading, title3 = skillsHeading,
 * studiesList = studies.
 */

export type CvLang = 'es' | 'en';

/** A link shown as a tag of an employer (a technology, a product), opened in a new tab. */
export interface CvTag {
  name: string;
  link: string;
}

/** When a position was held: year and month, 'yyyy-MM'; no `to` while it goes on. */
export interface CvPeriod {
  from: string;
  to?: string;
}

export interface CvSkill {
  name: string;
  /** Official site of the technology. */
  link: string;
  /** 0 to 100; the page shows skills sorted by this value, highest first. */
  value: number;
  /**
   * Logo from the simple-icons set (react-icons/si), by its slug without the `Si`
   * prefix in lower case: 'typescript', 'nextdotjs'. Skills without a logo in the set
   * show their initials instead.
   */
  icon?: string;
}

export interface CvCertificate {
  name: string;
  origin: string;
  date: string;
  link?: string;
}

/** The language-neutral part of the CV (`facts.ts`). */
export interface CvFacts {
  /** Date of the last revision, dd-MM-yyyy (shown as 'April 2023' / 'abril de 2023'). */
  lastUpdate: string;
  /**
   * How many positions, most recent first, show their description when the page opens
   * (the others fold; on paper every one is printed open).
   */
  openPositions: number;
  /** Most recent employer first. */
  experiences: readonly {
    business: string;
    /** One entry per position, most recent first. */
    positions: readonly CvPeriod[];
    tags: readonly CvTag[];
  }[];
  studies: readonly {
    /** Free-text period, for example '2008 – 2013'. */
    date: string;
    /** Institution. */
    origin: string;
    /** Open when the page loads. */
    isOpen: boolean;
  }[];
  skills: readonly CvSkill[];
  certificates: readonly CvCertificate[];
}

/** Words of the page itself (buttons, labels) in the CV's language. */
export interface CvLabels {
  /** The BACK button. */
  back: string;
  /**
   * The language button: names the CV in the OTHER language, in that language ('English
   * version'), so it differs from the navbar's link to the English course.
   */
  otherLanguage: string;
  /** The button that prints the page (the browser's print dialog also saves a PDF). */
  print: string;
  lastUpdate: string;
  photoAlt: string;
  certificates: string;
  /** Short description used in the structured data (JSON-LD). */
  personDescription: string;
}

/** The words of one language (`es.ts`, `en.ts`). */
export interface CvTexts {
  lang: CvLang;
  /** Heading of the left column's introduction. */
  aboutHeading: string;
  /** Long self-introduction under it. */
  about: string;
  contactHeading: string;
  /** Heading of the social links. */
  followHeading: string;
  experienceHeading: string;
  /** Heading of the studies ('Education', 'Formación'). */
  studiesHeading: string;
  skillsHeading: string;
  /**
   * The line under the name while no position goes on; while one does (a period without
   * `to`), that position's name is shown instead.
   */
  profession: string;
  /** Per employer of `facts.ts`, per position: its name and description. */
  experiences: readonly (readonly { name: string; description: string }[])[];
  /** Per study of `facts.ts`: its title and description. */
  studies: readonly { title: string; description: string }[];
  /** Month names for the position periods, January first. */
  months: readonly string[];
  /** The end of a period that goes on ('Present'). */
  present: string;
  labels: CvLabels;
}

export interface CvPosition {
  name: string;
  /** The period as shown, for example 'Mar 2021 – Dec 2021'. */
  date: string;
  description: string;
  /** Its description shows when the page opens (one of the `openPositions` latest). */
  isOpen: boolean;
}

export interface CvExperience {
  business: string;
  positions: readonly CvPosition[];
  tags: readonly CvTag[];
}

export interface CvStudy {
  date: string;
  title: string;
  origin: string;
  description: string;
  isOpen: boolean;
}

/** The CV of one language as the page shows it: facts and words joined. */
export interface Cv extends Omit<CvTexts, 'experiences' | 'studies' | 'months' | 'present'> {
  lastUpdate: string;
  /** The line under the name: the current position, else `profession`. */
  headline: { role: string; employer?: string };
  experiences: readonly CvExperience[];
  studies: readonly CvStudy[];
  skills: readonly CvSkill[];
  certificates: readonly CvCertificate[];
}
