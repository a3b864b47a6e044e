import { exportData, importData, readPortableData } from '@/lib/data-transfer';
import { encode, REVIEWS_STORAGE_KEY } from '@/lib/review/codec';
import { emptyReviews, enrol, putCard, setNewPerDay, type Reviews } from '@/lib/review/model';
import { gradeCard } from '@/lib/review/schedule';
import { type KeyValueStorage } from '@/lib/storage';
import { createMemoryStorage } from '@/lib/simple-storage';

const MIN = 60_000;
const t0 = new Date(2026, 0, 10, 9, 0).getTime();

function store(reviews: Reviews): KeyValueStorage {
  const storage = createMemoryStorage();
  storage.setItem(REVIEWS_STORAGE_KEY, JSON.stringify(encode(reviews)));
  return storage;
}

function grade(reviews: Reviews, id: string, at: number, g: 'good' | 'again' = 'good') {
  return putCard(reviews, gradeCard(reviews.cards[id]!, g, at));
}

describe('data export and import with review cards', () => {
  it('carries the review history to another browser, merging card by card', () => {
    // Browser A: three cards, two of them graded, a daily limit of 4.
    let a = enrol(emptyReviews, ['verb:go', 'phrase:hi', 'antonym:hot|cold'], t0);
    a = grade(a, 'verb:go', t0 + MIN);
    a = grade(a, 'verb:go', t0 + 20 * MIN);
    a = grade(a, 'phrase:hi', t0 + 2 * MIN, 'again');
    a = setNewPerDay(a, 4, t0 + 3 * MIN);
    const text = JSON.stringify(exportData(new Date(t0 + 30 * MIN), store(a)));
    expect(JSON.parse(text).data.reviews).toEqual(encode(a));

    // Browser B: its own card, and an older review of a card that A reviewed later.
    let b = enrol(emptyReviews, ['verb:see', 'verb:go'], t0 - MIN);
    b = grade(b, 'verb:see', t0 + 5 * MIN);
    b = grade(b, 'verb:go', t0, 'again');
    const target = store(b);

    const result = importData(text, target);
    expect(result).toMatchObject({ ok: true, skipped: [], saved: true });
    const after = readPortableData(target).reviews!;
    expect(Object.keys(after.cards).sort()).toEqual([
      'antonym:hot|cold',
      'phrase:hi',
      'verb:go',
      'verb:see',
    ]);
    // The latest review of each card wins; both logs are kept.
    expect(after.cards['verb:go']).toMatchObject({
      due: a.cards['verb:go']!.due,
      state: a.cards['verb:go']!.state,
      reps: 2,
      lastReview: t0 + 20 * MIN,
      log: [t0, t0 + MIN, t0 + 20 * MIN],
      added: t0 - MIN,
    });
    expect(after.cards['verb:see']).toEqual(b.cards['verb:see']);
    expect(after.cards['phrase:hi']).toEqual(a.cards['phrase:hi']);
    expect(after.newPerDay).toBe(4);

    // Importing the same file again changes nothing.
    const stored = target.getItem(REVIEWS_STORAGE_KEY);
    importData(text, target);
    expect(target.getItem(REVIEWS_STORAGE_KEY)).toBe(stored);
  });

  it('never wipes: an invalid reviews field is skipped and the stored cards stay', () => {
    const b = grade(enrol(emptyReviews, ['verb:see'], t0), 'verb:see', t0 + MIN);
    const target = store(b);
    const before = target.getItem(REVIEWS_STORAGE_KEY);
    const text = JSON.stringify({
      format: 'personal-site-data',
      version: 1,
      data: { reviews: { version: 1, cards: 'none' } },
    });
    const result = importData(text, target);
    expect(result).toMatchObject({
      ok: true,
      skipped: [{ field: 'reviews', title: null, reason: 'invalidField' }],
    });
    expect(target.getItem(REVIEWS_STORAGE_KEY)).toBe(before);
  });

  it('counts the review cards this browser did not have', () => {
    const text = JSON.stringify({
      format: 'personal-site-data',
      version: 1,
      data: { reviews: encode(enrol(emptyReviews, ['verb:go', 'verb:see', 'verb:take'], t0)) },
    });
    const target = store(enrol(emptyReviews, ['verb:see'], t0));
    expect(importData(text, target)).toMatchObject({
      ok: true,
      added: { tasks: 0, verbsLearned: 0, reviews: 2 },
    });
    // The same file again adds nothing.
    expect(importData(text, target)).toMatchObject({ ok: true, added: { reviews: 0 } });
  });

  it('keeps imported entries that are not valid cards aside instead of dropping them', () => {
    const text = JSON.stringify({
      format: 'personal-site-data',
      version: 1,
      data: { reviews: { ...encode(enrol(emptyReviews, ['verb:go'], t0)), cards: [{ id: 7 }] } },
    });
    const target = store(enrol(emptyReviews, ['verb:see'], t0));
    importData(text, target);
    const after = readPortableData(target).reviews!;
    expect(Object.keys(after.cards)).toEqual(['verb:see']);
    expect(after.aside).toEqual([{ id: 7 }]);
  });
});
