import { create } from 'zustand';
import { antonymPairs } from '@/content/english/antonyms';
import {
  decodeBestScore,
  newGame,
  pick as pickItem,
  restart as restartGame,
  type AntonymsState,
  type Side,
} from '@/lib/english/antonyms';
import { seededRng, type Rng } from '@/lib/random';
import { readJson, writeJson } from '@/lib/storage';

/** Browser storage key of the best score ever (a plain number). */
export const MAX_SCORE_KEY = 'maxScoreEver';

/** What the last action did, for the message and the screen-reader announcement. */
export type AntonymsFeedback =
  | { kind: 'correct' | 'round'; pairId: number }
  | { kind: 'wrong'; left: string; right: string }
  | { kind: 'win'; score: number };

interface AntonymsStore {
  game: AntonymsState;
  /** False until a random game was dealt after mount (the pre-rendered page shows a fixed round). */
  started: boolean;
  feedback: AntonymsFeedback | null;
  /** Reads the best score and deals a random game once per visit. */
  start: (rng?: Rng) => void;
  pick: (side: Side, pairId: number, rng?: Rng) => void;
  restart: (rng?: Rng) => void;
}

/** The same first round on the server and in the browser, so hydration matches. */
const PRE_RENDER_SEED = 20240524;

function readBest(): number {
  return readJson(MAX_SCORE_KEY, decodeBestScore) ?? 0;
}

export const useAntonymsStore = create<AntonymsStore>()((set, get) => ({
  game: newGame(antonymPairs, seededRng(PRE_RENDER_SEED)),
  started: false,
  feedback: null,
  start: (rng = Math.random) => {
    const best = readBest();
    if (get().started) {
      set((s) => ({ game: { ...s.game, best: Math.max(s.game.best, best) } }));
    } else {
      set({ game: newGame(antonymPairs, rng, best), started: true, feedback: null });
    }
  },
  pick: (side, pairId, rng = Math.random) => {
    const { game, started } = get();
    if (!started) return;
    const { state, outcome } = pickItem(game, side, pairId, antonymPairs, rng);
    if (outcome === 'ignored') return;
    if (state.best > game.best) writeJson(MAX_SCORE_KEY, state.best);
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
  },
  restart: (rng = Math.random) => {
    if (!get().started) return;
    set((s) => ({ game: restartGame(s.game, antonymPairs, rng), feedback: null }));
  },
}));
