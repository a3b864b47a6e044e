import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newsSettings, newsSources } from '@/content/news';
import { site } from '@/content/site';
import { fetchText, type FetchLike } from './fetch-text';
import { parseFirstSource } from './first-source';
import { headlinesUrl, parseNewsApi } from './news-api';
import { parseSecondSource } from './second-source';
import type { ParseOptions } from './validate';
import type {
  FeedOrigin,
  FeedResult,
  FirstSourceItem,
  ReaderArticle,
  SecondSourceItem,
} from './types';

/**
 * The build-time news pipeline: fetch a source with a timeout, parse and validate it;
 * on any failure (no network, timeout, HTTP error, malformed answer) parse the
 * committed snapshot in content/feeds/ instead, so the build never fails for lack of
 * network. Server only: it reads files and may hold an API key.
 */

export interface LoadOptions {
  /** Skip the network entirely. Defaults to FEEDS_OFFLINE=1 in the environment. */
  offline?: boolean;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  /** Folder of the committed snapshots. */
  snapshotDir?: string;
  maxItems?: number;
  /** Where fallbacks are reported (the build log by default). */
  warn?: (message: string) => void;
}

export interface HeadlinesOptions extends LoadOptions {
  /** NewsAPI key; defaults to NEWS_API_KEY. Without a key the snapshot is used. */
  apiKey?: string;
}

export const defaultSnapshotDir = path.join(process.cwd(), 'content', 'feeds');

/** True when FEEDS_OFFLINE asks the build not to touch the network. */
export function offlineFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.FEEDS_OFFLINE?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'yes';
}

/** One line for the build log. */
function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

function result<T>(items: T[], origin: FeedOrigin): FeedResult<T> {
  return { status: items.length > 0 ? 'ok' : 'empty', origin, items };
}

interface SourceSpec<T> {
  name: string;
  /** Null when the network must not be used for this source. */
  url: string | null;
  headers?: Record<string, string>;
  snapshot: string;
  /** siteMedia: the text is a committed snapshot, whose media may be site files. */
  parse: (text: string, siteMedia: boolean) => Promise<T[]>;
}

async function loadSource<T>(spec: SourceSpec<T>, options: LoadOptions): Promise<FeedResult<T>> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const offline = options.offline ?? offlineFromEnv();
  if (spec.url && !offline) {
    try {
      const text = await fetchText(spec.url, {
        timeoutMs: options.timeoutMs ?? newsSettings.fetchTimeoutMs,
        headers: spec.headers,
        fetchImpl: options.fetchImpl,
      });
      return result(await spec.parse(text, false), 'network');
    } catch (error) {
      warn(`news: ${spec.name} unavailable (${reason(error)}); using the committed snapshot`);
    }
  }
  try {
    const text = await readFile(
      path.join(options.snapshotDir ?? defaultSnapshotDir, spec.snapshot),
      'utf8',
    );
    return result(await spec.parse(text, true), 'snapshot');
  } catch (error) {
    warn(`news: the ${spec.name} snapshot could not be read (${reason(error)}); showing no items`);
    return { status: 'failed', origin: 'snapshot', items: [] };
  }
}

const feedHeaders = {
  Accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
};

/** One of the two RSS sources: its address in content/site.ts, its settings and parser. */
function loadRssSource<T>(
  key: 'first' | 'second',
  parse: (xml: string, options: ParseOptions) => Promise<T[]>,
  options: LoadOptions,
): Promise<FeedResult<T>> {
  const settings = newsSources[key];
  const maxItems = options.maxItems ?? newsSettings.maxItems;
  return loadSource(
    {
      name: `${key} news source`,
      url: site.feeds[key],
      headers: feedHeaders,
      snapshot: settings.snapshot,
      parse: (xml, siteMedia) => parse(xml, { timeZone: settings.timeZone, maxItems, siteMedia }),
    },
    options,
  );
}

export function loadFirstSource(options: LoadOptions = {}): Promise<FeedResult<FirstSourceItem>> {
  return loadRssSource('first', parseFirstSource, options);
}

export function loadSecondSource(options: LoadOptions = {}): Promise<FeedResult<SecondSourceItem>> {
  return loadRssSource('second', parseSecondSource, options);
}

/**
 * NewsAPI top-headlines, fetched only when a key is set (build time); the key goes in
 * a request header and never into the returned articles.
 */
export function loadHeadlines(options: HeadlinesOptions = {}): Promise<FeedResult<ReaderArticle>> {
  const settings = newsSources.headlines;
  const maxItems = options.maxItems ?? newsSettings.maxItems;
  const apiKey = (options.apiKey ?? process.env.NEWS_API_KEY ?? '').trim();
  return loadSource(
    {
      name: 'NewsAPI top headlines',
      url: apiKey
        ? headlinesUrl({
            endpoint: site.newsApi.url,
            country: site.newsApi.country,
            pageSize: maxItems,
          })
        : null,
      headers: {
        'X-Api-Key': apiKey,
        Accept: 'application/json',
        'User-Agent': `${site.shortName}-site-build`,
      },
      snapshot: settings.snapshot,
      parse: async (text, siteMedia) =>
        parseNewsApi(JSON.parse(text) as unknown, {
          timeZone: settings.timeZone,
          maxItems,
          siteMedia,
        }),
    },
    options,
  );
}
