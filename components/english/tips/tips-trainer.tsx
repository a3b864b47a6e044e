'use client';

import { useEffect, useRef } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { PageHeader } from '@/components/ui/page-header';
import { phrases, phrasesIntro } from '@/content/english/phrases';
import { routeInfo } from '@/content/routes';
import { site } from '@/content/site';
import { resolvePhrase } from '@/lib/english/tips';
import { phraseCardId } from '@/lib/review/ids';
import { useTipsStore } from '@/lib/stores/use-tips-store';
import { PhraseCard } from './phrase-card';

const resolved = phrases.map(resolvePhrase);
const route = routeInfo('/ee/tips');
/** Where BACK goes once every phrase was seen. */
const backWhenDone = '/ee';

export function TipsTrainer() {
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
        heading={route.heading}
        back={finished ? backWhenDone : route.back}
        description={phrasesIntro.description}
      >
        <p lang="es" className="max-w-prose text-sm text-slate-600 dark:text-slate-400">
          {phrasesIntro.guide}
        </p>
      </PageHeader>

      <div aria-live="polite" aria-busy={!started}>
        {phrase ? (
          <PhraseCard phrase={phrase} />
        ) : (
          <Card className="p-6">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">
              No phrases remain.
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              You have seen all {total} phrases. Press RELOAD to start again.
            </p>
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
            RELOAD
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
            NEXT ({remaining}/{total})
          </button>
        )}
        <AddToReview itemId={phrase && phraseCardId(phrase)} />
        <ExternalLink href={site.feedbackFormUrl} className={buttonStyles('secondary', 'md')}>
          FEEDBACK
          <span className="sr-only">(opens in a new tab)</span>
        </ExternalLink>
      </div>
    </>
  );
}
