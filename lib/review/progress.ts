import type { Catalog } from './catalog';
import { CardState, type Reviews } from './model';
import { DAY_MS, dayKey, knownCards, reviewsPerDay, startOfDay } from './session';

/**
 * What the learner has done and what is coming, from the deck's review log (pure: the
 * time is passed in, days are the visitor's local days).
 */

/** Days in a row, up to today, with at least one review; a streak not yet extended today still counts up to yesterday. */
export function streak(reviews: Reviews, catalog: Catalog, now: number): number {
  const days = new Set<string>();
  for (const card of knownCards(reviews, catalog))
    for (const [at] of card.log) days.add(dayKey(at));
  let day = startOfDay(now);
  if (!days.has(dayKey(day))) day = startOfDay(day - DAY_MS / 2);
  let count = 0;
  while (days.has(dayKey(day))) {
    count += 1;
    day = startOfDay(day - DAY_MS / 2);
  }
  return count;
}

/** Reviews per day over the last year, oldest first: the calendar heatmap. */
export const yearOfReviews = (reviews: Reviews, catalog: Catalog, now: number) =>
  reviewsPerDay(reviews, catalog, now, 365);

/**
 * True retention over the last `days` days: of the reviews of cards that had been learned
 * (in review before it), the share graded Good or Easy. Undefined with no such review.
 */
export function trueRetention(
  reviews: Reviews,
  catalog: Catalog,
  now: number,
  days = 30,
): { rate: number; reviews: number } | undefined {
  const since = startOfDay(now) - (days - 1) * DAY_MS;
  let passed = 0;
  let counted = 0;
  for (const card of knownCards(reviews, catalog)) {
    for (const [at, grade, before] of card.log) {
      if (at < since || at > now || before !== CardState.Review || grade === 0) continue;
      counted += 1;
      if (grade >= 3) passed += 1;
    }
  }
  return counted ? { rate: passed / counted, reviews: counted } : undefined;
}

/**
 * Studied cards coming due on each of the next `days` days, today first (today also
 * counts the cards already due). New cards are left out: the daily limit decides those.
 */
export function forecast(reviews: Reviews, catalog: Catalog, now: number, days = 14): number[] {
  const counts = Array.from({ length: days }, () => 0);
  const today = startOfDay(now);
  for (const card of knownCards(reviews, catalog)) {
    if (card.state === CardState.New) continue;
    // Days apart, counted from noon so that a day of 23 or 25 hours is still one day.
    const day = Math.max(0, Math.floor((startOfDay(card.due) + DAY_MS / 2 - today) / DAY_MS));
    if (day < days) counts[day]! += 1;
  }
  return counts;
}
