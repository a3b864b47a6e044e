/**
 * The tense explorer's content for one selection: the twelve cells of the table and,
 * for an example, the verb forms shown under it. Plain data, so the server can hand the
 * first example's table to the page and the browser can compute any other one.
 */
import type { Form, Subject, TenseExample, TenseKey } from '@/content/english/tense-types';
import { tenseCell, type TenseCellData } from './cell';
import { englishVerbForms, type EnglishVerbForms } from './english-verbs';
import { TENSES, tenseKey } from './model';
import { spanishVerbForms, type SpanishVerbForms } from './spanish-verbs';

export type TenseTable = Readonly<Record<TenseKey, TenseCellData>>;

/** The twelve cells of `example` for a subject and a form, by tense. */
export function tenseTable(example: TenseExample, subject: Subject, form: Form): TenseTable {
  return Object.fromEntries(
    TENSES.map((tense) => [tenseKey(tense), tenseCell(example, subject, form, tense)]),
  ) as Record<TenseKey, TenseCellData>;
}

export interface ExampleForms {
  en: EnglishVerbForms;
  es: SpanishVerbForms;
  note?: string;
  noteEs?: string;
}

/** The verb forms of an example in both languages, with its notes. */
export function exampleForms(example: TenseExample): ExampleForms {
  return {
    en: englishVerbForms(example.en.verb),
    es: spanishVerbForms(example.es.verb),
    ...(example.note ? { note: example.note } : {}),
    ...(example.noteEs ? { noteEs: example.noteEs } : {}),
  };
}
