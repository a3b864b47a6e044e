import { load } from '@/lib/persist';
import { MAX_DEPTH } from '@/lib/json-depth';
import {
  decode,
  decodeCard,
  encode,
  mergeCard,
  mergeReviews,
  reviewsCodec,
  sameReviews,
} from '@/lib/review/codec';
import { emptyReviews, enrol, putCard, setNewPerDay, setRetention } from '@/lib/review/model';
import { gradeCard } from '@/lib/review/schedule';
import { asideCopies, resetStorageForTests } from '@/lib/storage';

const t0 = new Date(2026, 0, 10, 9, 0).getTime();
const MIN = 60_000;

afterEach(() => jest.restoreAllMocks());

function graded(id: string, at: number, grade: 'good' | 'again' = 'good') {
  const base = enrol(emptyReviews, [id], t0).cards[id]!;
  return gradeCard(base, grade, at);
}

describe('stored value', () => {
  it('round-trips through its stored text', () => {
    const reviews = putCard(
      enrol(emptyReviews, ['verb:go', 'phrase:hi'], t0),
      graded('verb:go', t0),
    );
    expect(reviewsCodec.parse(reviewsCodec.serialize(reviews))).toEqual({ value: reviews });
  });

  it('rejects what is not a review state, so storage sets it aside', () => {
    for (const bad of [null, 3, 'x', [], { version: 2, cards: [] }, { version: 1 }]) {
      expect(decode(bad)).toBeUndefined();
    }
  });

  it('keeps invalid cards aside and keeps cards whose item left the content', () => {
    const value = {
      version: 1,
      newPerDay: 'ten',
      cards: [
        encode(enrol(emptyReviews, ['verb:gone-from-content'], t0)).cards[0],
        { id: 'verb:x', due: -1 },
        7,
      ],
    };
    const reviews = decode(value)!;
    expect(Object.keys(reviews.cards)).toEqual(['verb:gone-from-content']);
    expect(reviews.aside).toEqual([{ id: 'verb:x', due: -1 }, 7]);
    expect(reviews.newPerDay).toBe(10);
    expect(encode(reviews).aside).toEqual(reviews.aside);
  });

  it('sets aside a card the scheduler could not work from or a date could not show', () => {
    const good = graded('verb:be', t0);
    const bad = [
      { ...good, id: 'verb:go', stability: 5, difficulty: 0.5 },
      { ...good, id: 'verb:do', stability: -5, difficulty: 99 },
      { ...good, id: 'verb:get', stability: 0, difficulty: 5 },
      { ...good, id: 'verb:make', due: 8.64e15 + 1 },
      { ...good, id: 'verb:take', lastReview: 1e300 },
    ];
    const reviews = decode({ version: 1, cards: [good, ...bad] })!;
    expect(Object.keys(reviews.cards)).toEqual(['verb:be']);
    expect(reviews.aside).toEqual(bad);
    // A card never graded has no memory state yet: 0 and 0 is valid.
    const fresh = encode(enrol(emptyReviews, ['verb:go'], t0)).cards[0];
    expect(decode({ version: 1, cards: [fresh] })!.aside).toEqual([]);
  });

  it('sets every unreadable stored value aside (reviews.corrupt.<time>), never over another', () => {
    localStorage.clear();
    resetStorageForTests();
    jest.spyOn(Date, 'now').mockReturnValue(t0);
    const bad = ['{not json', '{"version":1,"cards":"no"}'];
    for (const raw of bad) {
      localStorage.setItem('reviews', raw);
      expect(load(reviewsCodec)).toBeUndefined();
    }
    expect(localStorage.getItem('reviews')).toBeNull();
    expect(asideCopies('reviews').map((c) => c.raw)).toEqual(bad);
  });
});

