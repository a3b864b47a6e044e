import { create } from 'zustand';
import {
  DEFAULT_SIZE,
  current,
  emptyGame,
  maxTile,
  newGame,
  play,
  undo,
  type Direction,
  type History2048,
  type Rng,
  type Tile,
} from '@/lib/games/2048';
import { readJson, writeJson } from '@/lib/storage';

/** localStorage key of the best tile ever reached (a number). */
export const BEST_TILE_KEY = 'max2048';

/** Accepts a stored best tile: a whole number, also when an older version stored it as text. */
export function decodeBestTile(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export interface Game2048Store {
  /** Every position of the game so far; the last one is on the board. */
  history: History2048;
  /** Tiles merged away by the latest move, drawn under the merged tile while they slide. */
  vanished: readonly Tile[];
  /** Best tile ever reached, as kept in storage. */
  best: number;
  /** Counts new games so a view can start its tiles afresh. */
  gameId: number;
  /** False until the first random game starts after mount (the server renders an empty board). */
  started: boolean;
  /** Whether the latest change came from a move (animate) or an undo (jump back). */
  lastAction: 'start' | 'move' | 'undo';
  /** Reads the best tile from storage and starts the first game, once. */
  init(rng?: Rng): void;
  /** A fresh game; of the current size unless another valid size is given. */
  restart(size?: number, rng?: Rng): void;
  /** Plays a move; returns whether the board changed. */
  move(direction: Direction, rng?: Rng): boolean;
  undo(): void;
}

const initialState = {
  history: [emptyGame(DEFAULT_SIZE)] as History2048,
  vanished: [] as readonly Tile[],
  best: 0,
  gameId: 0,
  started: false,
  lastAction: 'start' as const,
};

export const use2048Store = create<Game2048Store>()((set, get) => {
  /** Raises the stored best tile when the board beats it; never lowers it. */
  const recordBest = (history: History2048): number => {
    const top = maxTile(current(history));
    const { best } = get();
    if (top <= best) return best;
    writeJson(BEST_TILE_KEY, top);
    return top;
  };

  return {
    ...initialState,

    init(rng = Math.random) {
      if (get().started) return;
      set({ best: readJson(BEST_TILE_KEY, decodeBestTile) ?? 0 });
      get().restart(current(get().history).size, rng);
    },

    restart(size, rng = Math.random) {
      const history: History2048 = [newGame(size ?? current(get().history).size, rng)];
      set((s) => ({
        history,
        vanished: [],
        gameId: s.gameId + 1,
        started: true,
        lastAction: 'start',
        best: recordBest(history),
      }));
    },

    move(direction, rng = Math.random) {
      if (!get().started) return false;
      const result = play(get().history, direction, rng);
      if (!result) return false;
      set({
        history: result.history,
        vanished: result.vanished,
        lastAction: 'move',
        best: recordBest(result.history),
      });
      return true;
    },

    undo() {
      const history = undo(get().history);
      if (history) set({ history, vanished: [], lastAction: 'undo' });
    },
  };
});

/** Back to the state before any game, for tests. */
export function reset2048Store(): void {
  use2048Store.setState(initialState);
}
