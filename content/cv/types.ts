/**
 * Shape of the CV. Each language is one module (`es.ts`, `en.ts`) that `satisfies Cv`;
 * both must have the same structure: same employers, positions, studies and skills, in
 * the same order (a unit test checks it).
 */

export type CvLang = 'es' | 'en';

/** A link shown as a tag of an employer (a technology, a product), opened in a new tab. */
export interface CvTag {
  name: string;
  link: string;
}

export interface CvPosition {
  name: string;
  /** Free-text period, for example 'mar. 2021 – dic. 2021'. */
  date: string;
  description: string;
}

export interface CvExperience {
  business: string;
  positions: readonly CvPosition[];
  tags: readonly CvTag[];
  /** Open when the page loads; only the first employer starts open. */
  isOpen: boolean;
}

export interface CvStudy {
  /** Free-text period, for example '2008 – 2013'. */
  date: string;
  title: string;
  /** Institution. */
  origin: string;
  description: string;
  /** Open when the page loads. */
  isOpen: boolean;
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

/** Words of the page itself (buttons, labels) in the CV's language. */
export interface CvLabels {
  /** The BACK button. */
  back: string;
  /** The language button: names the OTHER language, in that language. */
  otherLanguage: string;
  lastUpdate: string;
  photoAlt: string;
  certificates: string;
  /** Read by screen readers after links that open a new tab. */
  newTab: string;
  /** Short description used in the structured data (JSON-LD). */
  personDescription: string;
}

export interface Cv {
  lang: CvLang;
  /** 'About me' heading of the left column. */
  lateral1: string;
  /** Long self-introduction under lateral1. */
  lateral1Text: string;
  /** 'Contact' heading. */
  lateral2: string;
  /** 'Follow me' heading. */
  lateral3: string;
  /** Studies section heading. */
  title1: string;
  /** Experience section heading. */
  title2: string;
  /** Skills section heading. */
  title3: string;
  profession: string;
  /** Date of the last revision, dd-MM-yyyy. */
  lastUpdate: string;
  experiences: readonly CvExperience[];
  studiesList: readonly CvStudy[];
  skills: readonly CvSkill[];
  certificates: readonly CvCertificate[];
  labels: CvLabels;
}
