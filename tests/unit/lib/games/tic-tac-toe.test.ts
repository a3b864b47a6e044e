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
  type Cell,
  type Mark,
} from '@/lib/games/tic-tac-toe';
import { cellScore, chooseMove } from '@/lib/games/tic-tac-toe-ai';

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

/** A board from a picture such as 'XO. .X. ..O' (rows separated by spaces, '.' empty). */
function parse(picture: string): Board {
  return picture
    .split(' ')
    .join('')
    .split('')
    .map((ch): Cell => (ch === 'X' ? 'X' : ch === 'O' ? 'O' : null));
}

function lineBoard(size: number, line: readonly number[], mark: Mark): Board {
  const board: Cell[] = [...emptyBoard(size)];
  for (const i of line) board[i] = mark;
  return board;
}

const sizes = [3, 4, 5];

describe('tic-tac-toe board and turns', () => {
  it('has the three board sizes', () => {
    expect(BOARD_SIZES).toEqual([3, 4, 5]);
    for (const n of sizes) expect(emptyBoard(n)).toHaveLength(n * n);
    expect(() => emptyBoard(6)).toThrow(RangeError);
  });

  it('lets X start and alternates turns', () => {
    expect([0, 1, 2, 3, 4].map(playerForMove)).toEqual(['X', 'O', 'X', 'O', 'X']);
    expect(outcome(emptyBoard(3))).toEqual({ kind: 'playing', next: 'X' });
    expect(outcome(boardFromMoves(3, [4]))).toEqual({ kind: 'playing', next: 'O' });
    expect(boardFromMoves(3, [4, 0, 8])).toEqual(parse('O.. .X. ..X'));
  });

  it('refuses a filled cell, a cell off the board and any move after the end', () => {
    expect(playMove(3, [4], 4)).toBeNull();
    expect(playMove(3, [4, 0], 0)).toBeNull();
    expect(playMove(3, [], 9)).toBeNull();
    expect(playMove(3, [], -1)).toBeNull();
    expect(playMove(3, [], 1.5)).toBeNull();
    const won = [0, 3, 1, 4, 2];
    expect(outcome(boardFromMoves(3, won)).kind).toBe('won');
    expect(playMove(3, won, 8)).toBeNull();
    const moves = playMove(3, [4], 0);
    expect(moves).toEqual([4, 0]);
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
      const lines = winningLines(n);
      expect(lines).toHaveLength(2 * n + 2);
      for (let r = 0; r < n; r++) {
        const row = Array.from({ length: n }, (_, c) => r * n + c);
        const column = Array.from({ length: n }, (_, c) => c * n + r);
        for (const mark of ['X', 'O'] as const) {
          expect(calculateWinner(lineBoard(n, row, mark))).toEqual({ winner: mark, line: row });
          expect(calculateWinner(lineBoard(n, column, mark))).toEqual({
            winner: mark,
            line: column,
          });
        }
      }
      const diagonal = Array.from({ length: n }, (_, i) => i * n + i);
      const anti = Array.from({ length: n }, (_, i) => i * n + (n - 1 - i));
      for (const mark of ['X', 'O'] as const) {
        expect(calculateWinner(lineBoard(n, diagonal, mark))).toEqual({
          winner: mark,
          line: diagonal,
        });
        expect(calculateWinner(lineBoard(n, anti, mark))).toEqual({ winner: mark, line: anti });
      }
    });

    it(`needs the whole line on ${n}x${n}: one cell short or one cell of the other mark is no win`, () => {
      for (const line of winningLines(n)) {
        const short: Cell[] = [...lineBoard(n, line, 'X')];
        short[line[n - 1]!] = null;
        expect(calculateWinner(short)).toBeNull();
        short[line[n - 1]!] = 'O';
        expect(calculateWinner(short)).toBeNull();
      }
    });
  }

  it('announces the winner of a real game with the winning line', () => {
    // X: 0, 1, 2 across the top; O: 3, 4.
    const board = boardFromMoves(3, [0, 3, 1, 4, 2]);
    expect(outcome(board)).toEqual({ kind: 'won', winner: 'X', line: [0, 1, 2] });
    // O wins the anti-diagonal of a 4x4 board.
    const four = boardFromMoves(4, [0, 3, 1, 6, 2, 9, 4, 12]);
    expect(outcome(four)).toEqual({ kind: 'won', winner: 'O', line: [3, 6, 9, 12] });
  });

  it('calls a full board without a winner a draw, on every size', () => {
    expect(outcome(parse('XOX XOO OXX'))).toEqual({ kind: 'draw' });
    expect(outcome(parse('XXOO OOXX XXOO OOXX'))).toEqual({ kind: 'draw' });
    expect(outcome(parse('XXOOX OOXXO XXOOX OOXXO XXOOX'))).toEqual({ kind: 'draw' });
    // The last cell can still win instead of drawing.
    expect(outcome(parse('XOX XOO XXO'))).toMatchObject({ kind: 'won', winner: 'X' });
  });
});

