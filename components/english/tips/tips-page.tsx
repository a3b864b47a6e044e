import { buttonStyles } from '@/components/ui/button';
import { Collapsible } from '@/components/ui/collapsible';
import { ExternalLink } from '@/components/ui/external-link';
import { IconProvider } from '@/components/ui/icon-context';
import { tipsIcons } from '@/components/ui/server-icons';
import { phrases } from '@/content/english/phrases';
import { pronunciationGuide, tipsLabels as t } from '@/content/english/tips';
import type { RouteInfo } from '@/content/routes';
import { site } from '@/content/site';
import { phraseRoom, resolvePhrase } from '@/lib/english/tips';
import { PhraseList } from './phrase-list';
import { TipsTrainer } from './tips-trainer';

/** /ee/tips: the phrase trainer, then the list of every phrase. */
export function TipsPage({ route }: { route: RouteInfo }) {
  return (
    <>
      <IconProvider icons={tipsIcons}>
        <TipsTrainer
          route={route}
          first={resolvePhrase(phrases[0]!)}
          total={phrases.length}
          room={phraseRoom(phrases)}
          feedback={
            <ExternalLink href={site.feedbackFormUrl} className={buttonStyles('secondary', 'md')}>
              {t.feedback}
            </ExternalLink>
          }
        >
          <div lang="es" className="mt-8 max-w-prose">
            <Collapsible
              title={pronunciationGuide.heading}
              headingLevel={2}
              className="rounded-xl border border-slate-200 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
              buttonClassName="text-base text-slate-900 dark:text-white"
              panelClassName="px-3 pb-3"
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {pronunciationGuide.symbols.map((entry) => (
                  <div key={entry.symbol} className="contents">
                    <dt className="font-mono font-semibold text-brand-800 dark:text-brand-200">
                      {entry.symbol}
                    </dt>
                    <dd>{entry.es}</dd>
                  </div>
                ))}
              </dl>
            </Collapsible>
          </div>
        </TipsTrainer>
      </IconProvider>
      <PhraseList />
    </>
  );
}
