'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { showTheme, watchRoot } from '@/lib/root-marks';
import type { Theme } from '@/lib/theme';

const subscribe = watchRoot(['class']);
const isDark = () => document.documentElement.classList.contains('dark');

/** Shows the theme at once, then remembers it (the store is loaded on the first press). */
function applyTheme(theme: Theme) {
  showTheme(theme);
  void import('@/lib/stores/use-theme-store').then(({ useThemeStore }) =>
    useThemeStore.getState().choose(theme),
  );
}

export interface ThemeToggleProps {
  /**
   * The icons, both in the HTML (CSS shows the right one before hydration). Drawn by the
   * server component that renders the button, so no icon code reaches the browser.
   */
  children: ReactNode;
  /** Its words (`shell.theme`), from the server component that renders it. */
  words: { label: string; toLight: string; toDark: string };
}

/** Switches between light and dark; the choice is remembered. */
export function ThemeToggle({ children, words }: ThemeToggleProps) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <button
      type="button"
      onClick={() => applyTheme(dark ? 'light' : 'dark')}
      aria-label={words.label}
      aria-pressed={dark}
      title={dark ? words.toLight : words.toDark}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-700/70"
    >
      {children}
    </button>
  );
}
