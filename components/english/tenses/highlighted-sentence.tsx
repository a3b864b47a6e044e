import { Fragment } from 'react';
import type { PartKind } from '@/content/english/tense-types';
import { spanClass, type Sentence } from '@/lib/english/tenses/model';
import { cn } from '@/lib/cn';

/**
 * Color plus a second cue (weight or underline style) for each verb part, so the
 * highlighting does not rely on color alone. Contrast is AA on white and on slate-900.
 */
export const PART_STYLES: Readonly<Record<Exclude<PartKind, 'text'>, string>> = {
  aux: 'font-bold text-brand-700 dark:text-brand-300',
  inf: 'font-semibold text-emerald-800 underline decoration-2 underline-offset-4 dark:text-emerald-300',
  ing: 'font-semibold text-violet-700 underline decoration-dotted decoration-2 underline-offset-4 dark:text-violet-300',
  past: 'font-semibold text-amber-800 underline decoration-double underline-offset-4 dark:text-amber-300',
  part: 'font-semibold text-rose-700 underline decoration-dashed decoration-2 underline-offset-4 dark:text-rose-300',
};

export function partClassName(kind: PartKind): string | undefined {
  if (kind === 'text') return undefined;
  return cn(spanClass(kind), PART_STYLES[kind]);
}

/** An English sentence with its verb parts in the span classes of the tense data. */
export function HighlightedSentence({ sentence }: { sentence: Sentence }) {
  return (
    <>
      {sentence.parts.map((part, index) => {
        const className = partClassName(part.kind);
        return (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            {className ? <span className={className}>{part.text}</span> : part.text}
          </Fragment>
        );
      })}
      {sentence.end}
    </>
  );
}
