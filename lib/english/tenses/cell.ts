/**
 * One cell of the tense table built from an example: the English sentence, its Spanish
 * translation and the Spanish tense used, and what the cell must warn about.
 *
 * An example may replace, for one tense, the phrase of either language (a complement
 * that fits that tense, or a natural way to say what a stative verb cannot say in a
 * continuous form) and the Spanish tense (where the natural Spanish is not the usual
 * translation: 'sabía programar', not 'supe programar').
 */
import { conjugateEn, type EnglishPhrase } from '../conjugate-en';
import {
  conjugateEs,
  usualSpanishTense,
  type SpanishPhrase,
  type SpanishTense,
} from '../conjugate-es';
import {
  sentenceText,
  tenseKey,
  type Form,
  type Sentence,
  type Subject,
  type Tense,
  type TenseKey,
} from './model';

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

export interface TenseCellData {
  sentence: Sentence;
  spanish: string;
  spanishTense: SpanishTense;
  note?: string;
  /** The sentence not to say, when the example's own phrase is wrong in this tense. */
  wrong?: string;
}

export function tenseCell(
  example: TenseExample,
  subject: Subject,
  form: Form,
  tense: Tense,
): TenseCellData {
  const override = example.tenses?.[tenseKey(tense)];
  const spanishTense = override?.esTense ?? usualSpanishTense(tense);
  const en = override?.en ?? example.en;
  const es = override?.es ?? example.es;
  return {
    sentence: conjugateEn(en, subject, form, tense),
    spanish: conjugateEs(es, subject, form, spanishTense),
    spanishTense,
    ...(override?.note ? { note: override.note } : {}),
    ...(override?.literalIsWrong
      ? { wrong: sentenceText(conjugateEn(example.en, subject, form, tense)) }
      : {}),
  };
}
