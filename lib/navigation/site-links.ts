/**
 * Links to pages of the site are plain anchors marked `data-site-link`
 * (components/ui/site-link.tsx); one listener on the document
 * (components/layout/site-link-navigator.tsx) follows them with the client router and
 * fetches a page ahead when the visitor shows the intent to follow its link. These are
 * the decisions it makes, as plain functions.
 */

/** The attribute that marks a link to a page of the site. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

/** What the decision needs of an anchor: its resolved address and what may send it elsewhere. */
export interface AnchorFacts {
  /** The absolute address (`HTMLAnchorElement.href`). */
  href: string;
  target: string;
  download: boolean;
}

/** What the decision needs of a click. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A plain click: the main button, no modifier key (which asks for a new tab or window),
 * and not taken already by a handler of the link.
 */
export function isPlainClick(click: ClickFacts): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
  );
}

/**
 * The path (without the deploy sub-path, as the router takes it) a link leads to, or null
 * when it is the browser's to follow: a new tab or window (a target), a download, another
 * origin, or an address outside the sub-path.
 */
export function sitePath(anchor: AnchorFacts, origin: string, basePath: string): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  let path = url.pathname;
  if (basePath) {
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return null;
    path = path.slice(basePath.length) || '/';
  }
  return `${path}${url.search}${url.hash}`;
}

/** The page a path names, for fetching it ahead: without its fragment. */
export function prefetchPath(path: string): string {
  const hash = path.indexOf('#');
  return hash === -1 ? path : path.slice(0, hash);
}
