/** The sub-path the site is deployed under ('' at a domain root). */
export const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

/**
 * Prefixes a site-relative path with the deploy sub-path. `next/link` does this by
 * itself; raw `src`, `href` of meta refreshes and `location.replace` need it.
 */
export function withBasePath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}
