import { create } from 'zustand';
import { chooseMove, type Rng } from '@/lib/games/tic-tac-toe-ai';
import {
  BOARD_SIZES,
  boardFromMoves,
  outcome,
  playMove,
  type Difficulty,
  type Mark,
} from '@/lib/games/tic-tac-toe';

/** The mark the computer plays when it is switched on; the visitor plays X and starts. */
export const COMPUTER_MARK: Mark = 'O';

export interface TicTacToeStore {
  difficulty: Difficulty;
  /** Cells played so far, in order; the board, the turn and the result follow from it. */
  moves: readonly number[];
  vsComputer: boolean;
  /** The visitor plays a cell; refused when filled, after the end, or on the computer's turn. */
  play(index: number): void;
  /** The computer plays its move when it is its turn. */
  computerMove(rng?: Rng): void;
  /** Changes the board size and starts again; refused once the game has ended. */
  setDifficulty(difficulty: Difficulty): void;
  /** Switches the computer opponent on or off and starts again. */
  setVsComputer(on: boolean): void;
  /** Empties the board, keeping the size and the opponent. */
  reload(): void;
}

const initialState = {
  difficulty: 'easy' as Difficulty,
  moves: [] as readonly number[],
  vsComputer: false,
};

function stateOf(difficulty: Difficulty, moves: readonly number[]) {
  return outcome(boardFromMoves(BOARD_SIZES[difficulty], moves));
}

export const useTicTacToeStore = create<TicTacToeStore>()((set, get) => ({
  ...initialState,

  play(index) {
    const { difficulty, moves, vsComputer } = get();
    const state = stateOf(difficulty, moves);
    if (vsComputer && state.kind === 'playing' && state.next === COMPUTER_MARK) return;
    const next = playMove(BOARD_SIZES[difficulty], moves, index);
    if (next) set({ moves: next });
  },

  computerMove(rng = Math.random) {
    const { difficulty, moves, vsComputer } = get();
    const state = stateOf(difficulty, moves);
    if (!vsComputer || state.kind !== 'playing' || state.next !== COMPUTER_MARK) return;
    const size = BOARD_SIZES[difficulty];
    const next = playMove(size, moves, chooseMove(boardFromMoves(size, moves), COMPUTER_MARK, rng));
    if (next) set({ moves: next });
  },

  setDifficulty(difficulty) {
    const { difficulty: now, moves } = get();
    if (stateOf(now, moves).kind !== 'playing') return;
    set({ difficulty, moves: [] });
  },

  setVsComputer(on) {
    set({ vsComputer: on, moves: [] });
  },

  reload() {
    set({ moves: [] });
  },
}));

export function resetTicTacToeStore(): void {
  useTicTacToeStore.setState(initialState);
}
