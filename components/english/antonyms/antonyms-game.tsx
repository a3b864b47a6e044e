'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { SpeakButton } from '@/components/ui/speak-button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { useStoreState } from '@/components/ui/use-store-state';
import type { AntonymPair } from '@/content/english/antonyms';
import { antonymsLabels as t } from '@/content/english/antonyms-texts';
import { cn } from '@/lib/cn';
import {
  emptyGame,
  lastCorrectText,
  pairText,
  type AntonymsState,
  type GameItem,
  type Side,
} from '@/lib/english/antonyms';
import { lazyAntonymPairs } from '@/lib/english/load-antonyms';
import type { AntonymsFeedback } from '@/lib/stores/use-antonyms-store';

function announcement(feedback: AntonymsFeedback | null, pairs: readonly AntonymPair[]): string {
  if (!feedback) return '';
  switch (feedback.kind) {
    case 'correct':
    case 'round': {
      const pair = pairs[feedback.pairId];
      const text = t.correct(pair ? pairText(pair[0], pair[1]) : null);
      return feedback.kind === 'round' ? `${text} ${t.newRound}` : text;
    }
    case 'wrong':
      return t.wrong(feedback.left, feedback.right);
    case 'win':
      return t.winAnnouncement(feedback.score);
  }
}

interface ColumnProps {
  id: string;
  title: string;
  side: Side;
  items: readonly GameItem[];
  selected: number | null;
  /** The pressed words make a wrong pair: they turn red until the next pick. */
  wrong: boolean;
  disabled: boolean;
  onPick: (side: Side, pairId: number) => void;
}

