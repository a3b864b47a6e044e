import { ticTacToeText as text } from '@/content/games/tic-tac-toe';
import { cn } from '@/lib/cn';
import { cellPosition, type Outcome } from '@/lib/games/tic-tac-toe';
import { markColour } from './square';

export interface GameStatusProps {
  size: number;
  outcome: Outcome;
  /** The computer is about to play. */
  computerTurn: boolean;
  /** The cell the computer played last, to announce it; null when the visitor played last. */
  computerCell: number | null;
}

/** Whose turn it is, and the result (shown at the end, announced to screen readers). */
export function GameStatus({ size, outcome, computerTurn, computerCell }: GameStatusProps) {
  let announcement = '';
  if (outcome.kind === 'won') announcement = `${text.winnerPrefix}${outcome.winner}`;
  else if (outcome.kind === 'draw') announcement = text.draw;
  else if (computerCell !== null) {
    const { row, column } = cellPosition(size, computerCell);
    announcement = `${text.computerPlayed} ${text.row.toLowerCase()} ${row}, ${text.column} ${column}`;
  }
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-6 gap-y-1">
      {outcome.kind === 'playing' ? (
        <p className="text-lg font-semibold" data-testid="turn">
          {text.turnLabel}{' '}
          <span className={cn('text-2xl font-extrabold', markColour(outcome.next))}>
            {outcome.next}
          </span>
          {computerTurn ? (
            <span className="ml-3 text-sm font-normal text-slate-700 dark:text-slate-300">
              {text.computerThinking}
            </span>
          ) : null}
        </p>
      ) : null}
      <p role="status" className="text-2xl font-extrabold text-slate-900 dark:text-white">
        {outcome.kind !== 'playing' ? (
          announcement
        ) : (
          <span className="sr-only">{announcement}</span>
        )}
      </p>
    </div>
  );
}
