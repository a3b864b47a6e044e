/**
 * Typed, validated and sanitised news items as the pages receive them. Every field is
 * plain data (no Date objects) so it can be passed from a server component to a client
 * component as props.
 */

/** Fields shared by the cards of both RSS sources. */
export interface NewsCardItem {
  /** Stable key: the article link. */
  id: string;
  /** Plain text (render as text). */
  title: string;
  /** Absolute http(s) address of the article. */
  link: string;
  /** Sanitised HTML: only b, i, em, strong, a (http/https, new tab), p, br. */
  descriptionHtml: string;
  /** Publication instant, ISO 8601 in UTC. */
  publishedAt: string;
  /** Publication date formatted for the cards (dd/MM/yyyy HH:mm in the source's time zone). */
  date: string;
  /** Absolute http(s) image address, or null when the item has none. */
  image: string | null;
}

/** An item of the first source (Prontus RSS). */
export interface FirstSourceItem extends NewsCardItem {
  /** The source's description (its host name), shown in brackets after the link. */
  source: string;
}

/** An item of the second source (media RSS). */
export interface SecondSourceItem extends NewsCardItem {
  /** Absolute http(s) address of an mp4 video, or null. */
  video: string | null;
}

/** One article of the news reader (NewsAPI top-headlines). */
export interface ReaderArticle {
  id: string;
  title: string;
  sourceName: string;
  author: string | null;
  description: string | null;
  content: string | null;
  url: string;
  image: string | null;
  publishedAt: string;
  /** yyyy-MM-dd HH:mm */
  date: string;
}

/** Where the items of a load came from. */
export type FeedOrigin = 'network' | 'snapshot';

export interface FeedResult<T> {
  /** 'failed' when neither the network nor the snapshot gave a readable answer. */
  status: 'ok' | 'empty' | 'failed';
  origin: FeedOrigin;
  items: T[];
}
