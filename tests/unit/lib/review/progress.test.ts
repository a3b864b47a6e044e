import { buildCatalog } from '@/lib/review/catalog';
import { boundLog, CardState, emptyReviews, enrol, type LogEntry } from '@/lib/review/model';
import { forecast, streak, trueRetention, yearOfReviews } from '@/lib/review/progress';
import { createScheduler, dailyLoad, gradeCard, reschedule } from '@/lib/review/schedule';
import { DAY_MS } from '@/lib/review/session';

const forms = { pastSimple: 'p', participle: 'pp', translation: 't' };
const verbs = ['go', 'be', 'do', 'make'].map((infinitive) => ({ infinitive, ...forms }));
const catalog = buildCatalog({ verbs, phrases: [], antonyms: [] });
const now = new Date(2026, 5, 15, 18, 0).getTime();
const day = (n: number, hour = 9) => new Date(2026, 5, 15 - n, hour).getTime();
/** A log entry: a review at `at`, graded `grade` (3: good), of a card in state `before`. */
const review = (at: number, grade: LogEntry[1] = 3, before: LogEntry[2] = CardState.Review) =>
  [at, grade, before] as const;

/** A deck whose cards were reviewed as `logs` say. */
function deck(logs: Record<string, LogEntry[]>, state: CardState = CardState.Review) {
  const reviews = enrol(emptyReviews, Object.keys(logs), day(400));
  const cards = Object.fromEntries(
    Object.entries(reviews.cards).map(([id, card]) => [id, { ...card, state, log: logs[id]! }]),
  );
  return { ...reviews, cards };
}

describe('progress', () => {
  it('counts the days in a row with a review, up to today or yesterday', () => {
    const log = [day(4), day(3), day(2), day(1)].map((at) => review(at));
    expect(streak(deck({ 'verb:go': log }), catalog, now)).toBe(4);
    expect(streak(deck({ 'verb:go': [...log, review(day(0))] }), catalog, now)).toBe(5);
    expect(streak(deck({ 'verb:go': [review(day(2))] }), catalog, now)).toBe(0);
    expect(streak(emptyReviews, catalog, now)).toBe(0);
  });

  it('keeps a year of daily counts for the calendar', () => {
    const log = [review(day(0)), review(day(0, 10), 1), review(day(364)), review(day(365))];
    const year = yearOfReviews(deck({ 'verb:go': log }), catalog, now);
    expect(year).toHaveLength(365);
    expect(year.at(-1)!.count).toBe(2);
    expect(year[0]!.count).toBe(1);
  });

  it('measures true retention on cards that had been learned, over 30 days', () => {
    const reviews = deck({
      'verb:go': [review(day(1), 3), review(day(2), 1), review(day(3), 4)],
      // A new card's first reviews, a review older than 30 days and reviews kept from before
      // grades were stored (grade 0) do not count.
      'verb:be': [review(day(1), 1, CardState.New), review(day(40), 1), review(day(5), 0, -1)],
      'verb:do': [review(day(6), 0)],
    });
    expect(trueRetention(reviews, catalog, now)).toEqual({ rate: 2 / 3, reviews: 3 });
    expect(trueRetention(emptyReviews, catalog, now)).toBeUndefined();
  });

  it('forecasts the studied cards due on each of the next 14 days, today with the overdue', () => {
    const reviews = deck({ 'verb:go': [], 'verb:be': [], 'verb:do': [], 'verb:make': [] });
    const cards = { ...reviews.cards };
    cards['verb:go'] = { ...cards['verb:go']!, due: now - 3 * DAY_MS };
    cards['verb:be'] = { ...cards['verb:be']!, due: now + 2 * DAY_MS };
    cards['verb:do'] = { ...cards['verb:do']!, due: now + 20 * DAY_MS };
    // A card not yet studied is left to the daily limit of new cards, even when due.
    cards['verb:make'] = { ...cards['verb:make']!, state: CardState.New, due: now + DAY_MS };
    const days = forecast({ ...reviews, cards }, catalog, now);
    // 14 days; one card today (overdue), one in 2 days, none other within the 14.
    expect(days).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('keeps the newest reviews when the log outgrows its bound', () => {
    const reviews = deck({ 'verb:go': [review(1), review(3)], 'verb:be': [review(2), review(4)] });
    const bounded = boundLog(reviews, 3);
    expect(bounded.cards['verb:go']!.log).toEqual([[3, 3, 2]]);
    expect(bounded.cards['verb:be']!.log).toEqual([review(2), review(4)]);
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
