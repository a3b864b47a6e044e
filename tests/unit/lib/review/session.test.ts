import { buildCatalog } from '@/lib/review/catalog';
import { emptyReviews, enrol, putCard, setNewPerDay, type Reviews } from '@/lib/review/model';
import { gradeCard } from '@/lib/review/schedule';
import {
  cardsPerState,
  DAY_MS,
  dueCounts,
  dueQueue,
  nextDueAt,
  reviewsPerDay,
  startOfDay,
} from '@/lib/review/session';

const verbs = Array.from({ length: 15 }, (_, i) => ({
  infinitive: `verb${String(i).padStart(2, '0')}`,
  pastSimple: 'p',
  participle: 'pp',
  translation: 't',
}));
const catalog = buildCatalog({
  verbs,
  phrases: [{ english: 'Hello there.', pronunciation: 'je-LOU', spanish: 'Hola.' }],
  antonyms: [],
});
const t0 = new Date(2026, 0, 10, 9, 0).getTime();
const ids = verbs.map((v) => `verb:${v.infinitive}`);

function gradeFirst(reviews: Reviews, now: number, grade: 'good' | 'again' = 'good') {
  const [card] = dueQueue(reviews, catalog, now);
  return putCard(reviews, gradeCard(card!, grade, now));
}

describe('order', () => {
  it('takes cards added at the same time by id, without a locale-aware comparison', () => {
    const compare = jest.spyOn(String.prototype, 'localeCompare');
    const shuffled = [ids[3]!, ids[0]!, ids[2]!, ids[1]!];
    const reviews = enrol(emptyReviews, shuffled, t0);
    expect(dueQueue(reviews, catalog, t0).map((c) => c.id)).toEqual(ids.slice(0, 4));
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
  });
});

describe('daily new-card limit', () => {
  it('shows 10 new cards a day by default, in the order they were added', () => {
    const reviews = enrol(emptyReviews, ids, t0);
    const queue = dueQueue(reviews, catalog, t0);
    expect(queue.map((c) => c.id)).toEqual(ids.slice(0, 10));
  });

  it('counts the new cards introduced today, across sessions', () => {
    let reviews = enrol(emptyReviews, ids, t0);
    for (let i = 0; i < 4; i += 1) reviews = gradeFirst(reviews, t0 + i * 1000);
    // 4 introduced (now learning, due in 10 minutes), 6 new slots left.
    expect(dueQueue(reviews, catalog, t0 + 5000)).toHaveLength(6);
    // Ten minutes later the 4 learning cards come first, then the 6 new ones.
    const later = dueQueue(reviews, catalog, t0 + 11 * 60_000);
    expect(later.map((c) => c.state)).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    // The next day the limit starts again.
    const tomorrow = startOfDay(t0) + DAY_MS + 1;
    expect(dueQueue(reviews, catalog, tomorrow).filter((c) => c.state === 0)).toHaveLength(10);
  });

  it('can be changed; with 0 no new card is shown or announced', () => {
    const reviews = setNewPerDay(enrol(emptyReviews, ids, t0), 3, t0);
    expect(dueQueue(reviews, catalog, t0)).toHaveLength(3);
    const none = setNewPerDay(reviews, 0, t0);
    expect(dueQueue(none, catalog, t0)).toEqual([]);
    expect(nextDueAt(none, catalog, t0)).toBeUndefined();
    expect(setNewPerDay(reviews, 500, t0).newPerDay).toBe(100);
    expect(setNewPerDay(reviews, -2, t0).newPerDay).toBe(0);
  });

  it('when everything is done, the next due time is the earliest due card', () => {
    let reviews = enrol(emptyReviews, ids.slice(0, 2), t0);
    reviews = gradeFirst(reviews, t0);
    reviews = gradeFirst(reviews, t0);
    expect(dueQueue(reviews, catalog, t0)).toEqual([]);
    expect(nextDueAt(reviews, catalog, t0)).toBe(t0 + 10 * 60_000);
  });
});

