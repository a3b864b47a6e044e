/**
 * Rules of tic-tac-toe on an n x n board (3, 4 or 5), as pure functions.
 *
 * A game is just the list of cells played, in order: the board, whose turn it is and the
 * result all follow from it, so no state can disagree with another. X always starts.
 */

export type Mark = 'X' | 'O';
export type Cell = Mark | null;
/** Cells in reading order: index = row * size + column. */
export type Board = readonly Cell[];

export type Outcome =
  | { readonly kind: 'playing'; readonly next: Mark }
  | { readonly kind: 'won'; readonly winner: Mark; readonly line: readonly number[] }
  | { readonly kind: 'draw' };

export function isValidBoardSize(size: number): boolean {
  return Number.isInteger(size) && size >= 3 && size <= 5;
}

export function emptyBoard(size: number): Board {
  if (!isValidBoardSize(size)) throw new RangeError(`Board size must be 3 to 5, got ${size}`);
  return Array<Cell>(size * size).fill(null);
}

/** X plays on even move numbers (0, 2, …), O on odd ones. */
export function playerForMove(moveNumber: number): Mark {
  return moveNumber % 2 === 0 ? 'X' : 'O';
}

const linesCache = new Map<number, readonly (readonly number[])[]>();

/** Every row, every column and both diagonals of an n x n board, as cell indexes. */
export function winningLines(size: number): readonly (readonly number[])[] {
  const cached = linesCache.get(size);
  if (cached) return cached;
  const range = Array.from({ length: size }, (_, i) => i);
  const lines = [
    ...range.map((r) => range.map((c) => r * size + c)),
    ...range.map((c) => range.map((r) => r * size + c)),
    range.map((i) => i * size + i),
    range.map((i) => i * size + (size - 1 - i)),
  ];
  linesCache.set(size, lines);
  return lines;
}

export function sizeOf(board: Board): number {
  const size = Math.round(Math.sqrt(board.length));
  if (size * size !== board.length || !isValidBoardSize(size)) {
    throw new RangeError(`A board has 9, 16 or 25 cells, got ${board.length}`);
  }
  return size;
}

/** The mark that fills a whole row, column or diagonal, with that line; else `null`. */
export function calculateWinner(board: Board): { winner: Mark; line: readonly number[] } | null {
  for (const line of winningLines(sizeOf(board))) {
    const first = board[line[0]!];
    if (first && line.every((i) => board[i] === first)) return { winner: first, line };
  }
  return null;
}

/** The board after playing `moves` (cell indexes) in order, X first. */
export function boardFromMoves(size: number, moves: readonly number[]): Board {
  const board = [...emptyBoard(size)];
  moves.forEach((index, n) => {
    board[index] = playerForMove(n);
  });
  return board;
}

export function outcome(board: Board): Outcome {
  const win = calculateWinner(board);
  if (win) return { kind: 'won', winner: win.winner, line: win.line };
  const filled = board.filter((c) => c !== null).length;
  if (filled === board.length) return { kind: 'draw' };
  return { kind: 'playing', next: playerForMove(filled) };
}

/**
 * Adds a move to a game. Returns `null` (nothing changes) when the cell does not exist, is
 * already filled, or the game has already been won or drawn.
 */
export function playMove(
  size: number,
  moves: readonly number[],
  index: number,
): readonly number[] | null {
  if (!Number.isInteger(index) || index < 0 || index >= size * size) return null;
  const board = boardFromMoves(size, moves);
  if (board[index] !== null || outcome(board).kind !== 'playing') return null;
  return [...moves, index];
}

/** 'Row 1, column 2' for cell 1 of a 3x3 board (rows and columns counted from 1). */
export function cellPosition(size: number, index: number): { row: number; column: number } {
  return { row: Math.floor(index / size) + 1, column: (index % size) + 1 };
}

export function emptyIndexes(board: Board): number[] {
  const result: number[] = [];
  board.forEach((cell, i) => {
    if (cell === null) result.push(i);
  });
  return result;
}
