'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FaArrowRotateRight } from 'react-icons/fa6';
import { Button, buttonStyles } from '@/components/ui/button';
import { ticTacToeText as text } from '@/content/games/tic-tac-toe';
import { cn } from '@/lib/cn';
import {
  BOARD_SIZES,
  DIFFICULTIES,
  boardFromMoves,
  cellPosition,
  outcome,
  playerForMove,
  type Cell,
} from '@/lib/games/tic-tac-toe';
import { COMPUTER_MARK, useTicTacToeStore } from '@/lib/stores/use-tic-tac-toe-store';

/** How long the computer seems to think before it plays, in milliseconds. */
export const COMPUTER_DELAY_MS = 400;

const BOARD_WIDTH: Record<number, string> = { 3: 'max-w-xs', 4: 'max-w-sm', 5: 'max-w-md' };
const MARK_SIZE: Record<number, string> = { 3: 'text-5xl', 4: 'text-4xl', 5: 'text-3xl' };

function cellName(size: number, index: number, cell: Cell): string {
  const { row, column } = cellPosition(size, index);
  return `${text.row} ${row}, ${text.column} ${column}, ${cell ?? text.empty}`;
}

function markColour(cell: Cell): string {
  return cell === 'X' ? 'text-brand-700 dark:text-brand-300' : 'text-rose-700 dark:text-rose-300';
}

/** Where focus goes from cell `index` for a key of the grid, or `null` for other keys. */
function nextFocus(key: string, index: number, size: number): number | null {
  const row = Math.floor(index / size);
  const col = index % size;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? index - size : index;
    case 'ArrowDown':
      return row < size - 1 ? index + size : index;
    case 'ArrowLeft':
      return col > 0 ? index - 1 : index;
    case 'ArrowRight':
      return col < size - 1 ? index + 1 : index;
    case 'Home':
      return row * size;
    case 'End':
      return row * size + size - 1;
    default:
      return null;
  }
}

/**
 * Tic-tac-toe on 3x3, 4x4 or 5x5. The store keeps only the cells played; the board,
 * whose turn it is and the result are derived here. The board is an ARIA grid: one Tab
 * stop, arrow keys move between cells, Enter or Space plays.
 */
