import { depthOf, MAX_DEPTH } from '@/lib/json-depth';
import { jsonCodec, type Codec } from '@/lib/storage-keys';
import { isCardId } from './decks';
import {
  boundLog,
  CardState,
  clampNewPerDay,
  clampRetention,
  DEFAULT_NEW_PER_DAY,
  DEFAULT_RETENTION,
  type LogEntry,
} from './model';
import type { ReviewCard, Reviews } from './model';

/** Version of the stored shape. */
export const REVIEWS_VERSION = 1;

/**
 * The stored JSON: `{ version: 1, newPerDay, newPerDayAt, retention?, retentionAt?,
 * cards: ReviewCard[], aside? }`. A card's `log` lists its reviews as `[time, grade, state
 * before]`; a log written before grades were kept lists times only, read as grade 0.
 * Cards whose item left the content stay in `cards` (they are not shown); entries that
 * are not valid cards are kept under `aside`.
 */
export interface StoredReviews {
  version: typeof REVIEWS_VERSION;
  newPerDay: number;
  newPerDayAt: number;
  retention?: number;
  retentionAt?: number;
  cards: ReviewCard[];
  aside?: unknown[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** The latest time a JavaScript date can hold (dates past it cannot be shown). */
const MAX_TIME = 8.64e15;
const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_TIME;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const states = new Set<number>(Object.values(CardState));

/**
 * A memory state the scheduler can work from: none yet (0 and 0, a card never graded),
 * or FSRS's own ranges, difficulty 1 to 10 and stability 0.001 to 36 500 days. The
 * scheduler throws on anything else, so a card with other values is set aside.
 */
const isMemoryState = (stability: number, difficulty: number) =>
  (stability === 0 && difficulty === 0) ||
  (difficulty >= 1 && difficulty <= 10 && stability >= 0.001 && stability <= 36_500);

/** One stored card, or `undefined` when it is not a valid card. */
export function decodeCard(value: unknown): ReviewCard | undefined {
  if (!isObject(value)) return undefined;
  const v = value;
  if (typeof v.id !== 'string' || !isCardId(v.id)) return undefined;
  if (!isTime(v.added) || !isTime(v.due)) return undefined;
  if (!isNumber(v.stability) || !isNumber(v.difficulty)) return undefined;
  if (!isMemoryState(v.stability, v.difficulty)) return undefined;
  if (!isNumber(v.elapsedDays) || !isNumber(v.scheduledDays)) return undefined;
  if (!isCount(v.learningSteps) || !isCount(v.reps) || !isCount(v.lapses)) return undefined;
  if (typeof v.state !== 'number' || !states.has(v.state)) return undefined;
  if (v.lastReview !== undefined && !isTime(v.lastReview)) return undefined;
  if (v.introduced !== undefined && !isTime(v.introduced)) return undefined;
  if (!Array.isArray(v.log)) return undefined;
  const log = v.log.map(decodeLogEntry);
  if (log.some((entry) => entry === undefined)) return undefined;
  const card: ReviewCard = {
    id: v.id,
    added: v.added,
    due: v.due,
    stability: v.stability,
    difficulty: v.difficulty,
    elapsedDays: v.elapsedDays,
    scheduledDays: v.scheduledDays,
    learningSteps: v.learningSteps,
    reps: v.reps,
    lapses: v.lapses,
    state: v.state as CardState,
    log: sortLog(log as LogEntry[]),
  };
  if (v.lastReview !== undefined) card.lastReview = v.lastReview;
  if (v.introduced !== undefined) card.introduced = v.introduced;
  return card;
}

/**
 * The review state from its stored JSON, or `undefined` when the value as a whole is not
 * a review state (the caller sets it aside). Single invalid cards are kept under `aside`.
 */
export function decode(value: unknown): Reviews | undefined {
  if (!isObject(value) || value.version !== REVIEWS_VERSION || !Array.isArray(value.cards)) {
    return undefined;
  }
  const cards: Record<string, ReviewCard> = {};
  const aside: unknown[] = Array.isArray(value.aside) ? [...value.aside] : [];
  for (const entry of value.cards) {
    const card = decodeCard(entry);
    const known = card && cards[card.id];
    if (!card) aside.push(entry);
    else cards[card.id] = known ? mergeCard(known, card) : card;
  }
  return {
    cards,
    newPerDay: isNumber(value.newPerDay) ? clampNewPerDay(value.newPerDay) : DEFAULT_NEW_PER_DAY,
    newPerDayAt: isTime(value.newPerDayAt) ? value.newPerDayAt : 0,
    retention: isNumber(value.retention) ? clampRetention(value.retention) : DEFAULT_RETENTION,
    retentionAt: isTime(value.retentionAt) ? value.retentionAt : 0,
    aside,
  };
}

const grades = new Set([0, 1, 2, 3, 4]);

/** A review of a card's log: `[time, grade, state before]`, or a bare time (older logs). */
function decodeLogEntry(value: unknown): LogEntry | undefined {
  if (isTime(value)) return [value, 0, -1];
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [at, grade, before] = value as unknown[];
  if (!isTime(at) || !grades.has(grade as number)) return undefined;
  if (before !== -1 && !states.has(before as number)) return undefined;
  return [at, grade as LogEntry[1], before as LogEntry[2]];
}

/** Oldest first, one review per time (the one with a grade, when two tell of it). */
function sortLog(entries: readonly LogEntry[]): LogEntry[] {
  const byTime = new Map<number, LogEntry>();
  for (const entry of entries) {
    const known = byTime.get(entry[0]);
    if (!known || (known[1] === 0 && entry[1] !== 0)) byTime.set(entry[0], entry);
  }
  return [...byTime.values()].sort((a, b) => a[0] - b[0]);
}

/** The JSON value to store: cards in id order, so equal states store equal text. */
export function encode(reviews: Reviews): StoredReviews {
  const stored: StoredReviews = {
    version: REVIEWS_VERSION,
    newPerDay: reviews.newPerDay,
    newPerDayAt: reviews.newPerDayAt,
    retention: reviews.retention,
    retentionAt: reviews.retentionAt,
    cards: Object.values(reviews.cards).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
  if (reviews.aside.length > 0) stored.aside = [...reviews.aside];
  return stored;
}

/**
 * The card whose latest review is the most recent; with no review on either, the older
 * enrolment; with the same review, the sooner due date.
 */
export function mergeCard(a: ReviewCard, b: ReviewCard): ReviewCard {
  const ra = a.lastReview ?? -1;
  const rb = b.lastReview ?? -1;
  let winner: ReviewCard;
  if (ra !== rb) winner = ra > rb ? a : b;
  else if (a.reps !== b.reps) winner = a.reps > b.reps ? a : b;
  else if (a.added !== b.added) winner = a.added < b.added ? a : b;
  // The same review rescheduled in one tab only: the sooner due date, in either order.
  else winner = a.due <= b.due ? a : b;
  const log = sortLog([...a.log, ...b.log]);
  const introduced =
    a.introduced === undefined
      ? b.introduced
      : b.introduced === undefined
        ? a.introduced
        : Math.min(a.introduced, b.introduced);
  const merged: ReviewCard = { ...winner, added: Math.min(a.added, b.added), log };
  if (introduced !== undefined) merged.introduced = introduced;
  return merged;
}

/** The state whose setting changed last; changed at the same moment, the lower value. */
function latest(a: Reviews, b: Reviews, setting: 'newPerDay' | 'retention'): Reviews {
  const at = `${setting}At` as const;
  if (a[at] !== b[at]) return a[at] > b[at] ? a : b;
  return a[setting] <= b[setting] ? a : b;
}

/**
 * Merges two review states card by card (latest review wins), for two tabs and for a
 * data import. Nothing is dropped: a card in either state is in the result. Pure,
 * commutative and idempotent.
 */
export function mergeReviews(a: Reviews, b: Reviews): Reviews {
  const cards: Record<string, ReviewCard> = { ...a.cards };
  for (const [id, card] of Object.entries(b.cards)) {
    const known = cards[id];
    cards[id] = known ? mergeCard(known, card) : card;
  }
  const seen = new Set<string>();
  const aside = [...a.aside, ...b.aside].filter((entry) => {
    const key = JSON.stringify(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const settings = latest(a, b, 'newPerDay');
  const goal = latest(a, b, 'retention');
  return boundLog({
    cards,
    newPerDay: settings.newPerDay,
    newPerDayAt: settings.newPerDayAt,
    retention: goal.retention,
    retentionAt: goal.retentionAt,
    aside,
  });
}

/** Whether two states would store the same value. */
export function sameReviews(a: Reviews, b: Reviews): boolean {
  return JSON.stringify(encode(a)) === JSON.stringify(encode(b));
}

/**
 * The stored key `reviews` (lib/storage-keys.ts). Card by card the latest review wins;
 * cards of items that left the content stay stored.
 */
export const reviewsCodec: Codec<Reviews> = jsonCodec(
  'reviews',
  (value) => {
    const reviews = decode(value);
    if (!reviews) return undefined;
    // An entry nested too deep to be written again is set aside, not kept in the value.
    const deep = reviews.aside.filter((entry) => depthOf(entry) > MAX_DEPTH);
    if (!deep.length) return { value: reviews };
    const aside = reviews.aside.filter((entry) => !deep.includes(entry));
    return { value: { ...reviews, aside }, invalid: deep };
  },
  encode,
  (stored, local) => mergeReviews(stored, local),
);
