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
