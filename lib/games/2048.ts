/**
 * Rules of 2048 as pure functions over serialisable state.
 *
 * Input, rendering and storage live elsewhere: this module only knows tiles on a square
 * grid. Randomness is injected (`rng` returns a number in [0, 1)), so every game can be
 * replayed in tests. Tiles carry a stable id so a view can animate them as they slide.
 */
import { bestScoreCodec } from '@/lib/storage-keys';

export const MIN_SIZE = 3;
export const MAX_SIZE = 8;
export const DEFAULT_SIZE = 4;
export const NEW_TILE_VALUE = 2;
export const WIN_VALUE = 2048;

export type Direction = 'up' | 'down' | 'left' | 'right';

import type { Rng } from '@/lib/random';

export type { Rng };

/** How a tile came to be on the board in the latest step (drives the pop animation). */
export type TileOrigin = 'new' | 'merged';

export interface Tile {
  readonly id: number;
  readonly value: number;
  readonly row: number;
  readonly col: number;
  readonly origin?: TileOrigin;
}

/** One position of a game: the board size, its tiles and the next free tile id. */
export interface Game2048 {
  readonly size: number;
  readonly tiles: readonly Tile[];
  readonly nextId: number;
}

/** Which way each direction moves a tile, one cell at a time. */
const VECTORS: Record<Direction, { readonly row: -1 | 0 | 1; readonly col: -1 | 0 | 1 }> = {
  up: { row: -1, col: 0 },
  down: { row: 1, col: 0 },
  left: { row: 0, col: -1 },
  right: { row: 0, col: 1 },
};

export function isValidSize(size: number): boolean {
  return Number.isInteger(size) && size >= MIN_SIZE && size <= MAX_SIZE;
}

/** A board with no tiles: what the page renders before the random game starts. */
export function emptyGame(size: number = DEFAULT_SIZE): Game2048 {
  if (!isValidSize(size))
    throw new RangeError(`Board size must be ${MIN_SIZE} to ${MAX_SIZE}, got ${size}`);
  return { size, tiles: [], nextId: 1 };
}

/** Empty cells in reading order (row by row, left to right). */
export function emptyCells(game: Game2048): { row: number; col: number }[] {
  const taken = new Set(game.tiles.map((t) => t.row * game.size + t.col));
  const cells: { row: number; col: number }[] = [];
  for (let row = 0; row < game.size; row++) {
    for (let col = 0; col < game.size; col++) {
      if (!taken.has(row * game.size + col)) cells.push({ row, col });
    }
  }
  return cells;
}

/** Puts a new 2 in a random empty cell; a full board is returned unchanged. */
export function addRandomTile(game: Game2048, rng: Rng): Game2048 {
  const cells = emptyCells(game);
  if (cells.length === 0) return game;
  const index = Math.min(cells.length - 1, Math.floor(rng() * cells.length));
  const cell = cells[index]!;
  const tile: Tile = {
    id: game.nextId,
    value: NEW_TILE_VALUE,
    row: cell.row,
    col: cell.col,
    origin: 'new',
  };
  return { ...game, tiles: [...game.tiles, tile], nextId: game.nextId + 1 };
}

/** A fresh game: an empty board of the given size with one random 2. */
export function newGame(size: number, rng: Rng): Game2048 {
  return addRandomTile(emptyGame(size), rng);
}

/**
 * The cell at step `k` of line `line`, counted from the edge the tiles move towards.
 * Moving left, line 2 is row 2 read from column 0; moving down, line 2 is column 2 read
 * from the bottom row upwards.
 */
function cellOf(
  direction: Direction,
  size: number,
  line: number,
  k: number,
): { row: number; col: number } {
  const v = VECTORS[direction];
  const along = (d: -1 | 0 | 1) => (d === 1 ? size - 1 - k : k);
  return v.row === 0 ? { row: line, col: along(v.col) } : { row: along(v.row), col: line };
}

export interface MoveResult {
  /** The game after the slide, before the new random tile. */
  readonly game: Game2048;
  /**
   * Tiles that merged into another one, at the cell they slid into. They are no longer on
   * the board; a view can keep drawing them under the merged tile while they slide.
   */
  readonly vanished: readonly Tile[];
}

/**
 * Slides every tile as far as it goes towards `direction`, merging two equal tiles that
 * meet. A merged tile does not merge again in the same move, and the tiles nearest the
 * edge merge first ([2, 2, 2, 2] moving left gives [4, 4, 0, 0]). Returns `null` when the
 * move changes nothing.
 */
