import type { ReactNode } from 'react';
import { SpeakButton } from '@/components/ui/speak-button';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import { irregularVerbsLabels as t } from '@/content/english/irregular-verbs-texts';
import { cn } from '@/lib/cn';

const label =
  'w-28 shrink-0 text-xs font-semibold tracking-wider text-slate-600 uppercase sm:w-auto dark:text-slate-400';

/** Speech reads 'gotten / got' as two words, not as 'slash'. */
const spoken = (form: string) => form.replaceAll(' / ', ', ');

/**
 * The four fields of a verb, each with a listen button: one line each on a phone, boxes
 * from sm up. The infinitive is the question; the other three are the answer, hidden
 * until Show (`answer`, the classes of `answerClass`).
 */
export function VerbCard({
  verb,
  speakIcon,
  answer,
}: {
  verb: IrregularVerb;
  speakIcon: ReactNode;
  answer?: string;
}) {
  const rows = [
    { term: t.infinitive, value: verb.infinitive, lang: 'en-US' as const, asked: true },
    { term: t.pastSimple, value: verb.pastSimple, lang: 'en-US' as const, asked: false },
    { term: t.participle, value: verb.participle, lang: 'en-US' as const, asked: false },
    { term: t.spanish, value: verb.translation, lang: 'es-ES' as const, asked: false },
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-4">
      {rows.map((row) => (
        <div
          key={row.term}
          className="flex min-h-12 items-center gap-2 rounded-lg bg-slate-50 px-3 py-1 sm:flex-col sm:items-stretch sm:gap-1 sm:px-4 sm:py-3 dark:bg-slate-800/60"
        >
          {/* The space is for the search index, which runs adjacent elements together. */}
          <dt className={label}>{row.term}</dt>{' '}
          <dd
            className={cn(
              'flex min-w-0 flex-1 items-center justify-between gap-2',
              !row.asked && answer,
            )}
          >
            <span
              lang={row.lang === 'es-ES' ? 'es' : undefined}
              className="min-w-0 text-lg font-semibold break-words text-slate-900 sm:text-xl dark:text-white"
            >
              {row.value}
            </span>
            <SpeakButton
              text={spoken(row.value)}
              lang={row.lang}
              label={row.lang === 'es-ES' ? t.listenEs(row.value) : t.listen(row.term, row.value)}
              icon={speakIcon}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
