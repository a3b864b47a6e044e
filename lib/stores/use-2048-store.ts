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
  bestTileCodec,
} from '@/lib/games/2048';
import { persisted } from '@/lib/persist';

export interface Game2048Store {
  /** Every position of the game so far; the last one is on the board. */
  history: History2048;
  /** Tiles merged away by the latest move, drawn under the merged tile while they slide. */
  vanished: readonly Tile[];
  /** Best tile ever reached, as kept in storage (`max2048`; only ever raised, in every tab). */
  best: number;
  /** Counts new games so a view can start its tiles afresh. */
  gameId: number;
  /** False until the best tile was read and the first random game started after mount. */
  hydrated: boolean;
  /** Whether the latest change came from a move (animate) or an undo (jump back). */
  lastAction: 'start' | 'move' | 'undo';
  /** Reads the best tile from storage and starts the first game, once. */
  init: (rng?: Rng) => void;
  /** A fresh game; of the current size unless another valid size is given. */
  restart: (size?: number, rng?: Rng) => void;
  /** Plays a move; returns whether the board changed. */
  move: (direction: Direction, rng?: Rng) => boolean;
  undo: () => void;
}

const initialState = {
  history: [emptyGame(DEFAULT_SIZE)] as History2048,
  vanished: [] as readonly Tile[],
  best: 0,
  gameId: 0,
  hydrated: false,
  lastAction: 'start' as const,
};

export const use2048Store = create<Game2048Store>()(
  persisted(
    bestTileCodec,
    (s) => s.best,
    (best) => ({ best }),
    (set, get, store) => ({
      ...initialState,

      init: (rng = Math.random) => {
        if (get().hydrated) return;
        void store.persist.rehydrate();
        set({ hydrated: true });
        get().restart(current(get().history).size, rng);
      },

      restart: (size, rng = Math.random) => {
        const history: History2048 = [newGame(size ?? current(get().history).size, rng)];
        set((s) => ({
          history,
          vanished: [],
          gameId: s.gameId + 1,
          lastAction: 'start',
          // The save re-reads the stored best and keeps the higher one.
          best: Math.max(s.best, maxTile(current(history))),
        }));
      },

      move: (direction, rng = Math.random) => {
        if (!get().hydrated) return false;
        const result = play(get().history, direction, rng);
        if (!result) return false;
        set((s) => ({
          history: result.history,
          vanished: result.vanished,
          lastAction: 'move',
          best: Math.max(s.best, maxTile(current(result.history))),
        }));
        return true;
      },

      undo: () => {
        const history = undo(get().history);
        if (history) set({ history, vanished: [], lastAction: 'undo' });
      },
    }),
  ),
);

/** Back to the state before any game, for tests. */
export function reset2048Store(): void {
  use2048Store.setState(initialState);
}
