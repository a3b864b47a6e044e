import { create } from 'zustand';
import {
  defaultPrefs,
  prefsCodec,
  type EnglishPrefs,
  type HelpLanguage,
  type RecallMode,
} from '@/lib/english/prefs';
import { persisted } from '@/lib/persist';

interface EnglishPrefsState extends EnglishPrefs {
  /** False until the stored settings have been read (after mount). */
  hydrated: boolean;
  /** Reads the stored settings once per visit. */
  start: () => void;
  setHelp: (help: HelpLanguage) => void;
  setShowAll: (showAll: boolean) => void;
  setRecall: (deck: string, mode: RecallMode) => void;
}

/**
 * The English area's settings, saved under `englishPrefs` (lib/english/prefs.ts). Read
 * after mount (`start()`): the pre-rendered pages show the defaults (explanations in
 * English, trainers asking before they tell, Recognize).
 */
export const useEnglishPrefsStore = create<EnglishPrefsState>()(
  persisted(
    prefsCodec,
    ({ help, showAll, recall }) => ({ help, showAll, recall }),
    (prefs) => prefs,
    (set, get, store) => {
      const start = () => {
        if (get().hydrated) return;
        void store.persist.rehydrate();
        set({ hydrated: true });
      };
      return {
        ...defaultPrefs,
        hydrated: false,
        start,
        setHelp: (help) => {
          start();
          set({ help });
        },
        setShowAll: (showAll) => {
          start();
          set({ showAll });
        },
        setRecall: (deck, mode) => {
          start();
          set({ recall: { ...get().recall, [deck]: mode } });
        },
      };
    },
  ),
);
