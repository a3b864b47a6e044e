import { ticTacToeText as text } from '@/content/games/tic-tac-toe';
import { cn } from '@/lib/cn';
import { cellPosition, type Cell } from '@/lib/games/tic-tac-toe';

const MARK_SIZE: Record<number, string> = { 3: 'text-5xl', 4: 'text-4xl', 5: 'text-3xl' };

export function markColour(cell: Cell): string {
  return cell === 'X' ? 'text-brand-700 dark:text-brand-300' : 'text-rose-700 dark:text-rose-300';
}

export interface SquareProps {
  size: number;
  index: number;
  cell: Cell;
  /** The one cell of the grid in the Tab order. */
  tabbable: boolean;
  /** Part of the winning line. */
  winning: boolean;
  /** The game has ended: no cell can be played. */
  ended: boolean;
  /** The computer is playing: cells wait. */
  waiting: boolean;
  onPlay: (index: number) => void;
  onFocus: (index: number) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

/** One cell of the board: a button named by its row, column and mark. */
export function Square({
  size,
  index,
  cell,
  tabbable,
  winning,
  ended,
  waiting,
  onPlay,
  onFocus,
  buttonRef,
}: SquareProps) {
  const { row, column } = cellPosition(size, index);
  return (
    <div role="gridcell" className="aspect-square">
      <button
        ref={buttonRef}
        type="button"
        tabIndex={tabbable ? 0 : -1}
        aria-label={`${text.row} ${row}, ${text.column} ${column}, ${cell ?? text.empty}`}
        aria-disabled={cell !== null || waiting || undefined}
        disabled={ended}
        onFocus={() => onFocus(index)}
        onClick={() => onPlay(index)}
        className={cn(
          'flex size-full items-center justify-center rounded-lg border-2 font-black transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          winning
            ? 'border-emerald-700 bg-emerald-100 dark:border-emerald-400 dark:bg-emerald-950'
            : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800',
          cell === null && !ended && !waiting && 'hover:bg-slate-100 dark:hover:bg-slate-700',
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
}
