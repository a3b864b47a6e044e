/**
 * Where the keyboard focus goes once a page reached by a client-side navigation is shown
 * (components/layout/route-focus.tsx). A full page load starts the focus at the top of
 * the new document; a client-side navigation leaves it on the link followed (a menu
 * link, now hidden in the closed menu) or drops it on <body> (a link of the old page,
 * now gone). Either way the next Tab or a screen reader starts far from the new page.
 * The focus goes to the element the address names (`#verb-tech-go`, a search result),
 * else to the page's heading, without scrolling: the router has scrolled already.
 */
export function focusNewPage(doc: Document, hash: string): HTMLElement | null {
  const target = destinationOf(doc, hash) ?? doc.querySelector<HTMLElement>('main h1');
  if (!target) return null;
  // A heading or a row is not a control: it takes the focus from script only.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return doc.activeElement === target ? target : null;
}

/** The element of the page the address names (`#id`, encoded or not), if there is one. */
export function destinationOf(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const element = doc.getElementById(id);
  return element instanceof HTMLElement && element.closest('main') ? element : null;
}

/**
 * The attribute that marks the element a client-side navigation's address names. The
 * browser's `:target` follows only a document's own loads and fragment links: the router
 * changes the address with `history.pushState`, which leaves it where it was, so a card
 * styled as the destination (`destination:` and `holds-destination:` in
 * app/globals.css, which also match `:target`) is marked here instead.
 */
export const DESTINATION = 'data-destination';

/**
 * Marks the element `hash` names as the destination, and no other: none for an empty hash
 * or a name that is not in the page.
 */
export function markDestination(doc: Document, hash: string): void {
  const element = destinationOf(doc, hash);
  for (const marked of doc.querySelectorAll(`[${DESTINATION}]`))
    if (marked !== element) marked.removeAttribute(DESTINATION);
  element?.setAttribute(DESTINATION, '');
}

/**
 * The `#name` of a site address (`/ee/tips#phrase-…`) that stays on the page at
 * `pathname`, or null: the router only scrolls to it, and no new page takes the focus.
 */
export function hashOnPage(url: string, pathname: string): string | null {
  const at = url.indexOf('#');
  if (at < 0 || at === url.length - 1) return null;
  return url.slice(0, at) === pathname ? url.slice(at) : null;
}

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
  if (!element || !block) return;
  const scroll = () => element.scrollIntoView({ block: 'start' });
  if (element.checkVisibility?.({ contentVisibilityAuto: true }) !== false) return scroll();
  // The router's scroll left the block at the bottom of the screen: it is drawn next frame.
  block.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) scroll();
    },
    { once: true },
  );
}
