import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { verbLists, type VerbListId } from '@/content/english/irregular-verbs';
import {
  decodeLearned,
  initialVerbs,
  markLearned as markVerbLearned,
  nextVerb,
  resetListProgress,
  selectList,
  type VerbsState,
} from '@/lib/english/irregular-verbs';
import type { Rng } from '@/lib/random';
import { createPersistStorage, type Codec } from '@/lib/storage';

/** Browser storage key of the learned infinitives (a plain JSON array). */
export const VERBS_LEARNED_KEY = 'verbsLearned';

type Persisted = Pick<VerbsState, 'learned'>;

const learnedCodec: Codec<Persisted> = {
  decode: (value) => {
    const learned = decodeLearned(value);
    return learned ? { learned } : undefined;
  },
  encode: (state) => state.learned,
};

interface IrregularVerbsStore extends VerbsState {
  /** True once the learned list was read and a list selected (after mount). */
  ready: boolean;
  /** Reads the stored learned list, then (re)selects the active list. */
  init: (rng?: Rng) => Promise<void>;
  select: (id: VerbListId, rng?: Rng) => void;
  next: (rng?: Rng) => void;
  markLearned: (rng?: Rng) => void;
  resetList: (rng?: Rng) => void;
}

export const useIrregularVerbsStore = create<IrregularVerbsStore>()(
  persist(
    (set, get) => ({
      ...initialVerbs(verbLists, 'tech'),
      ready: false,
      init: async (rng = Math.random) => {
        await useIrregularVerbsStore.persist.rehydrate();
        set({ ...selectList(verbLists, get(), get().list, rng), ready: true });
      },
      select: (id, rng = Math.random) => {
        if (get().ready) set(selectList(verbLists, get(), id, rng));
      },
      next: (rng = Math.random) => {
        if (get().ready) set(nextVerb(get(), rng));
      },
      markLearned: (rng = Math.random) => {
        if (get().ready) set(markVerbLearned(get(), rng));
      },
      resetList: (rng = Math.random) => {
        if (get().ready) set(resetListProgress(verbLists, get(), rng));
      },
    }),
    {
      name: VERBS_LEARNED_KEY,
      version: 0,
      storage: createPersistStorage(learnedCodec),
      partialize: (state): Persisted => ({ learned: state.learned }),
      skipHydration: true,
    },
  ),
);
