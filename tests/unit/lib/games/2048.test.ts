import {
  DEFAULT_SIZE,
  MAX_SIZE,
  MIN_SIZE,
  addRandomTile,
  canMove,
  current,
  emptyCells,
  emptyGame,
  fromBoard,
  hasWon,
  isGameOver,
  isValidSize,
  maxTile,
  moveCount,
  newGame,
  play,
  slide,
  tileSum,
  toBoard,
  undo,
  type Direction,
  type Game2048,
  type History2048,
} from '@/lib/games/2048';

/** A small seeded generator (Park-Miller) so "random" boards are the same every run. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

const sizes = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);
const directions: Direction[] = ['left', 'right', 'up', 'down'];

/** A board written as rows separated by '/', e.g. '2 0 4 / 0 8 0 / 16 0 32'. */
const grid = (rows: string): number[][] =>
  rows.split('/').map((row) => row.trim().split(/\s+/).map(Number));

/**
 * A board of size n whose line `index` holds `values`, written from the edge that
 * `direction` moves towards (so moving left reads the row left to right, moving down reads
 * the column bottom to top). Every other cell is empty.
 */
function boardWithLine(
  n: number,
  direction: Direction,
  index: number,
  values: number[],
): number[][] {
  const board = Array.from({ length: n }, () => Array<number>(n).fill(0));
  values.forEach((v, k) => {
    const along = direction === 'right' || direction === 'down' ? n - 1 - k : k;
    if (direction === 'left' || direction === 'right') board[index]![along] = v;
    else board[along]![index] = v;
  });
  return board;
}

function slid(board: number[][], direction: Direction): number[][] | null {
  const result = slide(fromBoard(board), direction);
  return result ? toBoard(result.game) : null;
}

function padded(values: number[], n: number): number[] {
  return [...values, ...Array<number>(n - values.length).fill(0)];
}

/** Turns a board a quarter turn clockwise. */
function rotate(board: number[][]): number[][] {
  const n = board.length;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => board[n - 1 - c]![r]!),
  );
}

function randomBoard(n: number, rng: () => number): number[][] {
  const values = [0, 0, 0, 2, 2, 4, 4, 8, 16];
  return Array.from({ length: n }, () =>
    Array.from({ length: n }, () => values[Math.floor(rng() * values.length)]!),
  );
}

describe('2048 sizes', () => {
  it('accepts whole sizes from 3 to 8 only', () => {
    expect(sizes).toEqual([3, 4, 5, 6, 7, 8]);
    for (const n of sizes) expect(isValidSize(n)).toBe(true);
    for (const n of [0, 2, 9, 15, 4.5, Number.NaN]) expect(isValidSize(n)).toBe(false);
    expect(() => emptyGame(9)).toThrow(RangeError);
    expect(emptyGame().size).toBe(DEFAULT_SIZE);
  });

  it('starts an empty board with exactly one 2 in a random empty cell', () => {
    for (const n of sizes) {
      const game = newGame(n, () => 0.999999);
      expect(game.tiles).toHaveLength(1);
      expect(game.tiles[0]).toMatchObject({ value: 2, row: n - 1, col: n - 1, origin: 'new' });
      expect(newGame(n, () => 0).tiles[0]).toMatchObject({ row: 0, col: 0 });
    }
  });

  it('puts the new 2 only in empty cells, chosen by the injected random number', () => {
    const game = fromBoard(grid('2 0 4 / 0 8 0 / 16 0 32'));
    const cell = (row: number, col: number) => ({ row, col });
    expect(emptyCells(game)).toEqual([cell(0, 1), cell(1, 0), cell(1, 2), cell(2, 1)]);
    expect(toBoard(addRandomTile(game, () => 0.5))).toEqual(grid('2 0 4 / 0 8 2 / 16 0 32'));
    const full = fromBoard(grid('2 4 2 / 4 2 4 / 2 4 2'));
    expect(addRandomTile(full, () => 0.3)).toBe(full);
  });
});

