import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site's SVG icon (public/icon.svg, also served as /icon.svg) as a `data:` address,
 * written into every page's `<head>` at build time. With an address of its own the
 * browser fetches the icon once the page has loaded, and a page loads before its first
 * paint (its scripts come after the paint): the icon request would then sit in the
 * page's critical path. A `data:` icon is never fetched.
 */
export function siteIconDataUrl(file = join(process.cwd(), 'public', 'icon.svg')): string {
  const svg = readFileSync(file, 'utf8').trim();
  if (!svg.startsWith('<svg')) throw new Error(`${file} is not an SVG image`);
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