describe('mergeReviews', () => {
  it('keeps both cards when two tabs grade different cards', () => {
    const start = enrol(emptyReviews, ['verb:go', 'verb:see'], t0);
    const tabA = putCard(start, graded('verb:go', t0 + MIN));
    const tabB = putCard(start, graded('verb:see', t0 + 2 * MIN));
    const merged = mergeReviews(tabA, tabB);
    expect(merged.cards['verb:go']).toEqual(tabA.cards['verb:go']);
    expect(merged.cards['verb:see']).toEqual(tabB.cards['verb:see']);
    expect(sameReviews(merged, mergeReviews(tabB, tabA))).toBe(true);
    expect(sameReviews(mergeReviews(merged, merged), merged)).toBe(true);
  });

  it('gives the same result in either order when two tabs changed a thing at the same moment', () => {
    const start = putCard(emptyReviews, graded('verb:go', t0));
    const card = start.cards['verb:go']!;
    const tabA = setRetention(start, 0.85, t0 + MIN);
    // The same review, rescheduled in one tab only (its retention goal changed there).
    const tabB = setRetention(
      putCard(start, { ...card, due: card.due + 60 * MIN }),
      0.95,
      t0 + MIN,
    );
    expect(encode(mergeReviews(tabA, tabB))).toEqual(encode(mergeReviews(tabB, tabA)));
  });

  it('takes the latest review of the same card, and the latest daily limit', () => {
    const early = putCard(emptyReviews, graded('verb:go', t0 + MIN, 'again'));
    const late = setNewPerDay(putCard(emptyReviews, graded('verb:go', t0 + 5 * MIN)), 4, t0);
    const merged = mergeReviews(setNewPerDay(early, 20, t0 + MIN), late);
    expect(merged.cards['verb:go']?.lastReview).toBe(t0 + 5 * MIN);
    expect(merged.cards['verb:go']?.log.map(([at]) => at)).toEqual([t0 + MIN, t0 + 5 * MIN]);
    expect(merged.newPerDay).toBe(20);
  });
});

describe('a stored card', () => {
  const good = graded('verb:be', t0);
  it.each([
    [{ added: 0 }, true],
    [{ due: 8.64e15 }, true],
    [{ difficulty: 1, stability: 1 }, true],
    [{ stability: 0.001 }, true],
    [{ stability: 36_500 }, true],
    [{ log: [[100, 3, -1]] }, true],
    [{ introduced: -5 }, false],
    [{ introduced: 'x' }, false],
    [{ log: [[100, 3, 1, 0]] }, false],
  ])('with %j is valid: %p', (patch, valid) => {
    expect(decodeCard({ ...good, ...patch }) !== undefined).toBe(valid);
  });

  it('drops a bare time that an entry with a state already tells of', () => {
    expect(decodeCard({ ...good, log: [[100, 0, 1], 100] })?.log).toEqual([[100, 0, 1]]);
  });

  it('merges two entries of the same card: the latest review, both logs', () => {
    const late = { ...good, lastReview: 200, log: [[200, 3, 1]] };
    const early = { ...good, lastReview: 100, log: [[100, 3, 0]] };
    const card = decode({ version: 1, cards: [late, early] })!.cards['verb:be']!;
    expect(card.lastReview).toBe(200);
    expect(card.log).toEqual([early.log[0], late.log[0]]);
  });

  it('reads a missing or invalid settings time as never, and stores no empty aside', () => {
    const reviews = decode({ version: 1, cards: [], newPerDayAt: -5 });
    expect(reviews).toMatchObject({ newPerDayAt: 0, retentionAt: 0 });
    expect(encode(emptyReviews)).not.toHaveProperty('aside');
  });

  it.each([
    ['more reviews', { reps: 2 }, { reps: 3 }, { reps: 3 }],
    ['the first review', { introduced: 100 }, { introduced: 200 }, { introduced: 100 }],
    [
      'the first enrolment',
      { lastReview: 200, added: 50 },
      { lastReview: 100, added: 10 },
      { added: 10 },
    ],
  ])('mergeCard keeps %s, in either order', (_, a, b, expected) => {
    expect(mergeCard({ ...good, ...a }, { ...good, ...b })).toMatchObject(expected);
    expect(mergeCard({ ...good, ...b }, { ...good, ...a })).toMatchObject(expected);
  });

  it('mergeReviews keeps an aside entry once and the lower daily limit set at the same time', () => {
    const a = { ...emptyReviews, aside: [{ x: 1 }], newPerDay: 5 };
    const b = { ...emptyReviews, aside: [{ x: 1 }], newPerDay: 20 };
    expect(mergeReviews(a, b)).toMatchObject({ aside: [{ x: 1 }], newPerDay: 5 });
    expect(mergeReviews(b, a).newPerDay).toBe(5);
  });

  it('keeps an aside entry MAX_DEPTH deep in the value and reports a deeper one', () => {
    const nested = (n: number): unknown => (n === 1 ? [] : [nested(n - 1)]);
    const parse = (n: number) =>
      reviewsCodec.parse(JSON.stringify({ version: 1, cards: [], aside: [nested(n)] }));
    expect(parse(MAX_DEPTH)).toEqual({
      value: expect.objectContaining({ aside: [nested(MAX_DEPTH)] }),
    });
    expect(parse(MAX_DEPTH + 1)?.invalid).toHaveLength(1);
  });
});