describe('2048 slides and merges', () => {
  /** Row 0 of a 4x4 board holding `values` there and nothing else, after the move. */
  const row = (values: string, direction: Direction) =>
    slid(grid(`${values} / 0 0 0 0 / 0 0 0 0 / 0 0 0 0`), direction)?.[0];

  it('handles the classic cases moving left', () => {
    expect(row('2 2 2 2', 'left')).toEqual([4, 4, 0, 0]);
    expect(row('2 2 4 4', 'left')).toEqual([4, 8, 0, 0]);
    expect(row('4 4 8 0', 'left')).toEqual([8, 8, 0, 0]); // no double merge: 8 does not join the new 8
    expect(row('2 2 4 0', 'left')).toEqual([4, 4, 0, 0]);
    expect(row('0 0 0 2', 'left')).toEqual([2, 0, 0, 0]);
    expect(row('2 0 0 2', 'left')).toEqual([4, 0, 0, 0]);
    expect(row('2 4 2 4', 'left')).toBeUndefined(); // nothing moves: the move is refused
    expect(row('8 0 8 8', 'left')).toEqual([16, 8, 0, 0]); // the tiles nearest the edge merge first
    expect(row('4 2 2 0', 'left')).toEqual([4, 4, 0, 0]);
    expect(row('1024 1024 0 0', 'left')).toEqual([2048, 0, 0, 0]);
  });

  it('handles the classic cases in the other three directions', () => {
    expect(row('2 2 2 2', 'right')).toEqual([0, 0, 4, 4]);
    expect(row('2 2 4 4', 'right')).toEqual([0, 0, 4, 8]);
    expect(row('0 4 4 8', 'right')).toEqual([0, 0, 8, 8]);
    const boards: [before: string, Direction, after: string][] = [
      ['2 0 0 0 / 2 0 0 0 / 2 0 0 0 / 2 0 0 0', 'up', '4 0 0 0 / 4 0 0 0 / 0 0 0 0 / 0 0 0 0'],
      ['0 2 0 0 / 0 2 0 0 / 0 4 0 0 / 0 4 0 0', 'down', '0 0 0 0 / 0 0 0 0 / 0 4 0 0 / 0 8 0 0'],
      ['8 0 0 0 / 4 0 0 0 / 4 0 0 0 / 0 0 0 0', 'down', '0 0 0 0 / 0 0 0 0 / 8 0 0 0 / 8 0 0 0'],
    ];
    for (const [before, direction, after] of boards)
      expect(slid(grid(before), direction)).toEqual(grid(after));
  });

  for (const n of sizes) {
    for (const direction of directions) {
      it(`slides and merges every line of a ${n}x${n} board moving ${direction}`, () => {
        for (let line = 0; line < n; line++) {
          const slidLine = (values: number[]) =>
            slid(boardWithLine(n, direction, line, values), direction);
          const expectedTwos = [...Array<number>(Math.floor(n / 2)).fill(4), ...(n % 2 ? [2] : [])];
          expect(slidLine(Array<number>(n).fill(2))).toEqual(
            boardWithLine(n, direction, line, padded(expectedTwos, n)),
          );

          // A lone tile at the far end travels all the way to the edge.
          expect(slidLine([...padded([], n - 1), 8])).toEqual(
            boardWithLine(n, direction, line, padded([8], n)),
          );

          // Gaps close and pairs merge once: [2, 0, 2, 4, 4, 8 …] -> [4, 8, 8 …].
          const expectedGaps =
            { 3: [4, 0, 0], 4: [4, 4, 0, 0], 5: [4, 8, 0, 0, 0] }[n] ?? padded([4, 8, 8], n);
          expect(slidLine(padded([2, 0, 2, 4, 4, 8].slice(0, n), n))).toEqual(
            boardWithLine(n, direction, line, expectedGaps),
          );

          // A line already packed without equal neighbours does not move.
          expect(slidLine(Array.from({ length: n }, (_, k) => 2 ** (k + 1)))).toBeNull();
        }
      });
    }
  }

  it('treats the four directions alike: rotating the board rotates the move', () => {
    const rng = seeded(2048);
    const turnedBy: Record<Direction, Direction> = {
      left: 'up',
      up: 'right',
      right: 'down',
      down: 'left',
    };
    for (const n of sizes) {
      for (let i = 0; i < 40; i++) {
        const board = randomBoard(n, rng);
        for (const direction of directions) {
          const before = slid(board, direction);
          const after = slid(rotate(board), turnedBy[direction]);
          expect(after).toEqual(before === null ? null : rotate(before));
        }
      }
    }
  });

  it('keeps the sum of the tiles and merges each tile at most once per move', () => {
    const rng = seeded(7);
    for (const n of sizes) {
      for (let i = 0; i < 30; i++) {
        const game = fromBoard(randomBoard(n, rng));
        for (const direction of directions) {
          const result = slide(game, direction);
          if (!result) continue;
          expect(tileSum(result.game)).toBe(tileSum(game));
          const merged = result.game.tiles.filter((t) => t.origin === 'merged');
          expect(result.vanished).toHaveLength(merged.length * 2);
          const vanishedIds = result.vanished.map((t) => t.id);
          expect(new Set(vanishedIds).size).toBe(vanishedIds.length);
          for (const m of merged) {
            const sources = result.vanished.filter((t) => t.row === m.row && t.col === m.col);
            expect(sources.map((t) => t.value)).toEqual([m.value / 2, m.value / 2]);
          }
        }
      }
    }
  });

  it('keeps the identity of tiles that only slide and gives merged tiles a new id', () => {
    const game = fromBoard(grid('0 2 0 2 / 0 0 0 4 / 0 0 0 0 / 0 0 0 0'));
    const four = game.tiles.find((t) => t.value === 4)!;
    const result = slide(game, 'left')!;
    expect(result.game.tiles.find((t) => t.value === 4)).toEqual({
      id: four.id,
      value: 4,
      row: 1,
      col: 0,
    });
    const merged = result.game.tiles.find((t) => t.origin === 'merged')!;
    expect(merged).toMatchObject({ value: 4, row: 0, col: 0 });
    expect(merged.id).toBe(game.nextId);
    expect(result.game.nextId).toBe(game.nextId + 1);
    expect(result.vanished.map((t) => `${t.row},${t.col}`)).toEqual(['0,0', '0,0']);
  });
});

