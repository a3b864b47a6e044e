import { destinationOf } from './route-focus';

/**
 * The class of a block the browser skips until it nears the screen (`skip-offscreen` in
 * app/globals.css: content-visibility).
 */
export const SKIPPED_BLOCK = 'skip-offscreen';

/**
 * After a client-side navigation to an element inside a block the browser skips until it
 * nears the screen, the router scrolled while the block had its guessed height, and stopped
 * short of the element (a search result for a row of the verb tables, on a phone or a
 * desktop). The element is scrolled to again at the block's real height: now if the
 * browser has drawn the block already, else once it does. A full page load needs none of
 * this: the browser's own scroll to the address draws the block first.
 */
export function scrollWhenDrawn(doc: Document, hash: string): void {
  const element = destinationOf(doc, hash);
  const block = element?.closest(`.${SKIPPED_BLOCK}`);
  if (!block) return;
  const scroll = () => element!.scrollIntoView({ block: 'start' });
  // Still skipped, the block is drawn at the next frame (the router's scroll brought it to
  // the screen's bottom): its next change of state is that one.
  if (element!.checkVisibility?.({ contentVisibilityAuto: true })) scroll();
  else block.addEventListener('contentvisibilityautostatechange', scroll, { once: true });
}
