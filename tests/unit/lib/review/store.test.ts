import { encode } from '@/lib/review/codec';
import { putCard, type Reviews } from '@/lib/review/model';
import { gradeCard } from '@/lib/review/schedule';
import { resetStorageForTests } from '@/lib/storage';
import { useReviewStore } from '@/lib/stores/use-review-store';

const t0 = new Date(2026, 0, 10, 9, 0).getTime();
const initial = useReviewStore.getState();
const store = () => useReviewStore.getState();
const stored = () => JSON.parse(localStorage.getItem('reviews') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  jest.restoreAllMocks();
  useReviewStore.setState(initial, true);
});

describe('review store', () => {
  it('changes and writes nothing before the stored reviews were read', () => {
    store().enrol(['verb:go'], t0);
    expect(store().reviews.cards).toEqual({});
    expect(localStorage.getItem('reviews')).toBeNull();
    store().start();
    store().enrol(['verb:go'], t0);
    expect(stored().cards.map((c: { id: string }) => c.id)).toEqual(['verb:go']);
  });

  it('keeps both grades when another tab grades another card at the same time', () => {
    store().start();
    store().enrol(['verb:go', 'verb:see'], t0);
    const enrolled = store().reviews;
    store().record(gradeCard(enrolled.cards['verb:go']!, 'good', t0 + 1000));
    // The other tab had not heard of this grade when it graded its card.
    const theirs = putCard(enrolled, gradeCard(enrolled.cards['verb:see']!, 'again', t0 + 2000));
    const oldValue = localStorage.getItem('reviews');
    const newValue = JSON.stringify(encode(theirs));
    localStorage.setItem('reviews', newValue);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'reviews',
        oldValue,
        newValue,
        storageArea: localStorage,
      }),
    );
    const { cards } = store().reviews;
    expect([cards['verb:go']?.lastReview, cards['verb:see']?.lastReview]).toEqual([
      t0 + 1000,
      t0 + 2000,
    ]);
    expect(stored().cards.map((c: { reps: number }) => c.reps)).toEqual([1, 1]);
  });

  it('keeps working in memory when the storage throws', () => {
    for (const method of ['getItem', 'setItem'] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new Error('blocked');
      });
    }
    store().start();
    store().enrol(['verb:go'], t0);
    store().enrol(['verb:see'], t0);
    expect(Object.keys(store().reviews.cards)).toEqual(['verb:go', 'verb:see']);
  });

  it('sets new cards a day and retention with their times, and changes nothing for a known id', () => {
    store().start();
    store().enrol(['verb:go'], t0);
    expect(store().reviews.cards['verb:go']?.added).toBe(t0);
    const listener = jest.fn();
    const unsubscribe = useReviewStore.subscribe(listener);
    store().enrol(['verb:go'], t0 + 1);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    const reschedule = jest.fn((r: Reviews) => r);
    store().setNewPerDay(5, t0 + 1);
    store().setRetention(0.85, reschedule, t0 + 2);
    expect(reschedule).toHaveBeenCalledWith(expect.objectContaining({ retention: 0.85 }));
    expect(store().reviews).toMatchObject({
      newPerDay: 5,
      newPerDayAt: t0 + 1,
      retention: 0.85,
      retentionAt: t0 + 2,
    });
  });
});
