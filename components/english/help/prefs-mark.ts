'use client';

import { useSyncExternalStore } from 'react';
import {
  applyHelpLanguage,
  applyShowAll,
  HELP_LANGUAGE_ATTRIBUTE,
  SHOW_ALL_ATTRIBUTE,
} from '@/lib/english/marks';
import type { HelpLanguage } from '@/lib/english/prefs';
import { watchRoot } from '@/lib/root-marks';

/**
 * The English settings as <html> shows them (the head script marks them before the first
 * paint; a change marks them again). The settings store, with its storage code, is
 * loaded only when a setting changes: a page that only reads them loads none of it.
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

const store = () =>
  import('@/lib/stores/use-english-prefs-store').then(({ useEnglishPrefsStore }) => {
    useEnglishPrefsStore.getState().start();
    return useEnglishPrefsStore.getState();
  });

/** Shows a help language at once, then remembers it. */
export function chooseHelpLanguage(help: HelpLanguage): void {
  applyHelpLanguage(help);
  void store().then((prefs) => prefs.setHelp(help));
}

/** Shows or hides every answer at once, then remembers it. */
export function chooseShowAll(showAll: boolean): void {
  applyShowAll(showAll);
  void store().then((prefs) => prefs.setShowAll(showAll));
}