function Column({ id, title, side, items, selected, wrong, disabled, onPick }: ColumnProps) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="flex flex-col gap-2" data-side={side}>
        {items.map((item) => {
          const pressed = item.pairId === selected;
          return (
            <li key={item.pairId}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => onPick(side, item.pairId)}
                className={cn(
                  // A word tile: a raised, centred card, not a field to type in.
                  'w-full rounded-xl border-b-4 px-3 py-2.5 text-center font-semibold break-words shadow-sm transition',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  'active:translate-y-0.5 active:border-b-2 disabled:cursor-not-allowed motion-reduce:transition-none',
                  pressed && wrong
                    ? 'border-rose-950 bg-rose-700 text-white dark:border-rose-700 dark:bg-rose-300 dark:text-slate-950'
                    : pressed
                      ? 'border-brand-900 bg-brand-700 text-white dark:border-brand-600 dark:bg-brand-400 dark:text-slate-950'
                      : 'border-slate-300 bg-slate-100 text-slate-900 hover:bg-brand-50 dark:border-slate-950 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600',
                )}
              >
                {side === 'left' ? (
                  item.en
                ) : (
                  <>
                    {item.en}{' '}
                    <span
                      lang="es"
                      className={cn(
                        'text-sm font-medium',
                        pressed ? undefined : 'text-slate-700 dark:text-slate-200',
                      )}
                    >
                      ({item.es})
                    </span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface AntonymsGameProps {
  /** The round the page shows before the pairs have loaded (`firstRound`). */
  first: Pick<AntonymsState, 'left' | 'right'>;
  /** The listen button's icon, drawn by the server. */
  speakIcon: ReactNode;
}

/**
 * The matching game, under the page's header (rendered on the server). The page shows a
 * fixed first round from the server; the pairs and the store load after the page is up
 * (`lazyAntonymPairs`), then the best score is read and a random game dealt.
 */
export function AntonymsGame({ first, speakIcon }: AntonymsGameProps) {
  const { value: loaded, failed } = useLazyValue(lazyAntonymPairs, ({ pairs, store }) =>
    store.getState().start(pairs),
  );
  // The game reads every field of its store, so it subscribes to the whole of it.
  const state = useStoreState(loaded?.store);
  const hydrated = state?.hydrated === true;
  const pairs = state?.pairs ?? [];
  const feedback = state?.feedback ?? null;
  const game = hydrated ? state.game : { ...emptyGame(), ...first };

  const boardRef = useRef<HTMLDivElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The line under the board says how a pick went: on a phone it can lie below the
  // screen or under the fixed footer, so it is brought into view (scroll-margin: the
  // footer's height and a little more) when it changes, and only as far as needed.
  useEffect(() => {
    if (feedback) statusRef.current?.scrollIntoView({ block: 'nearest' });
  }, [feedback]);
  const focusAfterRender = useFocusAfterRender();

  const firstWord = () =>
    boardRef.current?.querySelector<HTMLButtonElement>('[data-side="left"] button');

  // A matched item leaves the list: keep the keyboard focus in the game (on the first
  // word of Select 1, or on Restart after the win).
  const onPick = (side: Side, pairId: number) => {
    if (state?.pick(side, pairId) !== 'correct') return;
    focusAfterRender(() => restartRef.current ?? firstWord());
  };

  const last = game.lastCorrect === null ? undefined : pairs[game.lastCorrect];
  const columnProps = { wrong: feedback?.kind === 'wrong', disabled: !hydrated, onPick };

  return (
    <>
      <div className="mb-5 flex flex-wrap gap-x-8 gap-y-1 text-lg">
        <p>
          {t.score} <strong className="text-slate-900 dark:text-white">{game.score}</strong>
        </p>
        <p>
          {t.best} <strong className="text-slate-900 dark:text-white">{game.best}</strong>
        </p>
      </div>

      <Card className="p-4 sm:p-6">
        <div
          ref={boardRef}
          aria-busy={!hydrated && !failed}
          className="grid grid-cols-2 gap-3 sm:gap-6"
        >
          <Column
            id="antonyms-select-1"
            title={t.select1}
            side="left"
            items={game.left}
            selected={game.selectedLeft}
            {...columnProps}
          />
          <Column
            id="antonyms-select-2"
            title={t.select2}
            side="right"
            items={game.right}
            selected={game.selectedRight}
            {...columnProps}
          />
        </div>

        {game.win ? (
          <div className="mt-2 flex flex-col items-start gap-3 rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/60">
            <p className="text-lg font-semibold text-emerald-900 dark:text-emerald-100">
              {t.win(game.score)}
            </p>
            <button
              ref={restartRef}
              type="button"
              onClick={() => {
                state?.restart();
                // Restart goes with the win: the new round's first word takes the focus.
                focusAfterRender(firstWord);
              }}
              className={buttonStyles('primary', 'md')}
            >
              {t.restart}
            </button>
          </div>
        ) : null}

        {/* A wrong pair is as plain to see as a right one: a coloured line under the board. */}
        <p
          ref={statusRef}
          role="status"
          aria-live="polite"
          data-kind={feedback?.kind}
          className={cn(
            'mt-4 min-h-11 scroll-mb-20 rounded-lg px-3 py-2.5 font-medium',
            feedback?.kind === 'wrong'
              ? 'bg-rose-50 text-rose-900 dark:bg-rose-950/70 dark:text-rose-100'
              : feedback
                ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100'
                : undefined,
          )}
        >
          {feedback ? (
            <span aria-hidden="true">{feedback.kind === 'wrong' ? '✗ ' : '✓ '}</span>
          ) : null}
          {announcement(feedback, pairs)}
        </p>

        {failed ? <LoadFailed>{t.loadFailed}</LoadFailed> : null}

        <div className="mt-4 flex min-h-9 flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
          <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            {t.lastCorrect}
          </span>
          {last ? (
            <>
              <span className="font-medium text-emerald-800 dark:text-emerald-300">
                <span aria-hidden="true">✓ </span>
                {lastCorrectText(game, pairs)}
              </span>
              <SpeakButton text={`${last[0].en}, ${last[1].en}`} lang="en-US" icon={speakIcon} />
              <AddToReview deck="antonyms" item={last} />
            </>
          ) : (
            <span className="text-slate-600 dark:text-slate-400">{t.noneYet}</span>
          )}
        </div>
      </Card>
    </>
  );
}
