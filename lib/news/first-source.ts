import Parser from 'rss-parser';
import { toPlainText } from './sanitize';
import type { FirstSourceItem } from './types';
import { hostName, mediaUrl, safeHttpUrl } from './urls';
import { cardBase, dedupeById, type ParseOptions } from './validate';

interface FirstSourceRawItem {
  title?: unknown;
  link?: unknown;
  /** rss-parser puts the <description> HTML here. */
  content?: unknown;
  pubDate?: unknown;
  prontus_fotolibre?: unknown;
  prontus_foto640?: unknown;
}

const parser = new Parser<Record<string, unknown>, FirstSourceRawItem>({
  customFields: { item: ['prontus_fotolibre', 'prontus_foto640'] },
});

/**
 * The host that Prontus image paths are relative to: the channel description, as SPEC
 * says; the channel link when the description is not an address.
 */
function imageHost(feed: { description?: unknown; link?: unknown }): string | null {
  const fromDescription = safeHttpUrl(feed.description);
  if (fromDescription) return new URL(fromDescription).origin;
  const fromLink = safeHttpUrl(feed.link);
  return fromLink ? new URL(fromLink).origin : null;
}

/**
 * A Prontus image path made absolute with the host; absolute http(s) addresses are
 * kept, and with `siteMedia` (snapshots) a path under /assets/news/ is the site's own.
 */
export function prontusImage(path: unknown, host: string | null, siteMedia = false): string | null {
  if (typeof path !== 'string' || !path.trim()) return null;
  return mediaUrl(path, siteMedia) ?? (host ? safeHttpUrl(path, host) : null);
}

/**
 * Parses the first source's RSS (Prontus) into validated card items: items without a
 * title, a http(s) link or a real date are dropped; the free photo wins over the 640 px
 * photo; descriptions are sanitised. Throws on XML that is not an RSS feed.
 */
export async function parseFirstSource(
  xml: string,
  { timeZone, maxItems, siteMedia = false }: ParseOptions,
): Promise<FirstSourceItem[]> {
  const feed = await parser.parseString(xml);
  const host = imageHost(feed);
  const source =
    hostName(feed.description) ??
    hostName(feed.link) ??
    (toPlainText(feed.description) || toPlainText(feed.title));
  const items: FirstSourceItem[] = [];
  for (const raw of feed.items ?? []) {
    const base = cardBase(raw, safeHttpUrl(raw.link), timeZone);
    if (!base) continue;
    items.push({
      ...base,
      image:
        prontusImage(raw.prontus_fotolibre, host, siteMedia) ??
        prontusImage(raw.prontus_foto640, host, siteMedia),
      source,
    });
  }
  return dedupeById(items).slice(0, maxItems);
}
