import type { RouteInfo } from '@/content/routes';

/** Size of every link-preview image (the Open Graph recommendation). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * File name of a page's link-preview image, from its path: '/cv/en' → 'cv-en.png'. One
 * flat folder (/og/), so the images need no route of their own beside each page.
 */
export function ogImageName(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  if (!/^[A-Za-z0-9-]+$/.test(slug)) throw new Error(`No preview image name for ${path}`);
  return `${slug}.png`;
}

/** Site-relative address of a page's preview image. */
export function ogImagePath(route: Pick<RouteInfo, 'path'>): string {
  return `/og/${ogImageName(route.path)}`;
}

/** The words of a preview: the description cut at a word near `max` characters. */
export function previewText(text: string, max = 150): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${cut.slice(0, end > max * 0.6 ? end : max).replace(/[\s,.;:–-]+$/, '')}…`;
}