describe('2048 moves, game over and winning', () => {
  const start = (rows: string): History2048 => [fromBoard(grid(rows))];
  const boardOf = (history: History2048) => toBoard(current(history));

  it('ignores a move that changes nothing: no count, no new tile', () => {
    const history = start('2 4 0 / 0 0 0 / 0 0 0');
    expect(play(history, 'left', () => 0)).toBeNull();
    expect(play(history, 'up', () => 0)).toBeNull();
    expect(moveCount(history)).toBe(0);
  });

  it('counts a move that changes the board and adds one 2 in an empty cell', () => {
    const history = start('2 2 0 / 0 0 0 / 0 0 4');
    const result = play(history, 'left', () => 0)!;
    expect(moveCount(result.history)).toBe(1);
    expect(boardOf(result.history)).toEqual(grid('4 2 0 / 0 0 0 / 4 0 0'));
    const again = play(result.history, 'right', () => 0.99)!;
    expect(moveCount(again.history)).toBe(2);
    expect(boardOf(again.history)).toEqual(grid('0 4 2 / 0 0 0 / 0 2 4'));
    expect(tileSum(current(again.history))).toBe(tileSum(current(history)) + 4);
  });

  it('detects game over only when the board is full and no neighbours are equal', () => {
    const over = fromBoard(grid('2 4 2 / 4 2 4 / 2 4 2'));
    expect(isGameOver(over)).toBe(true);
    expect(canMove(over)).toBe(false);
    for (const d of directions) expect(play([over], d, () => 0)).toBeNull();

    const pairInRow = '2 4 2 / 4 2 4 / 2 8 8';
    const pairInColumn = '2 4 2 / 4 2 8 / 2 4 8';
    const gap = '2 4 2 / 4 0 4 / 2 4 2';
    for (const rows of [pairInRow, pairInColumn, gap])
      expect(isGameOver(fromBoard(grid(rows)))).toBe(false);
    expect(isGameOver(emptyGame(8))).toBe(false);
  });

  it('reaches game over on a 3x3 board when a move fills the last cell', () => {
    const history = start('2 4 2 / 4 2 4 / 0 8 16');
    expect(isGameOver(current(history))).toBe(false);
    const result = play(history, 'left', () => 0)!;
    expect(boardOf(result.history)).toEqual(grid('2 4 2 / 4 2 4 / 8 16 2'));
    expect(isGameOver(current(result.history))).toBe(true);
    for (const d of directions) expect(play(result.history, d, () => 0)).toBeNull();
  });

  it('wins when a tile reaches 2048, on any size', () => {
    for (const n of sizes) {
      const before = fromBoard(boardWithLine(n, 'left', 0, [1024, 1024]));
      expect(hasWon(before)).toBe(false);
      const result = play([before], 'left', () => 0.5)!;
      expect(maxTile(current(result.history))).toBe(2048);
      expect(hasWon(current(result.history))).toBe(true);
    }
    expect(hasWon(fromBoard(grid('4096 0 0 / 0 0 0 / 0 0 0')))).toBe(true);
    expect(hasWon(fromBoard(grid('1024 512 0 / 0 0 0 / 0 0 0')))).toBe(false);
  });
});

describe('2048 undo', () => {
  it('restores every earlier position in turn, down to the start', () => {
    const rng = seeded(99);
    let history: History2048 = [newGame(4, rng)];
    const positions: Game2048[] = [current(history)];
    let turn = 0;
    while (moveCount(history) < 12) {
      // If play stopped moving the board this loop would never end: fail instead.
      expect(turn - moveCount(history)).toBeLessThan(100);
      const result = play(history, directions[turn++ % 4]!, rng);
      if (!result) continue;
      history = result.history;
      positions.push(current(history));
      expect(tileSum(current(history))).toBe(2 * (moveCount(history) + 1));
    }
    for (let n = 11; n >= 0; n--) {
      history = undo(history)!;
      expect(moveCount(history)).toBe(n);
      expect(current(history)).toEqual(positions[n]);
    }
    expect(undo(history)).toBeNull();
  });

  it('clears game over and winner because they follow from the restored board', () => {
    const playLeft = (rows: string) => play([fromBoard(grid(rows))], 'left', () => 0)!.history;
    const over = playLeft('2 4 2 / 4 2 4 / 0 8 16');
    expect(isGameOver(current(over))).toBe(true);
    expect(isGameOver(current(undo(over)!))).toBe(false);

    const won = playLeft('1024 1024 0 / 0 0 0 / 0 0 0');
    expect(hasWon(current(won))).toBe(true);
    expect(hasWon(current(undo(won)!))).toBe(false);
  });
});
