/**
 * The computer opponent of tic-tac-toe.
 *
 * On 3x3 it plays perfectly: a full minimax search with alpha-beta pruning (it never
 * loses, and prefers quicker wins and slower losses). On 4x4 and 5x5 the full tree is too
 * large, so it wins when it can, blocks when it must, and otherwise picks the cell that
 * lies on the most promising lines for itself and the most dangerous ones for the player.
 * Ties are broken with the injected `rng`, so games vary yet tests stay repeatable.
 */
import {
  calculateWinner,
  emptyIndexes,
  sizeOf,
  winningLines,
  type Board,
  type Cell,
  type Mark,
} from './tic-tac-toe';

import type { Rng } from '@/lib/random';

export type { Rng };

function other(mark: Mark): Mark {
  return mark === 'X' ? 'O' : 'X';
}

function pick<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new RangeError('Nothing to pick from');
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}

/** Exact minimax value of `board` with `toMove` to play, from `me`'s point of view. */
function minimax(
  board: Cell[],
  toMove: Mark,
  me: Mark,
  depth: number,
  alpha: number,
  beta: number,
): number {
  const win = calculateWinner(board);
  if (win) return win.winner === me ? 100 - depth : depth - 100;
  const empty = emptyIndexes(board);
  if (empty.length === 0) return 0;
  const maximising = toMove === me;
  let best = maximising ? -Infinity : Infinity;
  for (const i of empty) {
    board[i] = toMove;
    const value = minimax(board, other(toMove), me, depth + 1, alpha, beta);
    board[i] = null;
    if (maximising) {
      best = Math.max(best, value);
      alpha = Math.max(alpha, value);
    } else {
      best = Math.min(best, value);
      beta = Math.min(beta, value);
    }
    if (beta <= alpha) break;
  }
  return best;
}

/** Cells where `mark` would complete a line at once. */
function winningCells(board: Board, mark: Mark): number[] {
  const size = sizeOf(board);
  const cells = new Set<number>();
  for (const line of winningLines(size)) {
    const empty = line.filter((i) => board[i] === null);
    if (empty.length === 1 && line.every((i) => board[i] === mark || board[i] === null))
      cells.add(empty[0]!);
  }
  return [...cells].sort((a, b) => a - b);
}

/**
 * How good a cell is for `me`: every line through it that the player has not blocked is
 * worth more the more of my marks it holds; every line the player is building there is
 * worth blocking, the more so the fuller it is. Central cells break ties.
 */
export function cellScore(board: Board, index: number, me: Mark): number {
  const size = sizeOf(board);
  const them = other(me);
  let score = 0;
  for (const line of winningLines(size)) {
    if (!line.includes(index)) continue;
    const mine = line.filter((i) => board[i] === me).length;
    const theirs = line.filter((i) => board[i] === them).length;
    if (theirs === 0) score += 4 ** mine * 2;
    if (mine === 0) score += 4 ** theirs * 2 - 1;
  }
  const centre = (size - 1) / 2;
  const row = Math.floor(index / size);
  const col = index % size;
  return score - (Math.abs(row - centre) + Math.abs(col - centre)) / size;
}

/**
 * The cell the computer plays with `me` to move. Throws when the board is full or the
 * game is already decided.
 */
export function chooseMove(board: Board, me: Mark, rng: Rng = Math.random): number {
  const size = sizeOf(board);
  const empty = emptyIndexes(board);
  if (empty.length === 0 || calculateWinner(board)) throw new RangeError('The game is over');

  if (size === 3) {
    const cells = [...board];
    let bestValue = -Infinity;
    let best: number[] = [];
    for (const i of empty) {
      cells[i] = me;
      const value = minimax(cells, other(me), me, 1, -Infinity, Infinity);
      cells[i] = null;
      if (value > bestValue) {
        bestValue = value;
        best = [i];
      } else if (value === bestValue) {
        best.push(i);
      }
    }
    return pick(best, rng);
  }

  const wins = winningCells(board, me);
  if (wins.length > 0) return pick(wins, rng);
  const blocks = winningCells(board, other(me));
  if (blocks.length > 0) return pick(blocks, rng);

  let bestScore = -Infinity;
  let best: number[] = [];
  for (const i of empty) {
    const score = cellScore(board, i, me);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = [i];
    } else if (Math.abs(score - bestScore) <= 1e-9) {
      best.push(i);
    }
  }
  return pick(best, rng);
}
