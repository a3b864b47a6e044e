/**
 * The twelve tenses of the tense explorer and the structured sentence both conjugators
 * return. Subjects, forms, times, aspects and part kinds are in
 * content/english/tense-types.ts.
 */
import {
  ASPECTS,
  TIMES,
  type Aspect,
  type PartKind,
  type TenseKey,
  type Time,
} from '@/content/english/tense-types';

export interface Tense {
  time: Time;
  aspect: Aspect;
}

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
