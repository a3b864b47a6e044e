'use client';

import { useId, useState, type ReactNode } from 'react';
import { SpeakButton } from '@/components/ui/speak-button';
import { cn } from '@/lib/cn';
import { sentenceText, type Sentence } from '@/lib/english/tenses/model';
import { HighlightedSentence } from './highlighted-sentence';

export interface TenseCellProps {
  /** e.g. 'present-perfect-continuous'. */
  tense: string;
  /** Column name and usage, shown above the sentence where the table is one column. */
  label: string;
  sentence: Sentence;
  spanish: string;
  spanishTense: string;
  /** A short note: why this cell says it this way. */
  note?: string;
  /** A sentence not to say (the example's own phrase, wrong in this tense), shown struck through. */
  wrong?: string;
  /** Announces the struck-through sentence: "Don't say:". */
  wrongLabel: string;
  /** Shown where the translation appears until it is revealed. */
  placeholder: string;
  /** The listen button's icon, drawn by the server. */
  speakIcon: ReactNode;
  /** Drawn at the cell's foot: its Add to review button. */
  action?: ReactNode;
}

/**
 * One tense of the table. The Spanish translation sits in the HTML under the sentence
 * (and is the button's description for screen readers); it shows on hover and on
 * keyboard focus by CSS, and a tap or click keeps it open (aria-expanded).
 */
export function TenseCell({
  tense,
  label,
  sentence,
  spanish,
  spanishTense,
  note,
  wrong,
  wrongLabel,
  placeholder,
  speakIcon,
  action,
}: TenseCellProps) {
  const [pinned, setPinned] = useState(false);
  const spanishId = useId();
  const noteId = useId();
  const text = sentenceText(sentence);

  return (
    <div
      role="cell"
      data-testid="tense-cell"
      data-tense={tense}
      className="group flex flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-400"
    >
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase md:sr-only dark:text-slate-300">
        {label}
      </p>
      <div className="flex items-start gap-1">
        <button
          type="button"
          aria-expanded={pinned}
          aria-controls={spanishId}
          aria-describedby={note || wrong ? `${spanishId} ${noteId}` : spanishId}
          onClick={() => setPinned((open) => !open)}
          className="min-h-9 flex-1 rounded-md px-1 py-1 text-left text-base leading-relaxed break-words text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100"
        >
          <HighlightedSentence sentence={sentence} />
        </button>
        <SpeakButton text={text} lang="en-US" icon={speakIcon} />
      </div>
      {note || wrong ? (
        <div
          id={noteId}
          data-testid="tense-note"
          className="mt-1 flex flex-col gap-0.5 px-1 text-xs text-amber-900 dark:text-amber-200"
        >
          {wrong ? (
            <p data-testid="tense-wrong">
              <span aria-hidden="true">✗ </span>
              <span className="font-semibold">{wrongLabel}</span>{' '}
              <s className="decoration-2">{wrong}</s>
            </p>
          ) : null}
          {note ? (
            <p>
              <span aria-hidden="true">⚠ </span>
              {note}
            </p>
          ) : null}
        </div>
      ) : null}
      {/* The translation and its placeholder share one grid cell: revealing it never moves the page. */}
      <div className="mt-auto grid pt-2">
        <span
          aria-hidden="true"
          lang="es"
          className={cn(
            // A quiet hint, not a box: a dashed frame here read as an empty field.
            'flex items-center gap-1.5 px-1 py-1 text-xs font-medium text-slate-600 [grid-area:1/1] dark:text-slate-300',
            pinned ? 'invisible' : 'group-focus-within:invisible group-hover:invisible',
          )}
        >
          <span className="rounded bg-slate-100 px-1 text-[0.625rem] font-bold tracking-wide text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            ES
          </span>
          {placeholder}
        </span>
        <p
          id={spanishId}
          lang="es"
          data-testid="tense-translation"
          className={cn(
            'rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-800 [grid-area:1/1] dark:bg-slate-800 dark:text-slate-100',
            pinned ? 'visible' : 'invisible group-focus-within:visible group-hover:visible',
          )}
        >
          <span className="block text-xs font-semibold text-slate-600 dark:text-slate-300">
            {spanishTense}
          </span>{' '}
          {spanish}
        </p>
      </div>
      {action ? (
        <div className="flex pt-2" data-pagefind-ignore="">
          {action}
        </div>
      ) : null}
    </div>
  );
}
