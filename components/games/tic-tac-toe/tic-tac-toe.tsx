'use client';

import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { BOARD_SIZES, ticTacToeText as text } from '@/content/games/tic-tac-toe';
import { boardFromMoves, outcome, playerForMove } from '@/lib/games/tic-tac-toe';
import { COMPUTER_MARK, useTicTacToeStore } from '@/lib/stores/use-tic-tac-toe-store';
import { Board } from './board';
import { GameStatus } from './game-status';

/** How long the computer seems to think before it plays, in milliseconds. */
export const COMPUTER_DELAY_MS = 400;

/**
 * Tic-tac-toe on 3x3, 4x4 or 5x5, split as the react.dev tutorial splits it: this Game
 * holds the controls, GameStatus says whose turn it is and the result, Board and Square
 * draw the cells. The store keeps only the cells played; the board, the turn and the
 * result are derived from them on every render.
 */
export function TicTacToe({ restartIcon }: { restartIcon: ReactNode }) {
  const { size, moves, vsComputer, play, computerMove, setSize, setVsComputer, reload } =
    useTicTacToeStore();

  const board = useMemo(() => boardFromMoves(size, moves), [size, moves]);
  const state = outcome(board);
  const ended = state.kind !== 'playing';
  const computerTurn = vsComputer && state.kind === 'playing' && state.next === COMPUTER_MARK;
  const lastMove = moves.length - 1;
  const computerCell =
    vsComputer && lastMove >= 0 && playerForMove(lastMove) === COMPUTER_MARK
      ? moves[lastMove]!
      : null;

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

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <ToggleGroup
          label={text.sizeGroupLabel}
          options={BOARD_SIZES}
          value={size}
          onChange={setSize}
          renderOption={(option) => text.sizes[option]}
          disabled={ended}
        />
        <Switch checked={vsComputer} onChange={setVsComputer}>
          {text.computerSwitch}
        </Switch>
      </div>
      {vsComputer ? (
        <p className="-mt-3 text-sm text-slate-700 dark:text-slate-300">{text.computerHint}</p>
      ) : null}

      <GameStatus
        size={size}
        outcome={state}
        computerTurn={computerTurn}
        computerCell={computerCell}
      />

      {/* From lg up the new-game button sits beside the board, so both fit a laptop's
          first screen. */}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end">
        <Board
          key={size}
          size={size}
          cells={board}
          winningLine={state.kind === 'won' ? state.line : []}
          ended={ended}
          waiting={computerTurn}
          onPlay={play}
          gridRef={grid}
        />

        <div>
          <button
            ref={reloadButton}
            type="button"
            className={buttonStyles('secondary', 'md')}
            onClick={reload}
          >
            {restartIcon}
            {text.reload}
          </button>
        </div>
      </div>
    </div>
  );
}
