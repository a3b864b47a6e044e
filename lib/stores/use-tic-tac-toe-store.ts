import { create } from 'zustand';
import { chooseMove, type Rng } from '@/lib/games/tic-tac-toe-ai';
import type { BoardSize } from '@/content/games/tic-tac-toe';
import {
  boardFromMoves,
  outcome,
  playMove,
  type Mark,
  type Outcome,
} from '@/lib/games/tic-tac-toe';

/** The mark the computer plays when it is switched on; the visitor plays X and starts. */
export const COMPUTER_MARK: Mark = 'O';

export interface TicTacToeStore {
  size: BoardSize;
  /** Cells played so far, in order; the board, the turn and the result follow from it. */
  moves: readonly number[];
  vsComputer: boolean;
  /** The visitor plays a cell; refused (false) when filled, after the end, or on the computer's turn. */
  play: (index: number) => boolean;
  /** The computer plays its move when it is its turn; returns whether it played. */
  computerMove: (rng?: Rng) => boolean;
  /** Changes the board size and starts again; refused (false) once the game has ended. */
  setSize: (size: BoardSize) => boolean;
  /** Switches the computer opponent on or off and starts again. */
  setVsComputer: (on: boolean) => void;
  /** Empties the board, keeping the size and the opponent. */
  reload: () => void;
}

const initialState = {
  size: 3 as BoardSize,
  moves: [] as readonly number[],
  vsComputer: false,
};

/** The game's outcome after these moves on a board of this size. */
function outcomeOf(size: BoardSize, moves: readonly number[]): Outcome {
  return outcome(boardFromMoves(size, moves));
}

export const useTicTacToeStore = create<TicTacToeStore>()((set, get) => ({
  ...initialState,

  play: (index) => {
    const { size, moves, vsComputer } = get();
    const now = outcomeOf(size, moves);
    if (vsComputer && now.kind === 'playing' && now.next === COMPUTER_MARK) return false;
    const next = playMove(size, moves, index);
    if (next) set({ moves: next });
    return next !== null;
  },

  computerMove: (rng = Math.random) => {
    const { size, moves, vsComputer } = get();
    const now = outcomeOf(size, moves);
    if (!vsComputer || now.kind !== 'playing' || now.next !== COMPUTER_MARK) return false;
    const next = playMove(size, moves, chooseMove(boardFromMoves(size, moves), COMPUTER_MARK, rng));
    if (next) set({ moves: next });
    return next !== null;
  },

  setSize: (size) => {
    const { size: now, moves } = get();
    if (outcomeOf(now, moves).kind !== 'playing') return false;
    set({ size, moves: [] });
    return true;
  },

  setVsComputer: (on) => set({ vsComputer: on, moves: [] }),

  reload: () => set({ moves: [] }),
}));

export function resetTicTacToeStore(): void {
  useTicTacToeStore.setState(initialState);
}
