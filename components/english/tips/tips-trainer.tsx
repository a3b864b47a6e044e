'use client';

import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AddToReview } from '@/components/review/add-to-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Collapsible } from '@/components/ui/collapsible';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/page-header';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import {
  phrases,
  phrasesIntro,
  pronunciationGuide,
  tipsLabels as t,
} from '@/content/english/phrases';
import type { RouteInfo } from '@/content/routes';
import { site } from '@/content/site';
import { resolvePhrase } from '@/lib/english/tips';
import { useTipsStore } from '@/lib/stores/use-tips-store';
import { PhraseCard } from './phrase-card';

const resolved = phrases.map(resolvePhrase);
/** `route` comes from page.tsx, so the route registry stays out of the browser bundle. */
export function TipsTrainer({ route }: { route: RouteInfo }) {
  const { current, remaining, total, hydrated, start, next, reload } = useTipsStore(
    useShallow((s) => ({
      current: s.current,
      remaining: s.remaining.length,
      total: s.total,
      hydrated: s.hydrated,
      start: s.start,
      next: s.next,
      reload: s.reload,
    })),
  );

  const nextRef = useRef<HTMLButtonElement>(null);
  const reloadRef = useRef<HTMLButtonElement>(null);
  // NEXT and RELOAD replace each other: keep the keyboard focus on the one shown.
  const focusAfterRender = useFocusAfterRender();
  const focusFor = (outcome: 'phrase' | 'finished') =>
    focusAfterRender(() => (outcome === 'finished' ? reloadRef : nextRef).current);

  useEffect(() => start(), [start]);

  const phrase = current === null ? undefined : resolved[current];
  const finished = phrase === undefined;

  return (
    <>
      <PageHeader
        route={route}
        back={finished ? route.backWhenDone : undefined}
        description={phrasesIntro.description}
      />

      <div aria-live="polite" aria-busy={!hydrated}>
        {phrase ? (
          <PhraseCard phrase={phrase} />
        ) : (
          <Card className="p-6">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">{t.doneTitle}</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t.doneText(total)}</p>
          </Card>
        )}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {finished ? (
          <button
            type="button"
            ref={reloadRef}
            className={buttonStyles('primary', 'md')}
            onClick={() => focusFor(reload())}
          >
            {t.reload}
          </button>
        ) : (
          <button
            type="button"
            ref={nextRef}
            className={buttonStyles('primary', 'md')}
            disabled={!hydrated}
            onClick={() => {
              if (next() === 'finished') focusFor('finished');
            }}
          >
            {t.next(remaining, total)}
          </button>
        )}
        <AddToReview deck="phrases" item={phrase} list={phrases} />
        <ExternalLink href={site.feedbackFormUrl} className={buttonStyles('secondary', 'md')}>
          {t.feedback}
        </ExternalLink>
      </div>

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
    </>
  );
}
