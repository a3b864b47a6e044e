/**
 * One cell of the tense table built from an example: the English sentence, its Spanish
 * translation and the Spanish tense used, and what the cell must warn about.
 *
 * An example may replace, for one tense, the phrase of either language (a complement
 * that fits that tense, or a natural way to say what a stative verb cannot say in a
 * continuous form) and the Spanish tense (where the natural Spanish is not the usual
 * translation: 'sabía programar', not 'supe programar').
 */
import type { Form, SpanishTense, Subject, TenseExample } from '@/content/english/tense-types';
import { conjugateEn } from '../conjugate-en';
import { conjugateEs, usualSpanishTense } from '../conjugate-es';
import { sentenceText, tenseKey, type Sentence, type Tense } from './model';

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
