'use client';

import { useEffect, useRef } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { enrolInReview } from '@/components/review/enrol-in-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import {
  irregularVerbsIntro,
  irregularVerbsLabels as t,
  verbLists,
} from '@/content/english/irregular-verbs';
import type { RouteInfo } from '@/content/routes';
import { cn } from '@/lib/cn';
import { findList, findVerb, learnedCount, remainingCount } from '@/lib/english/irregular-verbs';
import { useIrregularVerbsStore } from '@/lib/stores/use-irregular-verbs-store';
import { VerbCard } from './verb-card';

/** `route` comes from page.tsx, so the route registry stays out of the browser bundle. */
export function IrregularVerbsTrainer({ route }: { route: RouteInfo }) {
  const state = useIrregularVerbsStore();
  const { list, current, hydrated: ready, init, select, next, markLearned, resetList } = state;
  const activeList = findList(verbLists, list);
  const verb = findVerb(verbLists, list, current);
  const remaining = remainingCount(state);
  const learned = learnedCount(verbLists, state);

  const nextRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<'next' | 'reset' | null>(null);

  useEffect(() => {
    void init();
  }, [init]);

  // A pressed button that gets disabled or removed would drop the keyboard focus:
  // move it to the control that takes its place.
  useEffect(() => {
    const target =
      focusTarget.current === 'reset' ? resetRef : focusTarget.current === 'next' ? nextRef : null;
    if (!target?.current) return;
    focusTarget.current = null;
    target.current.focus();
  });

  const afterAction = () => {
    focusTarget.current = useIrregularVerbsStore.getState().current === null ? 'reset' : 'next';
  };

  return (
    <>
      <PageHeader route={route} description={irregularVerbsIntro.description} />

      <div role="group" aria-label={t.listGroup} className="mb-5 flex flex-wrap gap-2">
        {verbLists.map((l) => {
          const active = l.id === list;
          return (
            <button
              key={l.id}
              type="button"
              aria-pressed={active}
              disabled={active || !ready}
              onClick={() => {
                select(l.id);
                afterAction();
              }}
              className={cn(
                buttonStyles(active ? 'primary' : 'secondary', 'md'),
                active && 'disabled:opacity-100',
              )}
            >
              {l.label}
            </button>
          );
        })}
      </div>

      <Card className="p-5 sm:p-7">
        <div aria-live="polite" aria-busy={!ready}>
          {verb ? (
            <VerbCard verb={verb} />
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">
                {t.allLearned(activeList.verbs.length, activeList.label)}
              </p>
              <p className="text-slate-700 dark:text-slate-300">{t.resetHint}</p>
              <button
                ref={resetRef}
                type="button"
                onClick={() => {
                  resetList();
                  afterAction();
                }}
                className={buttonStyles('secondary', 'md')}
              >
                {t.reset(activeList.label)}
              </button>
            </div>
          )}
        </div>
      </Card>

      <div className="mt-6 flex flex-wrap gap-3">
        <button
          ref={nextRef}
          type="button"
          disabled={!ready || !verb}
          onClick={() => next()}
          className={buttonStyles('primary', 'md')}
        >
          {t.next(remaining)}
        </button>
        <button
          type="button"
          disabled={!ready || !verb}
          onClick={() => {
            if (verb) void enrolInReview('verbs', [verb]);
            markLearned();
            if (useIrregularVerbsStore.getState().current === null) focusTarget.current = 'reset';
          }}
          className={buttonStyles('success', 'md')}
        >
          {t.learned(learned)}
        </button>
        <AddToReview deck="verbs" item={verb} list={activeList.verbs} />
      </div>
    </>
  );
}
