'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { useStoreState } from '@/components/ui/use-store-state';
import { game2048Text as text } from '@/content/games/2048';
import {
  current,
  emptyGame,
  hasWon,
  isGameOver,
  maxTile,
  moveCount,
  type Direction,
  type History2048,
} from '@/lib/games/2048';
import { isInDialog } from '@/lib/keyboard';
import { lazyValue } from '@/lib/lazy-value';
import { ArrowPad } from './arrow-pad';
import { SizeField } from './size-field';
import { TileBoard } from './tile-board';

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * Keys typed into a field belong to the field, not to the board; except in a field
 * marked `data-board-keys` (the size field holds one digit, so its arrow keys move the
 * tiles instead of a caret, and a player who just chose a size can play on).
 */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    !!target.closest('input, textarea, select, [contenteditable="true"]') &&
    !target.closest('[data-board-keys]')
  );
}

/** The store, with its storage code, in a chunk of its own fetched after mount. */
const lazyStore = lazyValue(() =>
  import('@/lib/stores/use-2048-store').then(({ use2048Store }) => use2048Store),
);

const noGame: History2048 = [emptyGame()];
const noop = () => {};

/**
 * The 2048 game. The server renders an empty board; the first random game starts after
 * mount, when the store has loaded, so the pre-rendered HTML never depends on chance.
 */
export function Game2048({ arrows }: { arrows: Record<Direction, ReactNode> }) {
  const { value: store, failed } = useLazyValue(lazyStore, (loaded) => loaded.getState().init());
  const state = useStoreState(store);
  const history = state?.history ?? noGame;
  const hydrated = state?.hydrated === true;
  const best = state?.best ?? 0;
  const move = state?.move ?? noop;
  const restart = state?.restart ?? noop;

  const game = current(history);
  const moves = moveCount(history);
  const over = hydrated && isGameOver(game);
  const won = hasWon(game);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const newGame = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!hydrated || over) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const direction = KEY_DIRECTIONS[e.key];
      if (
        !direction ||
        e.altKey ||
        e.ctrlKey ||
        e.metaKey ||
        e.shiftKey ||
        e.defaultPrevented ||
        isTextEntry(e.target) ||
        isInDialog(e.target)
      )
        return;
      e.preventDefault();
      move(direction);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hydrated, over, move]);

  // The arrows are disabled once the game is over: hand focus to 'try again'.
  useEffect(() => {
    if (over) tryAgain.current?.focus({ preventScroll: true });
  }, [over]);

  return (
    <div className="grid gap-4 sm:gap-5 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      <div className="flex flex-wrap items-start justify-between gap-3 lg:col-start-2 lg:row-start-1 lg:justify-start">
        <SizeField size={game.size} onSize={(size) => restart(size)} />
        <dl className="flex gap-2 sm:gap-3">
          <div className="min-w-22 rounded-lg bg-stone-200 px-3 py-2 text-center dark:bg-slate-800">
            <dt className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {text.movesLabel}
            </dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="moves">
              {moves}
            </dd>
          </div>
          <div
            className="min-w-22 rounded-lg bg-stone-200 px-3 py-2 text-center dark:bg-slate-800"
            title={text.bestHint}
          >
            <dt className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {text.bestLabel}
            </dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="best">
              {Math.max(best, maxTile(game))}
            </dd>
          </div>
        </dl>
      </div>

      <div className="flex flex-col gap-3 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <TileBoard
          key={state?.gameId}
          game={game}
          vanished={state?.vanished ?? []}
          animate={state?.lastAction !== 'undo'}
          over={over}
          onSwipe={(direction) => {
            if (!over) move(direction);
          }}
        />
        {/* Under the board, with its room kept: the messages never move the board, and
            on a phone the board starts on the first screen with the message just below. */}
        <div className="flex min-h-11 flex-wrap items-center gap-3">
          <div role="status" className="flex flex-col">
            {won ? (
              <p>
                <strong className="text-xl font-extrabold text-emerald-800 dark:text-emerald-300">
                  {text.winner}
                </strong>{' '}
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {text.winnerHint}
                </span>
              </p>
            ) : null}
            {over ? (
              <p className="text-xl font-extrabold text-red-700 dark:text-red-300">
                {text.gameOver}
              </p>
            ) : null}
          </div>
          {failed ? <LoadFailed>{text.loadFailed}</LoadFailed> : null}
          {over ? (
            <Button
              ref={tryAgain}
              onClick={() => {
                restart();
                // This button goes with the game over: keep the focus near the board.
                newGame.current?.focus({ preventScroll: true });
              }}
            >
              {text.tryAgain}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 lg:col-start-2 lg:row-start-2 lg:flex-col lg:items-start lg:justify-start">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              if (!store) return;
              store.getState().undo();
              // Undo is disabled at the first position: the focus goes next door, not to <body>.
              if (moveCount(store.getState().history) === 0)
                newGame.current?.focus({ preventScroll: true });
            }}
            disabled={moves === 0}
          >
            {text.undo}
          </Button>
          <Button ref={newGame} variant="secondary" onClick={() => restart()} disabled={!hydrated}>
            {text.newGame}
          </Button>
        </div>
        <ArrowPad
          onMove={(direction) => move(direction)}
          disabled={!hydrated || over}
          icons={arrows}
        />
      </div>
    </div>
  );
}
