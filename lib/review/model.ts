import { deckOf, isCardId } from './decks';

/**
 * The review state of this browser, kept in plain numbers so that it can be stored as
 * JSON and merged without the scheduler. Times are milliseconds since 1970.
 */

/** The scheduler's card states (the numbers of ts-fsrs `State`). */
export const CardState = { New: 0, Learning: 1, Review: 2, Relearning: 3 } as const;
export type CardState = (typeof CardState)[keyof typeof CardState];

/** The four grades of a review, worst first (keys 1 to 4). */
export type GradeName = 'again' | 'hard' | 'good' | 'easy';

export const gradeNames: readonly GradeName[] = ['again', 'hard', 'good', 'easy'];

/**
 * One review of a card: when, its grade (1 again to 4 easy; 0 for a review kept from
 * before grades were stored) and the card's state before it (-1: not known).
 */
export type LogEntry = readonly [at: number, grade: 0 | 1 | 2 | 3 | 4, before: CardState | -1];

export interface ReviewCard {
  id: string;
  /** When the card joined the review deck. */
  added: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview?: number;
  /** Time of its first review: the day a new card was introduced. */
  introduced?: number;
  /** Its reviews, oldest first (the deck keeps at most MAX_REVIEWS in all). */
  log: readonly LogEntry[];
}

export interface Reviews {
  cards: Readonly<Record<string, ReviewCard>>;
  /** How many new cards a day may introduce. */
  newPerDay: number;
  /** When `newPerDay` was last changed (0: never), so the latest choice wins a merge. */
  newPerDayAt: number;
  /** The share of cards the learner wants to remember when they come due (0.80 to 0.97). */
  retention: number;
  /** When `retention` was last changed (0: never). */
  retentionAt: number;
  /** Stored entries that are not valid cards, kept as they were. */
  aside: readonly unknown[];
}

export const DEFAULT_NEW_PER_DAY = 10;
export const MAX_NEW_PER_DAY = 100;
/** Reviews the deck keeps in its log, newest first kept (about two years of daily study). */
export const MAX_REVIEWS = 20_000;
export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.8;
export const MAX_RETENTION = 0.97;

export const emptyReviews: Reviews = {
  cards: {},
  newPerDay: DEFAULT_NEW_PER_DAY,
  newPerDayAt: 0,
  retention: DEFAULT_RETENTION,
  retentionAt: 0,
  aside: [],
};

/** A card that has never been reviewed, due now (the same values as ts-fsrs `createEmptyCard`). */
export function newCard(id: string, now: number): ReviewCard {
  return {
    id,
    added: now,
    due: now,
    stability: 0,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    reps: 0,
    lapses: 0,
    state: CardState.New,
    log: [],
  };
}

/** Adds a new card for each id not in the deck yet; the same object when nothing changes. */
export function enrol(reviews: Reviews, ids: readonly string[], now: number): Reviews {
  // An id that is not one (a learned 'verb' with no letter) would be stored, then set
  // aside as invalid when read, then enrolled again: on every page load.
  const fresh = ids.filter(
    (id) => isCardId(id) && !(id in reviews.cards) && deckOf(id) !== undefined,
  );
  if (fresh.length === 0) return reviews;
  const cards = { ...reviews.cards };
  for (const id of fresh) cards[id] = newCard(id, now);
  return { ...reviews, cards };
}

/** Stores a card as graded by the scheduler. */
export function putCard(reviews: Reviews, card: ReviewCard): Reviews {
  return boundLog({ ...reviews, cards: { ...reviews.cards, [card.id]: card } });
}

/** The deck with at most MAX_REVIEWS reviews in its log: the oldest go first. */
export function boundLog(reviews: Reviews, max = MAX_REVIEWS): Reviews {
  const cards = Object.values(reviews.cards);
  const total = cards.reduce((n, card) => n + card.log.length, 0);
  if (total <= max) return reviews;
  const times = cards.flatMap((card) => card.log.map(([at]) => at)).sort((a, b) => b - a);
  const oldestKept = times[max - 1]!;
  let room = max - times.filter((at) => at > oldestKept).length;
  const bounded: Record<string, ReviewCard> = {};
  for (const card of cards) {
    const log = card.log.filter(([at]) => at > oldestKept || (at === oldestKept && room-- > 0));
    bounded[card.id] = log.length === card.log.length ? card : { ...card, log };
  }
  return { ...reviews, cards: bounded };
}

export function clampRetention(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_RETENTION;
  return Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, Math.round(value * 100) / 100));
}

export function clampNewPerDay(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_NEW_PER_DAY;
  return Math.min(MAX_NEW_PER_DAY, Math.max(0, Math.round(value)));
}

export function setNewPerDay(reviews: Reviews, value: number, now: number): Reviews {
  return { ...reviews, newPerDay: clampNewPerDay(value), newPerDayAt: now };
}

export function setRetention(reviews: Reviews, value: number, now: number): Reviews {
  return { ...reviews, retention: clampRetention(value), retentionAt: now };
}
