import type { ReactNode } from 'react';
import { SpeakButton } from '@/components/ui/speak-button';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import { irregularVerbsLabels as t } from '@/content/english/irregular-verbs-texts';

const label = 'text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400';

/** Speech reads 'gotten / got' as two words, not as 'slash'. */
const spoken = (form: string) => form.replaceAll(' / ', ', ');

/** The four fields of a verb, each with a listen button. */
export function VerbCard({ verb, speakIcon }: { verb: IrregularVerb; speakIcon: ReactNode }) {
  const rows = [
    { term: t.infinitive, value: verb.infinitive, lang: 'en-US' as const },
    { term: t.pastSimple, value: verb.pastSimple, lang: 'en-US' as const },
    { term: t.participle, value: verb.participle, lang: 'en-US' as const },
    { term: t.spanish, value: verb.translation, lang: 'es-ES' as const },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div
          key={row.term}
          className="flex flex-col gap-1 rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60"
        >
          <dt className={label}>{row.term}</dt>
          <dd className="flex items-center justify-between gap-2">
            <span
              lang={row.lang === 'es-ES' ? 'es' : undefined}
              className="text-xl font-semibold break-words text-slate-900 dark:text-white"
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
