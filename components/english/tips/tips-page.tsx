import { buttonStyles } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { ExternalLink } from '@/components/ui/external-link';
import { ExternalIcon, SpeakIcon } from '@/components/ui/icons';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { phrases } from '@/content/english/phrases';
import { phrasesIntro, pronunciationGuide, tipsLabels as t } from '@/content/english/tips';
import type { RouteInfo } from '@/content/routes';
import { site } from '@/content/site';
import { phraseRoom, resolvePhrase } from '@/lib/english/tips';
import { PhraseList } from './phrase-list';
import { TipsTrainer } from './tips-trainer';

/** /ee/tips: the phrase trainer, then the list of every phrase. */
export function TipsPage({ route }: { route: RouteInfo }) {
  return (
    <>
      <TipsTrainer
        header={{
          active: <EnglishPageHeader route={route} intro={phrasesIntro} />,
          done: <EnglishPageHeader route={route} back={route.backWhenDone} intro={phrasesIntro} />,
        }}
        first={resolvePhrase(phrases[0]!)}
        total={phrases.length}
        icons={{
          speak: <SpeakIcon aria-hidden="true" className="size-5" />,
          external: <ExternalIcon aria-hidden="true" className="size-3.5" />,
        }}
        room={phraseRoom(phrases)}
        feedback={
          <ExternalLink href={site.feedbackFormUrl} className={buttonStyles('secondary', 'md')}>
            {t.feedback}
          </ExternalLink>
        }
      >
        <div lang="es" className="mt-8 max-w-prose">
          <Disclosure
            title={pronunciationGuide.heading}
            headingLevel={2}
            className="rounded-xl border border-slate-200 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
            summaryClassName="px-3 py-3 text-base text-slate-900 dark:text-white"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 pb-3">
              {pronunciationGuide.symbols.map((entry) => (
                <div key={entry.symbol} className="contents">
                  <dt className="font-mono font-semibold text-brand-800 dark:text-brand-200">
                    {entry.symbol}
                  </dt>
                  <dd>{entry.es}</dd>
                </div>
              ))}
            </dl>
          </Disclosure>
        </div>
      </TipsTrainer>
      <PhraseList />
    </>
  );
}
