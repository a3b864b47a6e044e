/**
 * Texts and settings of the content-rating page (/news) and the news reader
 * (/ee/readNews). Feed addresses live in content/site.ts; the committed snapshots used
 * without network are in content/feeds/, and their pictures and clips in
 * public/assets/news/ (a snapshot may point at `/assets/news/<file>`; a live feed cannot).
 */

export interface NewsSourceSettings {
  /** Tab label. */
  label: string;
  /** Language of the source's texts (set on the cards for screen readers). */
  lang: string;
  /** Time zone in which the card dates are written. */
  timeZone: string;
  /** Committed snapshot in content/feeds/, parsed when the feed cannot be fetched. */
  snapshot: string;
}

export const newsSources = {
  first: {
    label: 'Latest news',
    lang: 'es',
    timeZone: 'America/Santiago',
    snapshot: 'first-source.xml',
  },
  second: {
    label: 'Front page',
    lang: 'es',
    timeZone: 'America/Santiago',
    snapshot: 'second-source.xml',
  },
  headlines: {
    label: 'Top headlines',
    lang: 'en',
    timeZone: 'UTC',
    snapshot: 'news-api.json',
  },
} as const satisfies Record<string, NewsSourceSettings>;

export const newsSettings = {
  /** A feed that has not answered after this many milliseconds is given up (build time). */
  fetchTimeoutMs: 5000,
  /** At most this many items per source are shown. */
  maxItems: 20,
  /** Shown when an item has no image (or its image fails to load). */
  noImage: '/assets/img/no-image.jpg',
  /** First frame shown for a video that has no picture of its own (instead of a black box). */
  videoPoster: '/assets/img/video-poster.svg',
  /** Random image: `${randomImageHost}/600/300?random=N`, N from 0 to randomImageCount - 1. */
  randomImageWidth: 600,
  randomImageHeight: 300,
  randomImageCount: 10,
} as const;

export type ContentType = 'NEWS' | 'NEWS2' | 'IMAGES';

export const newsPage = {
  description:
    'Read the latest stories from two Spanish-language news sources, or look at a random photo, and rate them. Your rating shows only on this page while it is open: it is not saved or sent anywhere.',
  tablistLabel: 'Content type',
  tabs: {
    NEWS: newsSources.first.label,
    NEWS2: newsSources.second.label,
    IMAGES: 'Images',
  } satisfies Record<ContentType, string>,
  newsRatings: ['Good news', "I don't know", 'Bad news'],
  imageRatings: ['Good image', "I don't know", 'Bad image'],
  rateNewsLabel: 'Rate this story',
  rateImageLabel: 'Rate this image',
  /** Confirms a rating under the buttons (the rating is not saved or sent). */
  rated: (rating: string) => `Thanks, you rated it ${rating}.`,
  readArticle: 'Read the article',
  published: 'Published',
  emptySource: 'There is no news from this source right now. Please come back later.',
  watchVideo: 'Watch the video',
  videoFallback: 'Your browser does not support the video tag.',
  imageHeading: 'Random image',
  imageAlt: 'A random photo to rate',
  imageLoading: 'Loading image…',
  imageFailed: 'The image could not be loaded. Open the Images tab again to try another one.',
} as const;

export const readNewsPage = {
  description: 'Practice your reading with top headlines in English, one article at a time.',
  loading: 'Loading the news…',
  goToNews: 'Go to the news',
  next: 'Next',
  by: 'By',
  source: 'Source',
  published: 'Published',
  listen: 'Listen to the title and summary',
  empty: 'There are no headlines to read right now. Please come back later.',
} as const;
