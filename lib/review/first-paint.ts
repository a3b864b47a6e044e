import { inlineRead } from '@/lib/storage';
import { reviewsCodec } from './codec';

/**
 * The empty deck from the first paint, as the to-do list does (lib/todo/first-paint.ts).
 *
 * The review deck lives in this browser, so the server's HTML cannot know it: until the
 * review's code has come and read the deck, the card says it is loading. Most visitors
 * have no deck, though, and for them the page can say what to do at once. A tiny inline
 * script, written by the server at the start of the review's wrapper, reads the stored
 * deck before the card is parsed and, when it certainly holds no card, marks the wrapper
 * with `EMPTY_DECK_ATTRIBUTE="none"`; CSS then shows the empty deck's message instead of
 * the loading one. Anything else (cards, a value it cannot read) keeps the loading message
 * until the review has read the deck. Without JavaScript the script does not run and the
 * card shows its no-script message.
 */
export const EMPTY_DECK_ATTRIBUTE = 'data-stored-reviews';

/** Whether a stored deck (null: never saved) certainly holds no card. */
export function isStoredDeckEmpty(raw: string | null): boolean {
  if (raw === null) return true;
  try {
    const value: unknown = JSON.parse(raw);
    return (
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as { cards?: unknown }).cards) &&
      (value as { cards: unknown[] }).cards.length === 0
    );
  } catch {
    return false;
  }
}

/** The inline script (mirrors `isStoredDeckEmpty`; kept tiny and dependency-free). */
export const emptyDeckScript = `(function(){var r=${inlineRead};try{var s=r(${JSON.stringify(reviewsCodec.key)});var e=s===null;if(!e){var v=JSON.parse(s);e=!!v&&typeof v==='object'&&Array.isArray(v.cards)&&v.cards.length===0}if(e)document.currentScript.parentElement.setAttribute(${JSON.stringify(EMPTY_DECK_ATTRIBUTE)},'none')}catch(_){}})();`;
