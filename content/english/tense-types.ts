/**
 * The vocabulary of the Verb tenses page, shared by its words (tense-texts.ts), its
 * examples (tense-examples.ts) and the conjugators in lib/english/: subjects, sentence
 * forms, times, aspects, the Spanish tenses and the shape of an example.
 */

export const SUBJECTS = ['i', 'you', 'he-she-it', 'we-they'] as const;
export type Subject = (typeof SUBJECTS)[number];

export const FORMS = ['affirmative', 'negative', 'interrogative'] as const;
export type Form = (typeof FORMS)[number];

/** The time of a tense; the perfect ones are times of their own in the table. */
export const TIMES = [
  'present',
  'past',
  'future',
  'present-perfect',
  'past-perfect',
  'future-perfect',
] as const;
export type Time = (typeof TIMES)[number];

export const ASPECTS = ['simple', 'continuous'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** 'present-simple', 'present-perfect-continuous', ... */
export type TenseKey = `${Time}-${Aspect}`;

/**
 * What a word of a sentence is: an auxiliary (do, will, have, be in continuous forms),
 * the main verb as infinitive or present, its -ing form, its past, its participle, or
 * plain text (subject, negation, complement).
 */
export type PartKind = 'aux' | 'inf' | 'ing' | 'past' | 'part' | 'text';

/** The Spanish tenses a cell can be translated with. */
export const SPANISH_TENSES = [
  'present',
  'present-progressive',
  'preterite',
  'imperfect',
  'imperfect-progressive',
  'future',
  'future-progressive',
  'perfect',
  'perfect-progressive',
  'pluperfect',
  'pluperfect-progressive',
  'future-perfect',
  'future-perfect-progressive',
] as const;
export type SpanishTense = (typeof SPANISH_TENSES)[number];

export interface EnglishPhrase {
  /** The verb in its base form: 'study', 'be', 'take'. */
  verb: string;
  /** What follows the verb: 'English', 'a developer'. */
  complement: string;
  /** The complement with We/They when it must agree: 'developers'. */
  pluralComplement?: string;
  /**
   * A frequency adverb, placed where English puts it: after the first auxiliary (I have
   * always known, I haven't always known, Have you always known?), before a lone main verb
   * (I always know).
   */
  adverb?: string;
}

export interface SpanishPhrase {
  /** The infinitive: 'estudiar', 'ser'. */
  verb: string;
  /**
   * What follows the verb with a singular subject. Words that agree in gender carry
   * both endings, as the subject may be a man or a woman: 'desarrollador/a'.
   */
  complement: string;
  /** The complement after nosotros/ellos when it agrees in number: 'desarrolladores'. */
  pluralComplement?: string;
  /** A word before the verb group, after 'no': 'Yo no siempre he sabido programar.' */
  adverb?: string;
}

export interface TenseOverride {
  /** The English phrase this tense says instead of the example's. */
  en?: EnglishPhrase;
  /** The Spanish phrase this tense says instead of the example's. */
  es?: SpanishPhrase;
  /** The natural Spanish tense here, where it is not the usual translation. */
  esTense?: SpanishTense;
  /** A short note shown in the cell. */
  note?: string;
  /**
   * The example's own phrase in this tense is wrong English (I am knowing how to
   * program): the cell shows it struck through, as what not to say.
   */
  literalIsWrong?: boolean;
}

export interface TenseExample {
  en: EnglishPhrase;
  es: SpanishPhrase;
  /** Per-tense replacements; tenses left out use the example's phrases. */
  tenses?: Partial<Record<TenseKey, TenseOverride>>;
  /** A usage note shown with the verb forms of this example. */
  note?: string;
  /** A note in Spanish about the translation. */
  noteEs?: string;
}
