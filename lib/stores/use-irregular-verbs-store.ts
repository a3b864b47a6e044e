import { create } from 'zustand';
import {
  firstVerbList,
  type VerbList,
  type VerbListId,
} from '@/content/english/irregular-verbs-texts';
import {
  markLearned as markVerbLearned,
  nextVerb,
  resetListProgress,
  selectList,
  verbsLearnedCodec,
  type VerbsState,
} from '@/lib/english/irregular-verbs';
import { persisted } from '@/lib/persist';
import type { Rng } from '@/lib/random';

/**
 * What an action left on screen: a verb, every verb of the list learned, or nothing
 * done (before hydration).
 */
export type VerbsOutcome = 'verb' | 'allLearned' | 'ignored';

interface IrregularVerbsStore extends VerbsState {
  /** True once the lists have loaded, the learned list was read and a list selected (after mount). */
  hydrated: boolean;
  /** The verb lists, loaded on demand (none before `init`). */
  lists: readonly VerbList[];
  /** Takes the loaded lists, reads the stored learned list, then (re)selects the active list. */
  init: (lists: readonly VerbList[], rng?: Rng) => void;
  select: (id: VerbListId, rng?: Rng) => VerbsOutcome;
  next: (rng?: Rng) => VerbsOutcome;
  markLearned: (rng?: Rng) => VerbsOutcome;
  resetList: (rng?: Rng) => VerbsOutcome;
}

/**
 * `learned` is saved as `verbsLearned`. Saves merge with what other tabs and imports
 * stored (a verb learned elsewhere is kept; a list reset here removes only its verbs).
 */
export const useIrregularVerbsStore = create<IrregularVerbsStore>()(
  persisted(
    verbsLearnedCodec,
    (s) => [...s.learned],
    (learned) => ({ learned }),
    (set, get, store) => {
      /** Applies a step of the pure rules once hydrated, and tells what it left on screen. */
      const act = (step: (state: VerbsState) => VerbsState): VerbsOutcome => {
        if (!get().hydrated) return 'ignored';
        const state = step(get());
        set(state);
        return state.current === null ? 'allLearned' : 'verb';
      };
      return {
        list: firstVerbList,
        pool: [],
        current: null,
        learned: [],
        lists: [],
        hydrated: false,
        init: (lists, rng = Math.random) => {
          if (!get().hydrated) void store.persist.rehydrate();
          set({ ...selectList(lists, get(), get().list, rng), lists, hydrated: true });
        },
        select: (id, rng = Math.random) => act((s) => selectList(get().lists, s, id, rng)),
        next: (rng = Math.random) => act((s) => nextVerb(s, rng)),
        markLearned: (rng = Math.random) => act((s) => markVerbLearned(s, rng)),
        resetList: (rng = Math.random) => act((s) => resetListProgress(get().lists, s, rng)),
      };
    },
  ),
);
