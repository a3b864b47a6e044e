import { create } from 'zustand';
import { phrases } from '@/content/english/phrases';
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
  /** False until a random phrase was drawn after mount (the pre-rendered page shows the first one). */
  hydrated: boolean;
  /** Draws the first random phrase once per visit; later mounts keep the progress. */
  start: (rng?: Rng) => void;
  next: (rng?: Rng) => TipsOutcome;
  reload: (rng?: Rng) => TipsOutcome;
}

const outcomeOf = (state: TipsState): TipsOutcome => (isFinished(state) ? 'finished' : 'phrase');

export const useTipsStore = create<TipsStore>()((set, get) => ({
  ...initialTips(phrases.length),
  hydrated: false,
  start: (rng = Math.random) => {
    if (!get().hydrated) set({ ...startTips(phrases.length, rng), hydrated: true });
  },
  next: (rng = Math.random) => {
    const state = nextTip(get(), rng);
    set(state);
    return outcomeOf(state);
  },
  reload: (rng = Math.random) => {
    const state = reloadTips(phrases.length, rng);
    set(state);
    return outcomeOf(state);
  },
}));
