import { buildCatalog } from '@/lib/review/catalog';
import {
  boundLog,
  CardState,
  emptyReviews,
  enrol,
  type LogEntry,
  type Reviews,
} from '@/lib/review/model';
import { forecast, streak, trueRetention, yearOfReviews } from '@/lib/review/progress';
import { createScheduler, dailyLoad, gradeCard, reschedule } from '@/lib/review/schedule';
import { DAY_MS } from '@/lib/review/session';

const verbs = ['go', 'be', 'do'].map((infinitive) => ({
  infinitive,
  pastSimple: 'p',
  participle: 'pp',
  translation: 't',
}));
const catalog = buildCatalog({ verbs, phrases: [], antonyms: [] });
const now = new Date(2026, 5, 15, 18, 0).getTime();
const day = (n: number, hour = 9) => new Date(2026, 5, 15 - n, hour).getTime();

/** A deck whose cards were reviewed as `logs` say. */
function deck(logs: Record<string, LogEntry[]>, state: CardState = CardState.Review): Reviews {
  const reviews = enrol(emptyReviews, Object.keys(logs), day(400));
  const cards = Object.fromEntries(
    Object.entries(reviews.cards).map(([id, card]) => [id, { ...card, state, log: logs[id]! }]),
  );
  return { ...reviews, cards };
}

describe('progress', () => {
  it('counts the days in a row with a review, up to today or yesterday', () => {
    const log: LogEntry[] = [day(4), day(3), day(2), day(1)].map((at) => [at, 3, 2]);
    expect(streak(deck({ 'verb:go': log }), catalog, now)).toBe(4);
    expect(streak(deck({ 'verb:go': [...log, [day(0), 3, 2]] }), catalog, now)).toBe(5);
    expect(streak(deck({ 'verb:go': [[day(2), 3, 2]] }), catalog, now)).toBe(0);
    expect(streak(emptyReviews, catalog, now)).toBe(0);
  });

  it('keeps a year of daily counts for the calendar', () => {
    const year = yearOfReviews(
      deck({
        'verb:go': [
          [day(0), 3, 2],
          [day(0, 10), 1, 2],
          [day(364), 3, 2],
          [day(365), 3, 2],
        ],
      }),
      catalog,
      now,
    );
    expect(year).toHaveLength(365);
    expect(year.at(-1)!.count).toBe(2);
    expect(year[0]!.count).toBe(1);
  });

  it('measures true retention on cards that had been learned, over 30 days', () => {
    const reviews = deck({
      'verb:go': [
        [day(1), 3, CardState.Review],
        [day(2), 1, CardState.Review],
        [day(3), 4, CardState.Review],
      ],
      // A new card's first reviews and a review older than 30 days do not count.
      'verb:be': [
        [day(1), 1, CardState.New],
        [day(40), 1, CardState.Review],
        [day(5), 0, -1],
      ],
    });
    expect(trueRetention(reviews, catalog, now)).toEqual({ rate: 2 / 3, reviews: 3 });
    expect(trueRetention(emptyReviews, catalog, now)).toBeUndefined();
  });

  it('forecasts the studied cards due on each of the next 14 days, today with the overdue', () => {
    const reviews = deck({ 'verb:go': [], 'verb:be': [], 'verb:do': [] });
    const cards = { ...reviews.cards };
    cards['verb:go'] = { ...cards['verb:go']!, due: now - 3 * DAY_MS };
    cards['verb:be'] = { ...cards['verb:be']!, due: now + 2 * DAY_MS };
    cards['verb:do'] = { ...cards['verb:do']!, due: now + 20 * DAY_MS };
    const days = forecast({ ...reviews, cards }, catalog, now);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe(1);
    expect(days[2]).toBe(1);
    expect(days.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('keeps the newest reviews when the log outgrows its bound', () => {
    const reviews = deck({
      'verb:go': [
        [1, 3, 2],
        [3, 3, 2],
      ],
      'verb:be': [
        [2, 3, 2],
        [4, 3, 2],
      ],
    });
    const bounded = boundLog(reviews, 3);
    expect(bounded.cards['verb:go']!.log).toEqual([[3, 3, 2]]);
    expect(bounded.cards['verb:be']!.log).toEqual([
      [2, 3, 2],
      [4, 3, 2],
    ]);
  });

  it('reschedules studied cards for a new desired retention, and says what it costs a day', () => {
    let reviews = enrol(emptyReviews, ['verb:go'], day(30));
    let card = reviews.cards['verb:go']!;
    for (const at of [day(30), day(29), day(25)]) card = gradeCard(card, 'good', at);
    reviews = { ...reviews, cards: { 'verb:go': card } };
    const looser = reschedule(reviews, createScheduler(0.8)).cards['verb:go']!;
    const stricter = reschedule(reviews, createScheduler(0.95)).cards['verb:go']!;
    expect(looser.due).toBeGreaterThan(stricter.due);
    expect(dailyLoad(reviews, createScheduler(0.95))).toBeGreaterThan(
      dailyLoad(reviews, createScheduler(0.8)),
    );
    expect(card.log.map(([, grade, before]) => [grade, before])).toEqual([
      [3, CardState.New],
      [3, CardState.Learning],
      [3, CardState.Review],
    ]);
  });
});
