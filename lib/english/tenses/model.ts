/**
 * The shared vocabulary of the tense explorer: subjects, sentence forms, the twelve
 * tenses and the structured sentence both conjugators return.
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

export interface Tense {
  time: Time;
  aspect: Aspect;
}

/** 'present-simple', 'present-perfect-continuous', ... */
export type TenseKey = `${Time}-${Aspect}`;

/** All twelve tenses, simple before continuous for each time. */
export const TENSES: readonly Tense[] = TIMES.flatMap((time) =>
  ASPECTS.map((aspect) => ({ time, aspect })),
);

export function tenseKey(tense: Tense): TenseKey {
  return `${tense.time}-${tense.aspect}`;
}

/** The tense of a key such as 'past-perfect-continuous'. */
export function tenseFromKey(key: TenseKey): Tense {
  const tense = TENSES.find((t) => tenseKey(t) === key);
  if (!tense) throw new Error(`Unknown tense ${key}`);
  return tense;
}

/**
 * What a word of a sentence is: an auxiliary (do, will, have, be in continuous forms),
 * the main verb as infinitive or present, its -ing form, its past, its participle, or
 * plain text (subject, negation, complement).
 */
export type PartKind = 'aux' | 'inf' | 'ing' | 'past' | 'part' | 'text';

/** The class names of SPEC §3 for each kind of part; plain text has none. */
const SPAN_CLASS: Readonly<Record<PartKind, string | undefined>> = {
  aux: 'span-normal',
  inf: 'span-inf',
  ing: 'span-ing',
  past: 'span-past',
  part: 'span-part',
  text: undefined,
};

export function spanClass(kind: PartKind): string | undefined {
  return SPAN_CLASS[kind];
}

export interface Part {
  kind: PartKind;
  text: string;
}

export interface Sentence {
  parts: Part[];
  end: '.' | '?';
}

/** The sentence as plain text: words joined by single spaces, then its end mark. */
export function sentenceText(sentence: Sentence): string {
  return `${sentence.parts.map((p) => p.text).join(' ')}${sentence.end}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
