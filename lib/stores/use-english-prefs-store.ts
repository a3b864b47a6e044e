import { create } from 'zustand';
import {
  defaultPrefs,
  prefsCodec,
  type EnglishPrefs,
  type HelpLanguage,
  type RecallMode,
} from '@/lib/english/prefs';
import { applyHelpLanguage, applyShowAll } from '@/lib/english/marks';
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
 * when first used (`start()`): until then the pages show what the head script marked on
 * <html> (components/english/help/prefs-mark.ts), so the switches load this store only
 * when pressed.
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

// Once read, the settings are what <html> shows (a change here or in another tab).
useEnglishPrefsStore.subscribe((state) => {
  if (!state.hydrated || typeof document === 'undefined') return;
  applyHelpLanguage(state.help);
  applyShowAll(state.showAll);
});
