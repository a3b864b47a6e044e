import { formatInZone, parseFeedDate, READER_DATE_FORMAT } from './dates';
import { toPlainText } from './sanitize';
import type { ReaderArticle } from './types';
import { hostName, mediaUrl, safeHttpUrl } from './urls';
import { isRecord } from '@/lib/guards';
import { dedupeById, type ParseOptions } from './validate';

/** NewsAPI answers removed articles with this placeholder in every field. */
const REMOVED = '[Removed]';

/** NewsAPI cuts `content` at 200 characters and appends how many it left out. */
const TRUNCATION_MARKER = /\s*\[\+\d+ chars\]\s*$/;

function optionalText(value: unknown): string | null {
  const text = toPlainText(value);
  return text && text !== REMOVED ? text : null;
}

/**
 * The article's opening text without NewsAPI's "[+2143 chars]" marker: the reader links
 * to the whole article, and the text already ends with an ellipsis where it was cut.
 */
function articleContent(value: unknown): string | null {
  const text = optionalText(value);
  return text === null ? null : text.replace(TRUNCATION_MARKER, '') || null;
}

/**
 * Validates a NewsAPI top-headlines answer into reader articles. Articles without a
 * title, a http(s) address or a real date, and removed articles, are dropped; every
 * text field becomes plain text. Throws when the answer is not a successful one
 * (`status: 'error'`, wrong shape).
 */
export function parseNewsApi(
  json: unknown,
  { timeZone, maxItems, siteMedia = false }: ParseOptions,
): ReaderArticle[] {
  if (!isRecord(json)) throw new Error('NewsAPI answer is not an object');
  if (json.status !== 'ok') {
    const message = typeof json.message === 'string' ? json.message : 'unknown error';
    throw new Error(`NewsAPI answered ${String(json.status)}: ${message}`);
  }
  if (!Array.isArray(json.articles)) throw new Error('NewsAPI answer has no articles list');
  const articles: ReaderArticle[] = [];
  for (const raw of json.articles) {
    if (!isRecord(raw)) continue;
    const title = optionalText(raw.title);
    const url = safeHttpUrl(raw.url);
    const publishedAt = parseFeedDate(raw.publishedAt);
    if (!title || !url || !publishedAt) continue;
    const source = isRecord(raw.source) ? optionalText(raw.source.name) : null;
    articles.push({
      id: url,
      title,
      sourceName: source ?? hostName(url) ?? '',
      author: optionalText(raw.author),
      description: optionalText(raw.description),
      content: articleContent(raw.content),
      url,
      image: mediaUrl(raw.urlToImage, siteMedia),
      publishedAt,
      date: formatInZone(publishedAt, READER_DATE_FORMAT, timeZone),
    });
  }
  return dedupeById(articles).slice(0, maxItems);
}

export interface HeadlinesRequest {
  endpoint: string;
  country: string;
  pageSize: number;
}

/**
 * The top-headlines address. The key is NOT part of it: it travels in the X-Api-Key
 * header, so it never shows up in an address, a log line or an error message.
 */
export function headlinesUrl({ endpoint, country, pageSize }: HeadlinesRequest): string {
  const url = new URL(endpoint);
  url.searchParams.set('country', country);
  url.searchParams.set('pageSize', String(pageSize));
  return url.href;
}
