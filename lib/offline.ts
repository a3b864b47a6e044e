/**
 * What the offline page (app/offline) knows of the service worker's caches. The worker
 * is generated at build time (scripts/postbuild.mjs), which names the cache.
 */

import { pagePath } from '@/lib/page-path';

/** The worker's cache of the pages, data and files the visitor has opened. */
export const PAGE_CACHE = 'site';

/**
 * The page an address's pathname names, as the route registry writes it: without the
 * deploy sub-path (`base`), `.html` or a trailing slash; `null` outside the sub-path.
 */
export function sitePath(pathname: string, base: string): string | null {
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pagePath(pathname.slice(base.length).replace(/\.html$/, ''));
}

/**
 * The pages among `pages` whose HTML is in the cache, given the addresses the cache
 * holds (`cache.keys()`), in the order of `pages`. A page is kept under its address,
 * with the deploy sub-path (`base`) and whatever query it was opened with; framework
 * data and files are kept under other addresses and match no page.
 */
export function savedPages<T extends { path: string }>(
  cachedUrls: readonly string[],
  pages: readonly T[],
  base: string,
): T[] {
  const kept = new Set<string>();
  for (const address of cachedUrls) {
    let pathname: string;
    try {
      pathname = new URL(address, 'http://site.invalid').pathname;
    } catch {
      continue;
    }
    const path = sitePath(pathname, base);
    if (path !== null) kept.add(path);
  }
  return pages.filter((page) => kept.has(page.path));
}
