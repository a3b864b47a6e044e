import Parser from 'rss-parser';
import type { SecondSourceItem } from './types';
import { mediaUrl, safeHttpUrl } from './urls';
import { isRecord } from '@/lib/guards';
import { cardBase, dedupeById, newestFirst, type ParseOptions } from './validate';

interface SecondSourceRawItem {
  title?: unknown;
  link?: unknown;
  guid?: unknown;
  content?: unknown;
  pubDate?: unknown;
  /** Every <media:content> of the item (xml2js shape: attributes under `$`). */
  mediaContent?: unknown;
  /** Every item-level <media:thumbnail>. */
  mediaThumbnail?: unknown;
}

const parser = new Parser<Record<string, unknown>, SecondSourceRawItem>({
  customFields: {
    item: [
      ['media:content', 'mediaContent', { keepArray: true }],
      ['media:thumbnail', 'mediaThumbnail', { keepArray: true }],
    ],
  },
});

/** One media entry as rss-parser hands it over, narrowed to what we read. */
export interface MediaEntry {
  url: string | null;
  medium: string;
  type: string;
  thumbnails: (string | null)[];
}

function attributes(node: unknown): Record<string, unknown> {
  return isRecord(node) && isRecord(node.$) ? node.$ : {};
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

export function mediaEntries(value: unknown, siteMedia = false): MediaEntry[] {
  return asArray(value).map((node) => {
    const attrs = attributes(node);
    const nested = isRecord(node) ? asArray(node['media:thumbnail']) : [];
    return {
      url: mediaUrl(attrs.url, siteMedia),
      medium: typeof attrs.medium === 'string' ? attrs.medium.toLowerCase() : '',
      type: typeof attrs.type === 'string' ? attrs.type.toLowerCase() : '',
      thumbnails: nested.map((thumb) => mediaUrl(attributes(thumb).url, siteMedia)),
    };
  });
}

function isImage(entry: MediaEntry): boolean {
  return entry.medium === 'image' || (!entry.medium && entry.type.startsWith('image/'));
}

/** Only mp4 videos are offered (the player's <source> is video/mp4). */
function isMp4Video(entry: MediaEntry): boolean {
  const video = entry.medium === 'video' || (!entry.medium && entry.type.startsWith('video/'));
  if (!video || !entry.url) return false;
  const path = entry.url.split(/[?#]/, 1)[0]!.toLowerCase();
  return entry.type === 'video/mp4' || path.endsWith('.mp4');
}

/**
 * The item's picture: a media entry with medium image, else a media thumbnail (item
 * level, then nested in any entry, such as a video's poster).
 */
export function pickImage(content: MediaEntry[], thumbnails: (string | null)[]): string | null {
  const candidates = [
    ...content.filter(isImage).map((entry) => entry.url),
    ...thumbnails,
    ...content.flatMap((entry) => entry.thumbnails),
  ];
  return candidates.find((url): url is string => url !== null) ?? null;
}

export function pickVideo(content: MediaEntry[]): string | null {
  return content.find(isMp4Video)?.url ?? null;
}

/**
 * Parses the second source's media RSS into validated card items, newest first: the
 * link comes from the guid (the <link> when the guid is not an address), the image from
 * the media entries or thumbnails, the video from a media entry with medium video.
 * Throws on XML that is not an RSS feed.
 */
export async function parseSecondSource(
  xml: string,
  { timeZone, maxItems, siteMedia = false }: ParseOptions,
): Promise<SecondSourceItem[]> {
  const feed = await parser.parseString(xml);
  const items: SecondSourceItem[] = [];
  for (const raw of feed.items ?? []) {
    const base = cardBase(raw, safeHttpUrl(raw.guid) ?? safeHttpUrl(raw.link), timeZone);
    if (!base) continue;
    const content = mediaEntries(raw.mediaContent, siteMedia);
    const thumbnails = asArray(raw.mediaThumbnail).map((thumb) =>
      mediaUrl(attributes(thumb).url, siteMedia),
    );
    items.push({
      ...base,
      image: pickImage(content, thumbnails),
      video: pickVideo(content),
    });
  }
  return newestFirst(dedupeById(items)).slice(0, maxItems);
}