export function TicTacToe() {
  const difficulty = useTicTacToeStore((s) => s.difficulty);
  const moves = useTicTacToeStore((s) => s.moves);
  const vsComputer = useTicTacToeStore((s) => s.vsComputer);
  const { play, computerMove, setDifficulty, setVsComputer, reload } = useTicTacToeStore.getState();

  const size = BOARD_SIZES[difficulty];
  const board = useMemo(() => boardFromMoves(size, moves), [size, moves]);
  const state = outcome(board);
  const ended = state.kind !== 'playing';
  const computerTurn = vsComputer && state.kind === 'playing' && state.next === COMPUTER_MARK;
  const winningCells = new Set(state.kind === 'won' ? state.line : []);

  const [focusIndex, setFocusIndex] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const active = focusIndex < size * size ? focusIndex : 0;

  // Cells are disabled once the game ends: keep keyboard focus on the page, on Reload.
  const grid = useRef<HTMLDivElement>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!ended) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || grid.current?.contains(focused)) {
      reloadButton.current?.focus({ preventScroll: true });
    }
  }, [ended]);

  useEffect(() => {
    if (!computerTurn) return;
    const timer = setTimeout(() => computerMove(), COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [computerTurn, moves, computerMove]);

  let announcement = '';
  if (state.kind === 'won') announcement = `${text.winnerPrefix}${state.winner}`;
  else if (state.kind === 'draw') announcement = text.draw;
  else if (vsComputer && moves.length > 0 && playerForMove(moves.length - 1) === COMPUTER_MARK) {
    const { row, column } = cellPosition(size, moves[moves.length - 1]!);
    announcement = `${text.computerPlayed} ${text.row.toLowerCase()} ${row}, ${text.column} ${column}`;
  }

  const onGridKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextFocus(e.key, active, size);
    if (next === null) return;
    e.preventDefault();
    setFocusIndex(next);
    cells.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <div role="group" aria-label={text.difficultyLabel} className="flex flex-wrap gap-2">
          {DIFFICULTIES.map((d) => (
            <Button
              key={d}
              variant={d === difficulty ? 'primary' : 'secondary'}
              aria-pressed={d === difficulty}
              disabled={ended}
              onClick={() => {
                setDifficulty(d);
                setFocusIndex(0);
              }}
            >
              {text.difficulties[d]}
            </Button>
          ))}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={vsComputer}
          onClick={() => setVsComputer(!vsComputer)}
          className={cn(
            'group flex min-h-11 items-center gap-3 rounded-lg px-1 text-sm font-semibold text-slate-800 dark:text-slate-200',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative h-7 w-12 shrink-0 rounded-full border-2 transition-colors motion-reduce:transition-none',
              vsComputer
                ? 'border-brand-700 bg-brand-700 dark:border-brand-400 dark:bg-brand-400'
                : 'border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none dark:bg-slate-100',
                vsComputer && 'translate-x-5',
              )}
            />
          </span>
          {text.computerSwitch}
        </button>
      </div>
      {vsComputer ? (
        <p className="-mt-3 text-sm text-slate-700 dark:text-slate-300">{text.computerHint}</p>
      ) : null}

      <div className="flex min-h-10 flex-wrap items-center gap-x-6 gap-y-1">
        {state.kind === 'playing' ? (
          <p className="text-lg font-semibold" data-testid="turn">
            {text.turnLabel}{' '}
            <span className={cn('text-2xl font-extrabold', markColour(state.next))}>
              {state.next}
            </span>
            {computerTurn ? (
              <span className="ml-3 text-sm font-normal text-slate-700 dark:text-slate-300">
                {text.computerThinking}
              </span>
            ) : null}
          </p>
        ) : null}
        <p role="status" className="text-2xl font-extrabold text-slate-900 dark:text-white">
          {ended ? announcement : <span className="sr-only">{announcement}</span>}
        </p>
      </div>

      <div
        ref={grid}
        role="grid"
        aria-label={text.boardLabel}
        aria-busy={computerTurn}
        tabIndex={-1}
        onKeyDown={onGridKeyDown}
        className={cn('flex w-full flex-col gap-2', BOARD_WIDTH[size])}
      >
        {Array.from({ length: size }, (_, r) => (
          <div
            role="row"
            key={`${size}-${r}`}
            className="grid gap-2"
            style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
          >
            {board.slice(r * size, r * size + size).map((cell, c) => {
              const index = r * size + c;
              return (
                <div role="gridcell" key={index} className="aspect-square">
                  <button
                    ref={(el) => {
                      cells.current[index] = el;
                    }}
                    type="button"
                    tabIndex={index === active ? 0 : -1}
                    aria-label={cellName(size, index, cell)}
                    aria-disabled={cell !== null || computerTurn || undefined}
                    disabled={ended}
                    onFocus={() => setFocusIndex(index)}
                    onClick={() => play(index)}
                    className={cn(
                      'flex size-full items-center justify-center rounded-lg border-2 font-black transition-colors',
                      'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                      winningCells.has(index)
                        ? 'border-emerald-700 bg-emerald-100 dark:border-emerald-400 dark:bg-emerald-950'
                        : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800',
                      cell === null &&
                        !ended &&
                        !computerTurn &&
                        'hover:bg-slate-100 dark:hover:bg-slate-700',
                      cell !== null && 'cursor-default',
                      ended && 'cursor-not-allowed',
                      MARK_SIZE[size],
                      markColour(cell),
                    )}
                  >
                    <span aria-hidden="true">{cell}</span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>

      <div>
        <button
          ref={reloadButton}
          type="button"
          className={buttonStyles('secondary', 'md')}
          onClick={reload}
        >
          <FaArrowRotateRight aria-hidden="true" />
          {text.reload}
        </button>
      </div>
    </div>
  );
}
