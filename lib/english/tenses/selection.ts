/**
 * The tense explorer's selection (subject, form, example) and its place in the URL
 * query: ?subject=he-she-it&form=negative&example=3. Invalid values fall back one by
 * one to the defaults.
 */
import { FORMS, SUBJECTS, type Form, type Subject } from '@/content/english/tense-types';

export interface TenseSelection {
  subject: Subject;
  form: Form;
  example: number;
}

export const DEFAULT_SELECTION: TenseSelection = { subject: 'i', form: 'affirmative', example: 0 };

/** True for the selection the page shows before anything is chosen. */
export function isDefaultSelection(selection: TenseSelection): boolean {
  return (
    selection.subject === DEFAULT_SELECTION.subject &&
    selection.form === DEFAULT_SELECTION.form &&
    selection.example === DEFAULT_SELECTION.example
  );
}

function isSubject(value: string | null): value is Subject {
  return value !== null && (SUBJECTS as readonly string[]).includes(value);
}

function isForm(value: string | null): value is Form {
  return value !== null && (FORMS as readonly string[]).includes(value);
}

/** Reads a selection from a query string ('?a=b' or 'a=b'); `exampleCount` bounds the index. */
export function parseSelection(search: string, exampleCount: number): TenseSelection {
  const params = new URLSearchParams(search);
  const subject = params.get('subject');
  const form = params.get('form');
  const exampleText = params.get('example') ?? '';
  const example = /^\d{1,3}$/.test(exampleText) ? Number(exampleText) : Number.NaN;
  return {
    subject: isSubject(subject) ? subject : DEFAULT_SELECTION.subject,
    form: isForm(form) ? form : DEFAULT_SELECTION.form,
    example: example >= 0 && example < exampleCount ? example : DEFAULT_SELECTION.example,
  };
}

/**
 * The query string of a selection, keeping other parameters of `current`; defaults
 * are left out so the plain page address stays clean. Returns '' or '?...'.
 */
export function selectionSearch(selection: TenseSelection, current = ''): string {
  const params = new URLSearchParams(current);
  const set = (key: keyof TenseSelection, value: string, fallback: string) => {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('subject', selection.subject, DEFAULT_SELECTION.subject);
  set('form', selection.form, DEFAULT_SELECTION.form);
  set('example', String(selection.example), String(DEFAULT_SELECTION.example));
  const query = params.toString();
  return query ? `?${query}` : '';
}
