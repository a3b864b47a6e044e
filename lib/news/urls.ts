import { withBasePath } from '@/lib/base-path';

/**
 * Returns the address as an absolute http(s) URL, or null for anything else
 * (javascript:, data:, relative paths, garbage). A base resolves relative paths.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Host name of an http(s) address ('www.example.com'), or null. */
export function hostName(value: unknown): string | null {
  const url = safeHttpUrl(value);
  return url ? new URL(url).hostname : null;
}

/**
 * Media a committed snapshot ships with the site itself: a path under /assets/news/
 * (public/assets/news/), so a build without network shows real pictures and videos.
 */
const SITE_MEDIA = /^\/assets\/news\/[a-z0-9][a-z0-9-]*\.(?:svg|jpe?g|png|webp|avif|mp4)$/;

/** A site-local media path ('/assets/news/bus.svg') with the deploy sub-path, or null. */
export function siteMediaPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return SITE_MEDIA.test(trimmed) ? withBasePath(trimmed) : null;
}

/**
 * A picture or video address: an absolute http(s) URL; with `siteMedia` (committed
 * snapshots only) also one of the site's own files under /assets/news/.
 */
export function mediaUrl(value: unknown, siteMedia = false): string | null {
  return safeHttpUrl(value) ?? (siteMedia ? siteMediaPath(value) : null);
}
