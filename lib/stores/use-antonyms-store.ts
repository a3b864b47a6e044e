import { create } from 'zustand';
import type { AntonymPair } from '@/content/english/antonyms';
import {
  emptyGame,
  newGame,
  pick as pickItem,
  restart as restartGame,
  type AntonymsState,
  type PickOutcome,
  type Side,
  bestScoreCodec,
} from '@/lib/english/antonyms';
import { persisted } from '@/lib/persist';
import type { Rng } from '@/lib/random';

/** What the last action did, for the message and the screen-reader announcement. */
export type AntonymsFeedback =
  | { kind: 'correct' | 'round'; pairId: number }
  | { kind: 'wrong'; left: string; right: string }
  | { kind: 'win'; score: number };

interface AntonymsStore {
  game: AntonymsState;
  /** The pairs, loaded on demand (none before `start`). */
  pairs: readonly AntonymPair[];
  /**
   * False until the pairs have loaded, the best score was read and a random game dealt
   * after mount (the pre-rendered page shows a fixed round, from the server).
   */
  hydrated: boolean;
  feedback: AntonymsFeedback | null;
  /** Takes the loaded pairs, reads the best score and deals a random game once per visit. */
  start: (pairs: readonly AntonymPair[], rng?: Rng) => void;
  /** Picks a word; tells whether it was ignored, only picked, a correct or a wrong pair. */
  pick: (side: Side, pairId: number, rng?: Rng) => PickOutcome;
  restart: (rng?: Rng) => void;
}

/** The best score is kept in `game.best`, saved as `maxScoreEver` (only ever raised). */
export const useAntonymsStore = create<AntonymsStore>()(
  persisted(
    bestScoreCodec,
    (s) => s.game.best,
    (best, s) => ({ game: { ...s.game, best: Math.max(best, s.game.best) } }),
    (set, get, store) => ({
      game: emptyGame(),
      pairs: [],
      hydrated: false,
      feedback: null,
      start: (pairs, rng = Math.random) => {
        if (get().hydrated) return;
        void store.persist.rehydrate();
        set({
          game: newGame(pairs, rng, get().game.best),
          pairs,
          hydrated: true,
          feedback: null,
        });
      },
      pick: (side, pairId, rng = Math.random) => {
        const { game, hydrated } = get();
        if (!hydrated) return 'ignored';
        const { state, outcome } = pickItem(game, side, pairId, get().pairs, rng);
        if (outcome === 'ignored') return outcome;
        let feedback: AntonymsFeedback | null = get().feedback;
        if (outcome === 'correct') {
          feedback = state.win
            ? { kind: 'win', score: state.score }
            : {
                kind: game.left.length === 1 ? 'round' : 'correct',
                pairId: state.lastCorrect ?? pairId,
              };
        } else if (outcome === 'wrong') {
          const left = state.left.find((i) => i.pairId === state.selectedLeft);
          const right = state.right.find((i) => i.pairId === state.selectedRight);
          feedback = left && right ? { kind: 'wrong', left: left.en, right: right.en } : null;
        }
        set({ game: state, feedback });
        return outcome;
      },
      restart: (rng = Math.random) => {
        if (!get().hydrated) return;
        set((s) => ({ game: restartGame(s.game, s.pairs, rng), feedback: null }));
      },
    }),
  ),
);
