import type { ReactNode } from 'react';
import { SpeakButton } from '@/components/ui/speak-button';
import { reviewSession as t } from '@/content/english/review';
import { cn } from '@/lib/cn';
import type { Checked, DiffPart } from '@/lib/review/answer';
import type { Asked, Shown } from '@/lib/review/recall';

const labelClass =
  'text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400';
const mainClass = 'text-2xl font-semibold break-words text-slate-900 sm:text-3xl dark:text-white';
const valueClass = 'text-lg break-words text-slate-900 dark:text-slate-100';

/** Lines of a card (its front, or what its answer adds), each with a listen button. */
export function CardLines({ lines, speakIcon }: { lines: readonly Shown[]; speakIcon: ReactNode }) {
  if (lines.length === 0) return null;
  return (
    <dl className="flex flex-col gap-3">
      {lines.map((line) => (
        <div key={`${line.label}:${line.text}`} className="flex flex-col gap-0.5">
          <dt className={labelClass}>{line.label}</dt>
          <dd className="flex items-center gap-2">
            <span lang={line.lang} className={line.main ? mainClass : valueClass}>
              {line.text}
            </span>
            <SpeakButton
              text={line.text}
              lang={line.lang === 'es' ? 'es-ES' : 'en-US'}
              icon={speakIcon}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What was typed against the answer: kept letters plain, extra ones struck, missing ones marked. */
function Diff({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <span className="font-mono text-base break-words">
      {parts.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'extra' ? (
          <del
            key={i}
            className="bg-rose-100 text-rose-900 decoration-2 dark:bg-rose-950 dark:text-rose-200"
          >
            <span className="sr-only">{t.typed.extra} </span>
            {part.text}
          </del>
        ) : (
          <ins
            key={i}
            className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200"
          >
            <span className="sr-only">{t.typed.missing} </span>
            {part.text}
          </ins>
        ),
      )}
    </span>
  );
}

export interface AnswerFieldsProps {
  /** The card's id: the fields' ids and the form's. */
  id: string;
  fields: readonly Asked[];
  values: readonly string[];
  checked?: readonly Checked[];
  onChange: (index: number, value: string) => void;
  onSubmit: () => void;
  /** The first field, for the focus. */
  firstRef: React.Ref<HTMLInputElement>;
}

/** Longest answer a field takes: the longest tense sentence is well under this. */
export const MAX_TYPED = 200;

/**
 * The fields of Type the answer and Listen and type. Enter checks (a form); once
 * checked, each field says whether it was right and, when not, shows the diff against
 * the answer.
 */
export function AnswerFields({
  id,
  fields,
  values,
  checked,
  onChange,
  onSubmit,
  firstRef,
}: AnswerFieldsProps) {
  return (
    <form
      id={`${id}-answer`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3"
    >
      {fields.map((field, i) => {
        const result = checked?.[i];
        const inputId = `${id}-field-${i}`;
        return (
          <div key={field.label} className="flex flex-col gap-1">
            <label htmlFor={inputId} className={labelClass}>
              {field.label}
            </label>
            <input
              id={inputId}
              ref={i === 0 ? firstRef : undefined}
              lang="en"
              value={values[i] ?? ''}
              readOnly={checked !== undefined}
              maxLength={MAX_TYPED}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              aria-describedby={result ? `${inputId}-result` : undefined}
              aria-invalid={result ? !result.correct : undefined}
              onChange={(event) => onChange(i, event.target.value)}
              className={cn(
                'h-11 w-full rounded-lg border bg-white px-3 text-lg text-slate-900 dark:bg-slate-800 dark:text-white',
                result === undefined
                  ? 'border-slate-400 dark:border-slate-500'
                  : result.correct
                    ? 'border-emerald-600 dark:border-emerald-400'
                    : 'border-rose-600 dark:border-rose-400',
              )}
            />
            {result ? (
              <p id={`${inputId}-result`} className="text-sm text-slate-800 dark:text-slate-200">
                {result.correct ? (
                  <>
                    <strong className="text-emerald-800 dark:text-emerald-300">
                      {t.typed.right}
                    </strong>{' '}
                    <span lang="en">{result.expected}</span>
                  </>
                ) : (
                  <>
                    <strong className="text-rose-800 dark:text-rose-300">{t.typed.wrong}</strong>{' '}
                    <span lang="en">{result.expected}</span>
                    {values[i]?.trim() ? (
                      <>
                        <br />
                        {t.typed.yours} <Diff parts={result.diff} />
                      </>
                    ) : null}
                  </>
                )}
              </p>
            ) : null}
          </div>
        );
      })}
    </form>
  );
}
