'use client';

import { useRef, type ReactNode } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { tipsLabels as t } from '@/content/english/tips';
import { lazyPhrases } from '@/lib/english/load-phrases';
import type { PhraseRoom, ResolvedPhrase } from '@/lib/english/tips';
import { useTipsStore } from '@/lib/stores/use-tips-store';
import { answerClass, RevealButton, ShowAllSwitch } from '../reveal/reveal-controls';
import { useReveal } from '../reveal/use-reveal';
import { PhraseCard, type PhraseIcons } from './phrase-card';

export interface TipsTrainerProps {
  /** The page's header, drawn by the server: while phrases remain, and once all are seen (its BACK leads elsewhere). */
  header: { active: ReactNode; done: ReactNode };
  /** The phrase the page shows before the list has loaded (the first one). */
  first: ResolvedPhrase;
  /** How many phrases there are. */
  total: number;
  /** The longest texts, which the card keeps room for (`phraseRoom`). */
  room?: PhraseRoom;
  /** The feedback link, rendered on the server. */
  feedback: ReactNode;
  /** The pronunciation guide, rendered on the server. */
  children?: ReactNode;
  /** The card's icons, drawn by the server. */
  icons: PhraseIcons;
}

/**
 * The phrase trainer. The page shows the first phrase from the server; the list itself
 * loads after the page is up (`lazyPhrases`), and then a random phrase is drawn. It asks
 * before it tells: the pronunciation and the Spanish show on Show (`useReveal`).
 */
export function TipsTrainer({
  header,
  first,
  total,
  room,
  feedback,
  children,
  icons,
}: TipsTrainerProps) {
  // The trainer reads every field of its store, so it subscribes to the whole of it.
  const {
    current,
    remaining: left,
    total: poolSize,
    hydrated,
    start,
    next,
    reload,
  } = useTipsStore();
  const remaining = left.length;

  const nextRef = useRef<HTMLButtonElement>(null);
  const reloadRef = useRef<HTMLButtonElement>(null);
  // NEXT and RELOAD replace each other: keep the keyboard focus on the one shown.
  const focusAfterRender = useFocusAfterRender();
  const focusFor = (outcome: 'phrase' | 'finished') =>
    focusAfterRender(() => (outcome === 'finished' ? reloadRef : nextRef).current);

  const { value: list, failed } = useLazyValue(lazyPhrases, (loaded) =>
    start(loaded.resolved.length),
  );

  const ready = hydrated && list !== undefined;
  const phrase = !ready ? first : current === null ? undefined : list.resolved[current];
  const finished = phrase === undefined;
  const area = useRef<HTMLDivElement>(null);
  const reveal = useReveal(phrase ? phrase.english : null, area);

  return (
    <>
      {finished ? header.done : header.active}

      <div ref={area} aria-live="polite" aria-busy={!ready && !failed}>
        {phrase ? (
          <PhraseCard
            phrase={phrase}
            room={room}
            icons={icons}
            answer={answerClass(reveal.revealed)}
          />
        ) : (
          <Card className="p-6">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">{t.doneTitle}</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t.doneText(poolSize)}</p>
          </Card>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3 sm:mt-6">
        {finished ? null : <RevealButton reveal={reveal} />}
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
            disabled={!ready}
            onClick={() => {
              if (next() === 'finished') focusFor('finished');
            }}
          >
            {ready ? t.next(remaining, poolSize) : t.next(total - 1, total)}
          </button>
        )}
        <AddToReview deck="phrases" item={phrase} list={list?.phrases ?? null} />
        {feedback}
      </div>
      <ShowAllSwitch reveal={reveal} className="mt-3" />
      {failed ? <LoadFailed>{t.loadFailed}</LoadFailed> : null}

      {children}
    </>
  );
}
