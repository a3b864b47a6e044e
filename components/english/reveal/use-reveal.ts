'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  chooseShowAll,
  usePrefsStoreWhenIdle,
  useShowAll,
} from '@/components/english/help/prefs-mark';
import { isRevealKey, isRevealed } from '@/lib/english/reveal';

/** Whether some of an element is on screen. */
function onScreen(element: HTMLElement | null): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
}

export interface Reveal {
  /** The answer of the item on screen shows. */
  revealed: boolean;
  /** The learner's setting: every answer shows at once. */
  showAll: boolean;
  setShowAll: (showAll: boolean) => void;
  /** Shows the answer, or hides it again. */
  toggle: () => void;
  /** Hides the answer (the same item drawn again asks again). */
  hide: () => void;
}

/**
 * A trainer's Show step for the item on screen (`item`: its key, null when there is
 * none): hidden until Show (the button, or Space pressed on no control while `area` is on
 * screen), and hidden again for the next item. The show-all setting is the one marked on
 * <html> (components/english/help/prefs-mark.ts): from the head script, then each change.
 */
export function useReveal(item: string | null, area: RefObject<HTMLElement | null>): Reveal {
  const showAll = useShowAll();
  usePrefsStoreWhenIdle();
  const [shownFor, setShownFor] = useState<string | null>(null);
  const revealed = isRevealed(showAll, shownFor, item);

  const latest = useRef({ item, revealed });
  useEffect(() => {
    latest.current = { item, revealed };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { item, revealed } = latest.current;
      if (revealed || item === null || !isRevealKey(event) || !onScreen(area.current)) return;
      // Space would scroll the page: it shows the answer instead.
      event.preventDefault();
      setShownFor(item);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [area]);

  return {
    revealed,
    showAll,
    setShowAll: chooseShowAll,
    toggle: () => setShownFor(revealed ? null : item),
    hide: () => setShownFor(null),
  };
}