export function slide(game: Game2048, direction: Direction): MoveResult | null {
  const { size } = game;
  const byCell = new Map<number, Tile>();
  for (const t of game.tiles) byCell.set(t.row * size + t.col, t);

  let nextId = game.nextId;
  let changed = false;
  const tiles: Tile[] = [];
  const vanished: Tile[] = [];

  for (let line = 0; line < size; line++) {
    const inLine: Tile[] = [];
    for (let k = 0; k < size; k++) {
      const { row, col } = cellOf(direction, size, line, k);
      const tile = byCell.get(row * size + col);
      if (tile) inLine.push(tile);
    }
    let target = 0;
    for (let i = 0; i < inLine.length; i++) {
      const tile = inLine[i]!;
      const next = inLine[i + 1];
      const cell = cellOf(direction, size, line, target);
      if (next && next.value === tile.value) {
        vanished.push(
          { id: tile.id, value: tile.value, ...cell },
          { id: next.id, value: next.value, ...cell },
        );
        tiles.push({ id: nextId++, value: tile.value * 2, ...cell, origin: 'merged' });
        changed = true;
        i++;
      } else {
        if (cell.row !== tile.row || cell.col !== tile.col) changed = true;
        tiles.push({ id: tile.id, value: tile.value, ...cell });
      }
      target++;
    }
  }

  if (!changed) return null;
  tiles.sort((a, b) => a.id - b.id);
  vanished.sort((a, b) => a.id - b.id);
  return { game: { size, tiles, nextId }, vanished };
}

/** Whether any direction would change the board. */
export function canMove(game: Game2048): boolean {
  if (game.tiles.length < game.size * game.size) return true;
  const grid = toBoard(game);
  for (let row = 0; row < game.size; row++) {
    for (let col = 0; col < game.size; col++) {
      const value = grid[row]![col]!;
      if (grid[row]![col + 1] === value || grid[row + 1]?.[col] === value) return true;
    }
  }
  return false;
}

/** No empty cell and no two equal neighbours: nothing can move. */
export function isGameOver(game: Game2048): boolean {
  return !canMove(game);
}

export function maxTile(game: Game2048): number {
  return game.tiles.reduce((max, t) => Math.max(max, t.value), 0);
}

export function hasWon(game: Game2048): boolean {
  return maxTile(game) >= WIN_VALUE;
}

/** The board as rows of numbers, 0 for an empty cell. */
export function toBoard(game: Game2048): number[][] {
  const grid = Array.from({ length: game.size }, () => Array<number>(game.size).fill(0));
  for (const t of game.tiles) grid[t.row]![t.col] = t.value;
  return grid;
}

/** A game from rows of numbers (0 empty); tiles get ids in reading order. */
export function fromBoard(board: readonly (readonly number[])[]): Game2048 {
  const size = board.length;
  if (!isValidSize(size) || board.some((r) => r.length !== size)) {
    throw new RangeError('A board must be square, 3 to 8 cells wide');
  }
  const tiles: Tile[] = [];
  board.forEach((cells, row) =>
    cells.forEach((value, col) => {
      if (value !== 0) tiles.push({ id: tiles.length + 1, value, row, col });
    }),
  );
  return { size, tiles, nextId: tiles.length + 1 };
}

/**
 * A game's history: every position from the start, the last one current. The number of
 * moves made is the history length minus one, so it needs no state of its own.
 */
export type History2048 = readonly Game2048[];

export function current(history: History2048): Game2048 {
  const game = history[history.length - 1];
  if (!game) throw new RangeError('A history holds at least the starting position');
  return game;
}

export function moveCount(history: History2048): number {
  return history.length - 1;
}

export interface PlayResult {
  readonly history: History2048;
  readonly vanished: readonly Tile[];
}

/**
 * Plays one move: slides, then adds a 2 in a random empty cell and appends the position
 * to the history. Returns `null` when the move changes nothing or the game is over.
 */
export function play(history: History2048, direction: Direction, rng: Rng): PlayResult | null {
  const result = slide(current(history), direction);
  if (!result) return null;
  return { history: [...history, addRandomTile(result.game, rng)], vanished: result.vanished };
}

/** Takes back the last move; at the start there is nothing to undo and `null` is returned. */
export function undo(history: History2048): History2048 | null {
  return history.length > 1 ? history.slice(0, -1) : null;
}

/** Sum of all tile values: every move adds exactly one 2, merges keep the sum. */
export function tileSum(game: Game2048): number {
  return game.tiles.reduce((sum, t) => sum + t.value, 0);
}

/** A 2048 tile: a power of two from 2 (0 stands for no game played yet). */
export function isTileOrZero(n: number): boolean {
  if (n === 0) return true;
  let rest = n;
  while (rest > 1 && rest % 2 === 0) rest /= 2;
  return n >= 2 && rest === 1;
}

/**
 * The stored key `max2048` (lib/storage-keys.ts): the best tile ever reached, only ever
 * raised. A best tile no board can show (1000, 3) is set aside rather than kept.
 */
export const bestTileCodec = bestScoreCodec('max2048', isTileOrZero);
