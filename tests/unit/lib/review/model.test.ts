import { mergeReviews } from '@/lib/review/codec';
import {
  boundLog,
  clampNewPerDay,
  clampRetention,
  emptyReviews,
  enrol,
  MAX_REVIEWS,
  newCard,
  putCard,
  setRetention,
  type Reviews,
} from '@/lib/review/model';
import { gradeCard } from '@/lib/review/schedule';

const t0 = new Date(2026, 0, 10, 9, 0).getTime();

/** A deck whose cards have reviews (Good, from Review) at these times. */
const withLogs = (logs: Record<string, number[]>): Reviews => ({
  ...emptyReviews,
  cards: Object.fromEntries(
    Object.entries(logs).map(([id, times]) => [
      id,
      { ...newCard(id, t0), log: times.map((at) => [at, 3, 2] as const) },
    ]),
  ),
});
const total = (r: Reviews) => Object.values(r.cards).reduce((n, card) => n + card.log.length, 0);

describe('enrol', () => {
  const studied = putCard(emptyReviews, gradeCard(newCard('verb:go', t0), 'good', t0));
  it.each([[[]], [['verb:go']], [['foo:bar']]])('leaves the deck as it is for %j', (ids) => {
    expect(enrol(studied, ids, t0 + 1)).toBe(studied);
  });
});

describe('boundLog', () => {
  it('returns the same deck when its log is exactly at the bound', () => {
    const reviews = withLogs({ 'verb:a': [2, 3] });
    expect(boundLog(reviews, 2)).toBe(reviews);
  });

  it('keeps exactly the bound when times tie, and cards it did not cut as they were', () => {
    const reviews = withLogs({ 'verb:a': [2, 3], 'verb:b': [2] });
    const bounded = boundLog(reviews, 2);
    expect(total(bounded)).toBe(2);
    expect(bounded.cards['verb:a']).toBe(reviews.cards['verb:a']);
  });

  it('keeps MAX_REVIEWS when a full deck stores or merges one more review', () => {
    const half = Array.from({ length: MAX_REVIEWS / 2 }, (_, i) => i + 1);
    const full = withLogs({ 'verb:a': half, 'verb:b': half });
    const extra = gradeCard(newCard('verb:c', t0), 'good', t0);
    expect(total(putCard(full, extra))).toBe(MAX_REVIEWS);
    expect(total(mergeReviews(full, putCard(emptyReviews, extra)))).toBe(MAX_REVIEWS);
  });
});

describe('settings', () => {
  const clamp = { retention: clampRetention, newPerDay: clampNewPerDay };
  it.each([
    ['retention', NaN, 0.9],
    ['retention', Infinity, 0.9],
    ['retention', 0.853, 0.85],
    ['retention', 0.99, 0.97],
    ['retention', 0.79, 0.8],
    ['newPerDay', NaN, 10],
    ['newPerDay', Infinity, 10],
    ['newPerDay', 2.5, 3],
    ['newPerDay', -5, 0],
    ['newPerDay', 150, 100],
  ] as const)('clamps %s %p to %p', (name, value, expected) => {
    expect(clamp[name](value)).toBe(expected);
  });

  it('records when the retention was set', () => {
    expect(setRetention(emptyReviews, 0.85, 1000)).toMatchObject({
      retention: 0.85,
      retentionAt: 1000,
    });
  });
});