describe('deck filter, orphans and stats', () => {
  it('filters by deck and never shows a card whose item left the content', () => {
    let reviews = enrol(emptyReviews, ['phrase:hello-there', 'verb:verb00', 'verb:gone'], t0);
    expect(Object.keys(reviews.cards)).toHaveLength(3);
    expect(dueQueue(reviews, catalog, t0, 'phrases').map((c) => c.id)).toEqual([
      'phrase:hello-there',
    ]);
    expect(dueCounts(reviews, catalog, t0)).toEqual({
      all: 2,
      verbs: 1,
      phrases: 1,
      antonyms: 0,
      phrasal: 0,
      tenses: 0,
    });
    reviews = gradeFirst(reviews, t0);
    expect(cardsPerState(reviews, catalog)).toEqual({
      new: 1,
      learning: 1,
      review: 0,
      relearning: 0,
    });
  });

  it('counts reviews per day over the last 30 days', () => {
    let reviews = enrol(emptyReviews, ids.slice(0, 3), t0);
    reviews = gradeFirst(reviews, t0);
    reviews = gradeFirst(reviews, t0 + 1000);
    const later = t0 + 2 * DAY_MS;
    reviews = gradeFirst(reviews, later);
    const days = reviewsPerDay(reviews, catalog, later);
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: '2026-01-12', count: 1 });
    expect(days[27]).toEqual({ day: '2026-01-10', count: 2 });
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(3);
  });

  it('lists each day once across a 23-hour day (the clocks go forward in Madrid)', () => {
    const days = reviewsPerDay(emptyReviews, catalog, new Date(2026, 2, 30, 12).getTime(), 3);
    expect(days.map((d) => d.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('edges of the queue, the next due time and the stats', () => {
  const introduce = (from: string[], n: number, at = t0) => {
    let reviews = enrol(emptyReviews, from, at);
    for (let i = 0; i < n; i += 1) reviews = gradeFirst(reviews, at + i * 1000);
    return reviews;
  };
  const gradeAll = (reviews: Reviews, order: string[]) =>
    order.reduce((r, id) => putCard(r, gradeCard(r.cards[id]!, 'good', t0)), reviews);
  const queue = (r: Reviews, now = t0) => dueQueue(r, catalog, now).map((c) => c.id);
  const fresh = (r: Reviews, now = t0) => dueQueue(r, catalog, now).filter((c) => !c.state).length;
  const next = (r: Reviews, now: number) => nextDueAt(r, catalog, now);
  const [a, b] = [ids[0]!, ids[1]!];
  const late = enrol(enrol(emptyReviews, [b], t0), [a], t0 + 1);
  const tied = gradeAll(enrol(emptyReviews, [b, a], t0), [b, a]);
  const orphan = gradeAll(enrol(emptyReviews, ['verb:gone'], t0), ['verb:gone']);
  it.each<[string, unknown, unknown]>([
    ['a card introduced at midnight uses a slot', fresh(introduce(ids, 1, startOfDay(t0))), 9],
    [
      'a limit below the count of today shows none',
      fresh(setNewPerDay(introduce(ids, 4), 2, t0)),
      0,
    ],
    ['a card is due at its due time', queue(introduce([a], 1), t0 + 600_000), [a]],
    ['new cards come in the order they were added', queue(late), [b, a]],
    ['cards due together come by id', queue(tied, t0 + 600_000), [a, b]],
    ['every due card of a deck counts', dueCounts(late, catalog, t0).verbs, 2],
    ['an overdue card is due now', next(introduce([a], 1), t0 + DAY_MS), t0 + DAY_MS],
    ['the earliest due card comes next', next(introduce([a, b], 2), t0 + 2000), t0 + 600_000],
    ['reviews of orphans do not count', reviewsPerDay(orphan, catalog, t0).at(-1)?.count, 0],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});
