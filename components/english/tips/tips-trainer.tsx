'use client';

import { useEffect, useRef } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/page-header';
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
  const current = useTipsStore((s) => s.current);
  const remaining = useTipsStore((s) => s.remaining.length);
  const total = useTipsStore((s) => s.total);
  const started = useTipsStore((s) => s.started);
  const start = useTipsStore((s) => s.start);
  const next = useTipsStore((s) => s.next);
  const reload = useTipsStore((s) => s.reload);

  const nextRef = useRef<HTMLButtonElement>(null);
  const reloadRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<'next' | 'reload' | null>(null);

  useEffect(() => start(), [start]);

  const phrase = current === null ? undefined : resolved[current];
  const finished = phrase === undefined;

  // NEXT and RELOAD replace each other: keep the keyboard focus on the one shown.
  useEffect(() => {
    const target =
      focusTarget.current === 'reload'
        ? reloadRef
        : focusTarget.current === 'next'
          ? nextRef
          : null;
    if (!target?.current) return;
    focusTarget.current = null;
    target.current.focus();
  });

  return (
    <>
      <PageHeader
        route={route}
        back={finished ? route.backWhenDone : undefined}
        description={phrasesIntro.description}
      />

      <div aria-live="polite" aria-busy={!started}>
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
            onClick={() => {
              reload();
              focusTarget.current = 'next';
            }}
          >
            {t.reload}
          </button>
        ) : (
          <button
            type="button"
            ref={nextRef}
            className={buttonStyles('primary', 'md')}
            disabled={!started}
            onClick={() => {
              next();
              if (useTipsStore.getState().current === null) focusTarget.current = 'reload';
            }}
          >
            {t.next(remaining, total)}
          </button>
        )}
        <AddToReview deck="phrases" item={phrase} list={phrases} />
        <ExternalLink href={site.feedbackFormUrl} className={buttonStyles('secondary', 'md')}>
          {t.feedback}
          <span className="sr-only">{t.newTabEn}</span>
        </ExternalLink>
      </div>

      <details
        lang="es"
        className="mt-8 max-w-prose rounded-xl border border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
      >
        <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white">
          {pronunciationGuide.heading}
        </summary>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {pronunciationGuide.symbols.map((entry) => (
            <div key={entry.symbol} className="contents">
              <dt className="font-mono font-semibold text-brand-800 dark:text-brand-200">
                {entry.symbol}
              </dt>
              <dd>{entry.es}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
