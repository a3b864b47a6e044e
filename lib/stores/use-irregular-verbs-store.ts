import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { verbLists, type VerbListId } from '@/content/english/irregular-verbs';
import {
  initialVerbs,
  markLearned as markVerbLearned,
  nextVerb,
  resetListProgress,
  selectList,
  type VerbsState,
} from '@/lib/english/irregular-verbs';
import type { Rng } from '@/lib/random';
import { persistedKey } from '@/lib/stores/persist';

interface IrregularVerbsStore extends VerbsState {
  /** True once the learned list was read and a list selected (after mount). */
  hydrated: boolean;
  /** Reads the stored learned list, then (re)selects the active list. */
  init: (rng?: Rng) => void;
  select: (id: VerbListId, rng?: Rng) => void;
  next: (rng?: Rng) => void;
  markLearned: (rng?: Rng) => void;
  resetList: (rng?: Rng) => void;
}

/**
 * `learned` is saved as `verbsLearned`. Saves merge with what other tabs and imports
 * stored (a verb learned elsewhere is kept; a list reset here removes only its verbs).
 */
const persisted = persistedKey<IrregularVerbsStore, 'verbsLearned'>(
  'verbsLearned',
  (s) => [...s.learned],
  (learned) => ({ learned }),
);

export const useIrregularVerbsStore = persisted.bind(
  create<IrregularVerbsStore>()(
    persist(
      (set, get) => ({
        ...initialVerbs(verbLists, 'tech'),
        hydrated: false,
        init: (rng = Math.random) => {
          if (!get().hydrated) void useIrregularVerbsStore.persist.rehydrate();
          set({ ...selectList(verbLists, get(), get().list, rng), hydrated: true });
        },
        select: (id, rng = Math.random) => {
          if (get().hydrated) set(selectList(verbLists, get(), id, rng));
        },
        next: (rng = Math.random) => {
          if (get().hydrated) set(nextVerb(get(), rng));
        },
        markLearned: (rng = Math.random) => {
          if (get().hydrated) set(markVerbLearned(get(), rng));
        },
        resetList: (rng = Math.random) => {
          if (get().hydrated) set(resetListProgress(verbLists, get(), rng));
        },
      }),
      persisted.options,
    ),
  ),
);
