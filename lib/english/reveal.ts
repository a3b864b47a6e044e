import { isInDialog } from '@/lib/keyboard';

/**
 * The trainers ask before they tell: the answer (a phrase's pronunciation and Spanish, a
 * verb's other forms) stays hidden until "Show", unless the learner chose to see
 * everything at once (`showAll`, lib/english/prefs.ts). A new item starts hidden again.
 */

/** What a control is: Space on it keeps its own meaning (press, check, type). */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [contenteditable="true"], [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [role="option"], [role="slider"]';

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/**
 * Whether a key press asks the trainer to show the answer: a plain Space while the focus
 * is on no control (the page itself, a text) and outside a dialog.
 */
export function isRevealKey(event: KeyLike): boolean {
  if (event.key !== ' ' || event.defaultPrevented) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (isInDialog(target)) return false;
  return !(typeof Element !== 'undefined' && target instanceof Element && target.closest(CONTROLS));
}

/** Whether the answer of `item` shows: every answer with `showAll`, else the one shown. */
export function isRevealed(showAll: boolean, shownFor: string | null, item: string | null) {
  return showAll || (item !== null && shownFor === item);
}
