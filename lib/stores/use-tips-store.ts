import { create } from 'zustand';
import type { Rng } from '@/lib/random';
import {
  initialTips,
  isFinished,
  nextTip,
  reloadTips,
  startTips,
  type TipsState,
} from '@/lib/english/tips';

/** What NEXT or RELOAD left on screen: a phrase, or the end of the pool. */
export type TipsOutcome = 'phrase' | 'finished';

interface TipsStore extends TipsState {
  /**
   * False until a random phrase was drawn after mount (the pre-rendered page shows the
   * first one, from the server, until the list has loaded).
   */
  hydrated: boolean;
  /** Draws the first random phrase of a pool of `total` once per visit; later mounts keep the progress. */
  start: (total: number, rng?: Rng) => void;
  next: (rng?: Rng) => TipsOutcome;
  reload: (rng?: Rng) => TipsOutcome;
}

const outcomeOf = (state: TipsState): TipsOutcome => (isFinished(state) ? 'finished' : 'phrase');

export const useTipsStore = create<TipsStore>()((set, get) => ({
  ...initialTips(0),
  hydrated: false,
  start: (total, rng = Math.random) => {
    if (!get().hydrated || get().total !== total) set({ ...startTips(total, rng), hydrated: true });
  },
  next: (rng = Math.random) => {
    const state = nextTip(get(), rng);
    set(state);
    return outcomeOf(state);
  },
  reload: (rng = Math.random) => {
    const state = reloadTips(get().total, rng);
    set(state);
    return outcomeOf(state);
  },
}));
