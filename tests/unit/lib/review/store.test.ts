import { REVIEWS_STORAGE_KEY } from '@/lib/review/codec';
import { gradeCard } from '@/lib/review/schedule';
import { createReviewStore } from '@/lib/stores/use-review-store';
import { asideCopies, createSafeStorage } from '@/lib/storage';
import { createMemoryStorage } from '@/lib/simple-storage';

const t0 = new Date(2026, 0, 10, 9, 0).getTime();

describe('review store', () => {
  it('does not write before the stored reviews were read', async () => {
    const storage = createMemoryStorage();
    const store = createReviewStore(storage);
    store.getState().enrol(['verb:go'], t0);
    expect(storage.getItem(REVIEWS_STORAGE_KEY)).toBeNull();
    await store.getState().start();
    store.getState().enrol(['verb:go'], t0);
    expect(JSON.parse(storage.getItem(REVIEWS_STORAGE_KEY)!).cards[0].id).toBe('verb:go');
  });

  it('keeps both cards when two tabs grade different cards', async () => {
    const storage = createMemoryStorage();
    const tabA = createReviewStore(storage);
    const tabB = createReviewStore(storage);
    await tabA.getState().start();
    tabA.getState().enrol(['verb:go', 'verb:see'], t0);
    await tabB.getState().start();
    const cardsA = tabA.getState().reviews.cards;
    tabA.getState().record(gradeCard(cardsA['verb:go']!, 'good', t0 + 1000));
    // Tab B has not heard of A's grade yet, and grades another card.
    tabB.getState().record(gradeCard(cardsA['verb:see']!, 'again', t0 + 2000));
    tabA.getState().syncFromStorage();
    for (const tab of [tabA, tabB]) {
      const { cards } = tab.getState().reviews;
      expect(cards['verb:go']?.lastReview).toBe(t0 + 1000);
      expect(cards['verb:see']?.lastReview).toBe(t0 + 2000);
    }
    const saved = JSON.parse(storage.getItem(REVIEWS_STORAGE_KEY)!);
    expect(saved.cards.map((c: { reps: number }) => c.reps)).toEqual([1, 1]);
  });

  it('sets an unreadable value aside (reviews.corrupt.<time>) and starts clean', async () => {
    const storage = createMemoryStorage();
    storage.setItem(REVIEWS_STORAGE_KEY, '[[broken');
    const store = createReviewStore(storage);
    await store.getState().start();
    expect(store.getState().hydrated).toBe(true);
    expect(store.getState().reviews.cards).toEqual({});
    expect(asideCopies(storage, REVIEWS_STORAGE_KEY).map((c) => c.raw)).toEqual(['[[broken']);
    store.getState().enrol(['phrase:hi'], t0);
    expect(storage.getItem(REVIEWS_STORAGE_KEY)).toContain('phrase:hi');
  });

  it('enrols the verbs marked learned in the trainer, keeping the progress of cards already in', () => {
    const storage = createMemoryStorage();
    const tab = createReviewStore(storage);
    tab.getState().start(t0);
    tab.getState().enrol(['verb:go'], t0);
    tab.getState().record(gradeCard(tab.getState().reviews.cards['verb:go']!, 'good', t0));
    storage.setItem('verbsLearned', JSON.stringify(['go', 'take', 'get up']));
    const next = createReviewStore(storage);
    next.getState().start(t0 + 1000);
    const { cards } = next.getState().reviews;
    expect(Object.keys(cards).sort()).toEqual(['verb:get-up', 'verb:go', 'verb:take']);
    expect(cards['verb:go']?.reps).toBe(1);
    expect(cards['verb:take']).toMatchObject({ reps: 0, added: t0 + 1000 });
    expect(JSON.parse(storage.getItem(REVIEWS_STORAGE_KEY)!).cards).toHaveLength(3);
  });

  it('enrols no card for a learned name with no letter or digit, load after load', () => {
    const storage = createMemoryStorage();
    storage.setItem('verbsLearned', JSON.stringify(['shut', '🎉', '---']));
    for (let load = 1; load <= 3; load++) {
      const tab = createReviewStore(storage);
      tab.getState().start(t0 + load);
      expect(Object.keys(tab.getState().reviews.cards)).toEqual(['verb:shut']);
    }
    const stored = JSON.parse(storage.getItem(REVIEWS_STORAGE_KEY)!);
    expect(stored.cards).toHaveLength(1);
    expect(stored.aside).toBeUndefined();
  });

  it('keeps working in memory when the storage throws', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createReviewStore(createSafeStorage(() => throwing));
    await store.getState().start();
    store.getState().enrol(['verb:go'], t0);
    store.getState().enrol(['verb:see'], t0);
    expect(Object.keys(store.getState().reviews.cards)).toEqual(['verb:go', 'verb:see']);
  });
});
