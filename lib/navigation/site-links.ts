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
 * The path (without the deploy sub-path, as the router takes it) that a click on a site
 * link should open on the client, or null to leave the click to the browser: a new tab
 * or window (a modifier key, a middle click, a target), a download, another origin, an
 * address outside the sub-path, or a click a handler already took.
 * Without a click (`null`), whether the link leads to a page the router can fetch ahead.
 */
export function clientNavigationPath(
  anchor: AnchorFacts,
  click: ClickFacts | null,
  origin: string,
  basePath: string,
): string | null {
  if (click) {
    if (click.defaultPrevented || click.button !== 0) return null;
    if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  }
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
