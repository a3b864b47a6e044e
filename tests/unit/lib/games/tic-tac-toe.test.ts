import { BOARD_SIZES } from '@/content/games/tic-tac-toe';
import {
  boardFromMoves,
  calculateWinner,
  cellPosition,
  emptyBoard,
  outcome,
  playMove,
  playerForMove,
  winningLines,
  type Board,
  type Mark,
  type Outcome,
} from '@/lib/games/tic-tac-toe';
import { cellScore, chooseMove } from '@/lib/games/tic-tac-toe-ai';

/** A repeatable stand-in for Math.random (Park-Miller). */
const seeded = (s: number) => () => (s = (s * 48271) % 2147483647) / 2147483647;

/** A board from a picture such as 'XO. .X. ..O' (rows separated by spaces, '.' empty). */
function parse(picture: string): Board {
  return [...picture.replaceAll(' ', '')].map((ch) => (ch === 'X' || ch === 'O' ? ch : null));
}

/** An empty board but for `line`, filled with `mark`. */
const lineBoard = (size: number, line: readonly number[], mark: Mark) =>
  emptyBoard(size).map((cell, i) => (line.includes(i) ? mark : cell));

/** Plays a game to its end, asking `pick` for every move, and returns how it ended. */
function playOut(size: number, pick: (b: Board, next: Mark) => number, moves = [] as number[]) {
  const board = boardFromMoves(size, moves);
  const state = outcome(board);
  if (state.kind !== 'playing') return state;
  return playOut(size, pick, [...moves, pick(board, state.next)]);
}

/** The games of `ends` that `mark` won. */
const winsOf = (mark: Mark, ends: Outcome[]) =>
  ends.filter((end) => end.kind === 'won' && end.winner === mark);

const sizes = [3, 4, 5];

describe('tic-tac-toe board and turns', () => {
  it('has the three board sizes', () => {
    expect(BOARD_SIZES).toEqual([3, 4, 5]);
    expect(sizes.map((n) => emptyBoard(n).length)).toEqual([9, 16, 25]);
    expect(() => emptyBoard(6)).toThrow(RangeError);
  });

  it('lets X start and alternates turns', () => {
    expect([0, 1, 2, 3, 4].map(playerForMove)).toEqual(['X', 'O', 'X', 'O', 'X']);
    expect(outcome(emptyBoard(3))).toEqual({ kind: 'playing', next: 'X' });
    expect(outcome(boardFromMoves(3, [4]))).toEqual({ kind: 'playing', next: 'O' });
    expect(boardFromMoves(3, [4, 0, 8])).toEqual(parse('O.. .X. ..X'));
  });

  it('refuses a filled cell, a cell off the board and any move after the end', () => {
    const won = [0, 3, 1, 4, 2];
    expect(outcome(boardFromMoves(3, won)).kind).toBe('won');
    expect(playMove(3, [4], 4)).toBeNull();
    expect(playMove(3, [4, 0], 0)).toBeNull();
    for (const offBoard of [9, -1, 1.5]) expect(playMove(3, [], offBoard)).toBeNull();
    expect(playMove(3, won, 8)).toBeNull();
    expect(playMove(3, [4], 0)).toEqual([4, 0]);
  });

  it('names cells by row and column counted from 1', () => {
    expect(cellPosition(3, 0)).toEqual({ row: 1, column: 1 });
    expect(cellPosition(3, 5)).toEqual({ row: 2, column: 3 });
    expect(cellPosition(5, 24)).toEqual({ row: 5, column: 5 });
  });
});

describe('tic-tac-toe winners', () => {
  for (const n of sizes) {
    it(`finds every row, column and both diagonals on ${n}x${n}`, () => {
      expect(winningLines(n)).toHaveLength(2 * n + 2);
      // The lines are written out here rather than taken from winningLines.
      const range = [...Array(n).keys()];
      const rows = range.map((r) => range.map((c) => r * n + c));
      const columns = range.map((c) => range.map((r) => r * n + c));
      const diagonals = [range.map((i) => i * n + i), range.map((i) => i * n + (n - 1 - i))];
      for (const line of [...rows, ...columns, ...diagonals])
        for (const mark of ['X', 'O'] as const)
          expect(calculateWinner(lineBoard(n, line, mark))).toEqual({ winner: mark, line });
    });

    it(`needs the whole line on ${n}x${n}: one cell short or one cell of the other mark is no win`, () => {
      for (const line of winningLines(n)) {
        const short = lineBoard(n, line.slice(0, -1), 'X');
        expect(calculateWinner(short)).toBeNull();
        short[line[n - 1]!] = 'O';
        expect(calculateWinner(short)).toBeNull();
      }
    });
  }

  it('announces the winner of a real game with the winning line', () => {
    const board = boardFromMoves(3, [0, 3, 1, 4, 2]); // X: 0, 1, 2 across the top; O: 3, 4
    expect(outcome(board)).toEqual({ kind: 'won', winner: 'X', line: [0, 1, 2] });
    const four = boardFromMoves(4, [0, 3, 1, 6, 2, 9, 4, 12]); // O takes the anti-diagonal
    expect(outcome(four)).toEqual({ kind: 'won', winner: 'O', line: [3, 6, 9, 12] });
  });

  it('calls a full board without a winner a draw, on every size', () => {
    for (const full of ['XOX XOO OXX', 'XXOO OOXX XXOO OOXX', 'XXOOX OOXXO XXOOX OOXXO XXOOX'])
      expect(outcome(parse(full))).toEqual({ kind: 'draw' });
    // The last cell can still win instead of drawing.
    expect(outcome(parse('XOX XOO XXO'))).toMatchObject({ kind: 'won', winner: 'X' });
  });
});