describe('computer opponent', () => {
  /** Every game the computer can be led into; returns how many it lost. */
  function lossesAgainstEveryPlayer(
    computer: Mark,
    rng: () => number,
  ): { games: number; losses: number } {
    let games = 0;
    let losses = 0;
    const explore = (moves: number[]) => {
      const board = boardFromMoves(3, moves);
      const state = outcome(board);
      if (state.kind !== 'playing') {
        games++;
        if (state.kind === 'won' && state.winner !== computer) losses++;
        return;
      }
      if (state.next === computer) {
        explore([...moves, chooseMove(board, computer, rng)]);
      } else {
        board.forEach((cell, i) => {
          if (cell === null) explore([...moves, i]);
        });
      }
    };
    explore([]);
    return { games, losses };
  }

  it('never loses on 3x3, whatever the player does, playing O or X', () => {
    for (const rng of [() => 0, () => 0.999, seeded(3)]) {
      const asO = lossesAgainstEveryPlayer('O', rng);
      expect(asO.games).toBeGreaterThan(50);
      expect(asO.losses).toBe(0);
      const asX = lossesAgainstEveryPlayer('X', rng);
      expect(asX.losses).toBe(0);
    }
  });

  it('draws against itself on 3x3', () => {
    const moves: number[] = [];
    const rng = seeded(11);
    while (outcome(boardFromMoves(3, moves)).kind === 'playing') {
      const board = boardFromMoves(3, moves);
      moves.push(chooseMove(board, playerForMove(moves.length), rng));
    }
    expect(outcome(boardFromMoves(3, moves))).toEqual({ kind: 'draw' });
  });

  it('takes a win at once and blocks an immediate loss', () => {
    // 3x3: O can win on the right column (cell 8) although X threatens the top row.
    expect(chooseMove(parse('XXO .XO ...'), 'O', () => 0)).toBe(8);
    // 3x3: X threatens 0-4-8; O must block at 8.
    expect(chooseMove(parse('X.. OX. ...'), 'O', () => 0)).toBe(8);
    for (const n of [4, 5]) {
      const row = Array.from({ length: n - 1 }, (_, c) => c);
      // X holds all but the last cell of the top row: O blocks it.
      const threat: Cell[] = [...lineBoard(n, row, 'X')];
      threat[n] = 'O';
      threat[n + 1] = 'O';
      expect(chooseMove(threat, 'O', () => 0.5)).toBe(n - 1);
      // O also holds all but one of the second row: O wins rather than blocks.
      const both: Cell[] = [...threat];
      for (let c = 0; c < n - 1; c++) both[n + c] = 'O';
      both[2 * n] = 'X';
      expect(chooseMove(both, 'O', () => 0.5)).toBe(2 * n - 1);
    }
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
      let losses = 0;
      for (let game = 0; game < 150; game++) {
        const moves: number[] = [];
        for (;;) {
          const board = boardFromMoves(n, moves);
          const state = outcome(board);
          if (state.kind !== 'playing') {
            if (state.kind === 'won' && state.winner === 'X') losses++;
            break;
          }
          if (state.next === 'O') {
            moves.push(chooseMove(board, 'O', rng));
          } else {
            const free = board.flatMap((c, i) => (c === null ? [i] : []));
            moves.push(free[Math.floor(rng() * free.length)]!);
          }
        }
      }
      expect(losses).toBe(0);
    }
  });

  it('refuses to move on a finished board', () => {
    expect(() => chooseMove(parse('XXX OO. ...'), 'O')).toThrow(RangeError);
    expect(() => chooseMove(parse('XOX XOO OXX'), 'X')).toThrow(RangeError);
  });
});
