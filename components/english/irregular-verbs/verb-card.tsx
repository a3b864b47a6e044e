import type { ReactNode } from 'react';
import { HeldLine } from '@/components/english/help/held-line';
import { SpeakButton } from '@/components/ui/speak-button';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import { irregularVerbsLabels as t } from '@/content/english/irregular-verbs-texts';
import type { Room } from '@/lib/english/room';

const label =
  'w-28 shrink-0 text-xs font-semibold tracking-wider text-slate-600 uppercase sm:w-auto dark:text-slate-400';

/** Speech reads 'gotten / got' as two words, not as 'slash'. */
const spoken = (form: string) => form.replaceAll(' / ', ', ');

/** The card's rows, in order: the infinitive is asked, the other three are the answer. */
const rows = [
  { field: 'infinitive', term: t.infinitive, lang: 'en-US', asked: true },
  { field: 'pastSimple', term: t.pastSimple, lang: 'en-US', asked: false },
  { field: 'participle', term: t.participle, lang: 'en-US', asked: false },
  { field: 'translation', term: t.spanish, lang: 'es-ES', asked: false },
] as const;

/** The fields of a verb that its card shows. */
export type VerbField = (typeof rows)[number]['field'];
export const verbFields: readonly VerbField[] = rows.map((row) => row.field);

/**
 * The four fields of a verb, each with a listen button: one line each on a phone, boxes
 * from sm up. The infinitive is the question; the other three are the answer, hidden
 * until Show (`answer`, the classes of `answerClass`). With `room`, each field keeps the
 * height of the longest texts it may show, so a new verb never moves the buttons below.
 */
export function VerbCard({
  verb,
  speakIcon,
  answer,
  room,
}: {
  verb: IrregularVerb;
  speakIcon: ReactNode;
  answer?: string;
  room?: Room<VerbField>;
}) {
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-4">
      {rows.map((row) => {
        const value = verb[row.field];
        return (
          <div
            key={row.term}
            className="flex min-h-12 items-center gap-2 rounded-lg bg-slate-50 px-3 py-1 sm:flex-col sm:items-stretch sm:gap-1 sm:px-4 sm:py-3 dark:bg-slate-800/60"
          >
            {/* The space is for the search index, which runs adjacent elements together. */}
            <dt className={label}>{row.term}</dt>{' '}
            <HeldLine
              text={value}
              room={room?.[row.field]}
              lang={row.lang === 'es-ES' ? 'es' : undefined}
              className="min-w-0 flex-1"
              lineClassName="items-center justify-between"
              textClassName="text-lg font-semibold text-slate-900 sm:text-xl dark:text-white"
              hidden={row.asked ? undefined : answer}
              speak={
                <SpeakButton
                  text={spoken(value)}
                  lang={row.lang}
                  label={row.lang === 'es-ES' ? t.listenEs(value) : t.listen(row.term, value)}
                  icon={speakIcon}
                />
              }
            />
          </div>
        );
      })}
    </dl>
  );
}