describe('computer opponent', () => {
  /** The free cells, worked out here rather than by the module under test. */
  const freeCells = (board: Board) => board.flatMap((cell, i) => (cell === null ? [i] : []));

  /** How every 3x3 game ends that the computer can be led into, the player trying every cell. */
  function everyGame(computer: Mark, rng: () => number, moves: number[] = []): Outcome[] {
    const board = boardFromMoves(3, moves);
    const state = outcome(board);
    if (state.kind !== 'playing') return [state];
    const play = (cell: number) => everyGame(computer, rng, [...moves, cell]);
    if (state.next === computer) return play(chooseMove(board, computer, rng));
    return freeCells(board).flatMap(play);
  }

  it('never loses on 3x3, whatever the player does, playing O or X', () => {
    for (const rng of [() => 0, () => 0.999, seeded(3)]) {
      const asO = everyGame('O', rng);
      expect(asO.length).toBeGreaterThan(50);
      expect(winsOf('X', asO)).toEqual([]);
      expect(winsOf('O', everyGame('X', rng))).toEqual([]);
    }
  });

  it('draws against itself on 3x3', () => {
    const rng = seeded(11);
    expect(playOut(3, (board, next) => chooseMove(board, next, rng))).toEqual({ kind: 'draw' });
  });

  it('takes a win at once and blocks an immediate loss', () => {
    const cases: [board: string, rng: number, expected: number][] = [
      ['XXO .XO ...', 0, 8], // O wins the right column although X threatens the top row
      ['X.. OX. ...', 0, 8], // X threatens 0-4-8: O blocks
      ['XXX. OO.. .... ....', 0.5, 3], // X threatens the top row: O blocks
      ['XXXX. OO... ..... ..... .....', 0.5, 4],
      ['XXX. OOO. X... ....', 0.5, 7], // O can also finish the second row: O wins instead
      ['XXXX. OOOO. X.... ..... .....', 0.5, 9],
    ];
    const played = cases.map(([board, r]) => chooseMove(parse(board), 'O', () => r));
    expect(played).toEqual(cases.map(([, , expected]) => expected));
  });

  it('opens in the centre on 5x5 and near the centre on 4x4', () => {
    expect(chooseMove(emptyBoard(5), 'X', () => 0)).toBe(12);
    expect([5, 6, 9, 10]).toContain(chooseMove(emptyBoard(4), 'X', () => 0.9));
  });

  it('values a cell that extends its own open line above one that does not', () => {
    const board = parse('O... .... .... ....');
    // Cells 5 and 6 both lie on a row and a column; cell 5 also lies on the main diagonal
    // that O has started, cell 6 on the anti-diagonal that nobody holds.
    expect(cellScore(board, 5, 'O')).toBeGreaterThan(cellScore(board, 6, 'O'));
    // For X, cell 5 blocks the diagonal O has started, so it is also the better cell.
    expect(cellScore(board, 5, 'X')).toBeGreaterThan(cellScore(board, 6, 'X'));
  });

  it('does not lose to a random player on 4x4 and 5x5', () => {
    for (const n of [4, 5]) {
      const rng = seeded(n * 101);
      const randomCell = (free: number[]) => free[Math.floor(rng() * free.length)]!;
      const ends = Array.from({ length: 150 }, () =>
        playOut(n, (board, next) =>
          next === 'O' ? chooseMove(board, 'O', rng) : randomCell(freeCells(board)),
        ),
      );
      expect(winsOf('X', ends)).toEqual([]);
    }
  });

  it('refuses to move on a finished board', () => {
    expect(() => chooseMove(parse('XXX OO. ...'), 'O')).toThrow(RangeError);
    expect(() => chooseMove(parse('XOX XOO OXX'), 'X')).toThrow(RangeError);
  });
});
