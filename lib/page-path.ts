import { outsidePages } from '@/content/outside-pages';

/**
 * A pathname as the route registry writes it: without a trailing slash ('/' stays '/'),
 * so '/ee/tips/' and '/ee/tips' name the same page.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The link leads into a page with a wider Content-Security-Policy than the others
 * (content/outside-pages.ts): it must load a new document, since a policy stays with the
 * document through client-side navigation.
 */
export function needsNewDocument(href: string): boolean {
  return outsidePages.has(pagePath(href.replace(/[?#].*/s, '')));
}
