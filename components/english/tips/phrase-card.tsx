import type { ReactNode } from 'react';
import { HeldLine } from '@/components/english/help/held-line';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { SpeakButton } from '@/components/ui/speak-button';
import { tipsLabels as t } from '@/content/english/tips';
import type { PhraseRoom, ResolvedPhrase } from '@/lib/english/tips';

const label = 'text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400';
const link =
  'inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200';

/** The card's icons, drawn by the server. */
export interface PhraseIcons {
  speak: ReactNode;
  external: ReactNode;
}

/**
 * One phrase: English with its pronunciation guide, Spanish, listen buttons and links to
 * pages that read it aloud. The pronunciation and the Spanish are the answer, hidden
 * until Show (`answer`). With `room`, the card keeps the height of the longest phrases,
 * so a new phrase never moves what is under it.
 */
export function PhraseCard({
  phrase,
  room,
  icons,
  answer,
}: {
  phrase: ResolvedPhrase;
  room?: PhraseRoom;
  icons: PhraseIcons;
  /** The classes of the answer (`answerClass`): hidden until Show. */
  answer?: string;
}) {
  return (
    <Card className="p-4 sm:p-7">
      {/* The space after each label is for the search index, which runs adjacent
          elements together ("EnglishGood morning"). */}
      <dl className="flex flex-col gap-3 sm:gap-5">
        <div className="flex flex-col gap-1">
          <dt className={label}>{t.english}</dt>{' '}
          <HeldLine
            text={phrase.english}
            room={room?.english}
            textClassName="text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white"
            speak={<SpeakButton text={phrase.english} lang="en-US" icon={icons.speak} />}
          />
        </div>
        <div className="flex flex-col gap-1">
          <dt className={label}>{t.pronunciation}</dt>{' '}
          <HeldLine
            text={phrase.pronunciation}
            room={room?.pronunciation}
            lang="es"
            textClassName="font-mono text-lg text-brand-800 dark:text-brand-200"
            hidden={answer}
          />
        </div>
        <div className="flex flex-col gap-1">
          <dt className={label} lang="es">
            {t.spanish}
          </dt>{' '}
          <HeldLine
            text={phrase.spanish}
            room={room?.spanish}
            lang="es"
            textClassName="text-xl text-slate-800 dark:text-slate-200"
            hidden={answer}
            speak={
              <SpeakButton
                text={phrase.spanish}
                lang="es-ES"
                label={t.speakSpanish(phrase.spanish)}
                icon={icons.speak}
              />
            }
          />
        </div>
        <div className="flex flex-col gap-1">
          <dt className={label}>{t.listen}</dt>{' '}
          <dd className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <ExternalLink href={phrase.enAudioPage} className={link}>
              {t.hearEnglish}
              {icons.external}
            </ExternalLink>{' '}
            <ExternalLink href={phrase.esAudioPage} className={link} lang="es" newTabNote="es">
              {t.hearSpanish}
              {icons.external}
            </ExternalLink>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
