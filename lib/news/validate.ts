import { CARD_DATE_FORMAT, formatInZone, parseFeedDate } from './dates';
import { sanitizeDescription, toPlainText } from './sanitize';
import type { NewsCardItem } from './types';

export interface ParseOptions {
  /** Time zone the dates are written in. */
  timeZone: string;
  /** Keep at most this many items. */
  maxItems?: number;
  /**
   * True for the committed snapshots: their media may be the site's own files under
   * /assets/news/. A feed from the network never points into the site.
   */
  siteMedia?: boolean;
}

/**
 * The fields every card shares, read from one feed item: plain-text title, the article
 * link (already checked by the caller), sanitised description, publication instant and
 * its card date in the source's time zone. Undefined when the title or the date is
 * missing or unreadable: such an item is dropped, not shown half-broken.
 */
export function cardBase(
  raw: { title?: unknown; content?: unknown; pubDate?: unknown },
  link: string | null | undefined,
  timeZone: string,
): Omit<NewsCardItem, 'image'> | undefined {
  const title = toPlainText(raw.title);
  const publishedAt = parseFeedDate(raw.pubDate);
  if (!title || !link || !publishedAt) return undefined;
  return {
    id: link,
    title,
    link,
    descriptionHtml: sanitizeDescription(raw.content),
    publishedAt,
    date: formatInZone(publishedAt, CARD_DATE_FORMAT, timeZone),
  };
}

/** Keeps the first item of each id (React keys must be unique). */
export function dedupeById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** Newest first, by the ISO publication instant; ties keep their feed order. */
export function newestFirst<T extends { publishedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}
