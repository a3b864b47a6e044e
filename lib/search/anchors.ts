import { slug } from '@/lib/review/ids';

/**
 * Anchors of items that live inside a page (a phrase, a verb, a video), so a link or a
 * search result lands on the item itself. They come from the item's own words, never
 * from its position, so links keep working when a list is reordered or extended.
 */

export const phraseAnchor = (english: string) => `phrase-${slug(english)}`;

/** A verb can be in both lists (with a different meaning), so the list is part of it. */
export const verbAnchor = (listId: string, infinitive: string) =>
  `verb-${listId}-${slug(infinitive)}`;

export const phrasalVerbAnchor = (verb: string) => `phrasal-${slug(verb)}`;

export const devTipAnchor = (title: string) => `tip-${slug(title)}`;
