import { create } from 'zustand';
import { phrases } from '@/content/english/phrases';
import type { Rng } from '@/lib/random';
import { initialTips, nextTip, reloadTips, startTips, type TipsState } from '@/lib/english/tips';

interface TipsStore extends TipsState {
  /** False until a random phrase was drawn after mount (the pre-rendered page shows the first one). */
  started: boolean;
  /** Draws the first random phrase once per visit; later mounts keep the progress. */
  start: (rng?: Rng) => void;
  next: (rng?: Rng) => void;
  reload: (rng?: Rng) => void;
}

export const useTipsStore = create<TipsStore>()((set, get) => ({
  ...initialTips(phrases.length),
  started: false,
  start: (rng = Math.random) => {
    if (!get().started) set({ ...startTips(phrases.length, rng), started: true });
  },
  next: (rng = Math.random) => set((s) => nextTip(s, rng)),
  reload: (rng = Math.random) => set(reloadTips(phrases.length, rng)),
}));
