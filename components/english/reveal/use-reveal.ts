'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { applyShowAll } from '@/lib/english/first-paint';
import { isRevealKey, isRevealed } from '@/lib/english/reveal';
import { useEnglishPrefsStore } from '@/lib/stores/use-english-prefs-store';

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
 * screen), and hidden again for the next item. The setting is read after mount; until
 * then the head script's mark shows the answers when it is on (lib/english/first-paint.ts).
 */
export function useReveal(item: string | null, area: RefObject<HTMLElement | null>): Reveal {
  const showAll = useEnglishPrefsStore((s) => s.showAll);
  const setShowAll = useEnglishPrefsStore((s) => s.setShowAll);
  const start = useEnglishPrefsStore((s) => s.start);
  const hydrated = useEnglishPrefsStore((s) => s.hydrated);
  useEffect(start, [start]);
  // The head script marked the stored setting for the first paint; from now on the
  // store's value rules (the setting switched here or in another tab).
  useEffect(() => {
    if (hydrated) applyShowAll(showAll);
  }, [hydrated, showAll]);

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
    setShowAll,
    toggle: () => setShownFor(revealed ? null : item),
    hide: () => setShownFor(null),
  };
}
