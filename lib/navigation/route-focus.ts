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
