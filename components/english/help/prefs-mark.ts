'use client';

import { useSyncExternalStore } from 'react';
import { useFetchWhenIdle } from '@/components/ui/use-fetch-when-idle';
import {
  applyHelpLanguage,
  applyShowAll,
  HELP_LANGUAGE_ATTRIBUTE,
  SHOW_ALL_ATTRIBUTE,
} from '@/lib/english/marks';
import type { HelpLanguage } from '@/lib/english/prefs';
import { lazyValue } from '@/lib/lazy-value';
import { watchRoot } from '@/lib/root-marks';

/**
 * The English settings as <html> shows them (the head script marks them before the first
 * paint; a change marks them again). The settings store, with its storage code, is never
 * part of a page's first load: a page with a setting fetches it once idle, and a choice
 * made before that waits for it.
 */
const subscribe = watchRoot([HELP_LANGUAGE_ATTRIBUTE, SHOW_ALL_ATTRIBUTE]);

const root = () => document.documentElement;

/** The help language shown ('en' in the pre-rendered page). */
export function useHelpLanguage(): HelpLanguage {
  return useSyncExternalStore(
    subscribe,
    () => (root().getAttribute(HELP_LANGUAGE_ATTRIBUTE) === 'es' ? 'es' : 'en'),
    () => 'en',
  );
}

/** Whether the trainers show every answer at once (false in the pre-rendered page). */
export function useShowAll(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => root().hasAttribute(SHOW_ALL_ATTRIBUTE),
    () => false,
  );
}

const prefsStore = lazyValue(() =>
  import('@/lib/stores/use-english-prefs-store').then(({ useEnglishPrefsStore }) => {
    useEnglishPrefsStore.getState().start();
    return useEnglishPrefsStore;
  }),
);

/**
 * Fetches the settings store once the page is idle, for a page with a setting: a choice is
 * then saved as it is made, not when the store's code arrives (a reload or a link followed
 * before that would lose it).
 */
export const usePrefsStoreWhenIdle = () => useFetchWhenIdle(prefsStore);

/** Shows a help language at once, then remembers it. */
export function chooseHelpLanguage(help: HelpLanguage): void {
  applyHelpLanguage(help);
  void prefsStore.load().then((prefs) => prefs.getState().setHelp(help));
}

/** Shows or hides every answer at once, then remembers it. */
export function chooseShowAll(showAll: boolean): void {
  applyShowAll(showAll);
  void prefsStore.load().then((prefs) => prefs.getState().setShowAll(showAll));
}
