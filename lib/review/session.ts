import type { Catalog } from './catalog';
import type { DeckId } from '@/content/english/review';
import { deckOf, deckIds } from './decks';
import { CardState, type ReviewCard, type Reviews } from './model';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight of the day of `now`. */
export function startOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** `YYYY-MM-DD` of the local day of `time`. */
export function dayKey(time: number): string {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Cards whose item is in the content (the others are kept but never shown). */
export function knownCards(reviews: Reviews, catalog: Catalog, deck?: DeckId): ReviewCard[] {
  return Object.values(reviews.cards).filter(
    (card) => catalog.has(card.id) && (deck === undefined || deckOf(card.id) === deck),
  );
}

/** New cards first reviewed today. */
export function newIntroducedToday(reviews: Reviews, now: number): number {
  const today = startOfDay(now);
  return Object.values(reviews.cards).filter(
    (card) => card.introduced !== undefined && card.introduced >= today,
  ).length;
}

/** How many more new cards today may introduce. */
export function newSlotsLeft(reviews: Reviews, now: number): number {
  return Math.max(0, reviews.newPerDay - newIntroducedToday(reviews, now));
}

/**
 * Ties broken by id, in plain character order: any fixed order does, and a locale-aware
 * comparison (`localeCompare`) would cost the page 15-25 ms the first time, to load the
 * browser's collation data.
 */
const byId = (a: ReviewCard, b: ReviewCard) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byDueThenId = (a: ReviewCard, b: ReviewCard) => a.due - b.due || byId(a, b);
const byAddedThenId = (a: ReviewCard, b: ReviewCard) => a.added - b.added || byId(a, b);

/**
 * The cards to review now, in order: cards already studied whose due time has come
 * (earliest first), then new cards in the order they were added, as many as the daily
 * limit of new cards still allows.
 */
export function dueQueue(
  reviews: Reviews,
  catalog: Catalog,
  now: number,
  deck?: DeckId,
): ReviewCard[] {
  const cards = knownCards(reviews, catalog, deck);
  const studied = cards.filter((c) => c.state !== CardState.New && c.due <= now).sort(byDueThenId);
  const fresh = cards
    .filter((c) => c.state === CardState.New)
    .sort(byAddedThenId)
    .slice(0, newSlotsLeft(reviews, now));
  return [...studied, ...fresh];
}

export type DueCounts = Record<DeckId | 'all', number>;

/** Cards to review now, per deck and in all (the daily limit counts across the decks). */
export function dueCounts(reviews: Reviews, catalog: Catalog, now: number): DueCounts {
  const all = dueQueue(reviews, catalog, now);
  const counts = Object.fromEntries([
    ['all', all.length],
    ...deckIds.map((d) => [d, 0]),
  ]) as DueCounts;
  for (const card of all) {
    const deck = deckOf(card.id);
    if (deck) counts[deck] += 1;
  }
  return counts;
}

/**
 * When the next card will be due, when none is due now: the earliest due time of a
 * studied card, or tomorrow's start when new cards wait for the daily limit.
 * `undefined` when the deck is empty.
 */
export function nextDueAt(
  reviews: Reviews,
  catalog: Catalog,
  now: number,
  deck?: DeckId,
): number | undefined {
  const cards = knownCards(reviews, catalog, deck);
  let next: number | undefined;
  for (const card of cards) {
    const at =
      card.state === CardState.New
        ? reviews.newPerDay > 0
          ? startOfDay(now) + DAY_MS
          : undefined
        : Math.max(card.due, now);
    if (at !== undefined && (next === undefined || at < next)) next = at;
  }
  return next;
}

export interface DayCount {
  day: string;
  count: number;
}

/** Reviews per local day over the last `days` days, oldest first (today last). */
export function reviewsPerDay(
  reviews: Reviews,
  catalog: Catalog,
  now: number,
  days = 30,
): DayCount[] {
  const keys: string[] = [];
  const today = startOfDay(now);
  for (let i = days - 1; i >= 0; i -= 1) {
    // Noon avoids landing on the wrong day when a day is 23 or 25 hours long.
    keys.push(dayKey(startOfDay(today - i * DAY_MS + DAY_MS / 2)));
  }
  const counts = new Map(keys.map((k) => [k, 0]));
  for (const card of knownCards(reviews, catalog)) {
    for (const [time] of card.log) {
      const key = dayKey(time);
      const count = counts.get(key);
      if (count !== undefined) counts.set(key, count + 1);
    }
  }
  return keys.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

export type StateCounts = Record<'new' | 'learning' | 'review' | 'relearning', number>;

export function cardsPerState(reviews: Reviews, catalog: Catalog): StateCounts {
  const counts: StateCounts = { new: 0, learning: 0, review: 0, relearning: 0 };
  const names = ['new', 'learning', 'review', 'relearning'] as const;
  for (const card of knownCards(reviews, catalog)) counts[names[card.state]] += 1;
  return counts;
}

export { deckIds };
