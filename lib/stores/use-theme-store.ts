import { create } from 'zustand';
import { persisted } from '@/lib/persist';
import { showTheme } from '@/lib/root-marks';
import { themeCodec, type Theme } from '@/lib/theme';

interface ThemeState {
  /** The visitor's choice; null until they make one (the system's preference applies). */
  theme: Theme | null;
  hydrated: boolean;
  /** Remembers a choice, reading the stored one first (once per visit). */
  choose: (theme: Theme) => void;
}

/**
 * The theme choice, saved under `theme`. The toggle loads this store when it is pressed,
 * so no page carries it before; once loaded, a choice made in another tab shows here too.
 */
export const useThemeStore = create<ThemeState>()(
  persisted(
    themeCodec,
    (s) => s.theme,
    (theme) => ({ theme }),
    (set, get, store) => ({
      theme: null,
      hydrated: false,
      choose: (theme) => {
        if (!get().hydrated) {
          void store.persist.rehydrate();
          set({ hydrated: true });
        }
        set({ theme });
      },
    }),
  ),
);

useThemeStore.subscribe((state) => {
  if (state.theme) showTheme(state.theme);
});
