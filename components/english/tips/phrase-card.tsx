import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon-context';
import { ExternalLink } from '@/components/ui/external-link';
import { SpeakButton } from '@/components/ui/speak-button';
import { tipsLabels as t } from '@/content/english/tips';
import type { ResolvedPhrase } from '@/lib/english/tips';

const label = 'text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400';
const link =
  'inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200';

/** One phrase: English with its pronunciation guide, Spanish, listen buttons and links to pages that read it aloud. */
export function PhraseCard({ phrase }: { phrase: ResolvedPhrase }) {
  return (
    <Card className="p-5 sm:p-7">
      {/* The space after each label is for the search index, which runs adjacent
          elements together ("EnglishGood morning"). */}
      <dl className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <dt className={label}>{t.english}</dt>{' '}
          <dd className="flex items-start gap-2">
            <span className="text-2xl font-semibold break-words text-slate-900 sm:text-3xl dark:text-white">
              {phrase.english}
            </span>
            <SpeakButton text={phrase.english} lang="en-US" />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className={label}>{t.pronunciation}</dt>{' '}
          <dd
            lang="es"
            className="font-mono text-lg break-words text-brand-800 dark:text-brand-200"
          >
            {phrase.pronunciation}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className={label} lang="es">
            {t.spanish}
          </dt>{' '}
          <dd className="flex items-start gap-2">
            <span lang="es" className="text-xl break-words text-slate-800 dark:text-slate-200">
              {phrase.spanish}
            </span>
            <SpeakButton
              text={phrase.spanish}
              lang="es-ES"
              label={t.speakSpanish(phrase.spanish)}
            />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className={label}>{t.listen}</dt>{' '}
          <dd className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <ExternalLink href={phrase.enAudioPage} className={link}>
              {t.hearEnglish}
              <Icon name="external" className="size-3.5" />
            </ExternalLink>
            <ExternalLink href={phrase.esAudioPage} className={link} lang="es" newTabNote="es">
              {t.hearSpanish}
              <Icon name="external" className="size-3.5" />
            </ExternalLink>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
