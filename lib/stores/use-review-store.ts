import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { decode, encode, mergeReviews, REVIEWS_STORAGE_KEY, sameReviews } from '@/lib/review/codec';
import {
  emptyReviews,
  enrol as enrolCards,
  putCard,
  setNewPerDay as setLimit,
  type ReviewCard,
  type Reviews,
} from '@/lib/review/model';
import {
  createPersistStorage,
  safeStorage,
  setAside,
  type Codec,
  type KeyValueStorage,
} from '@/lib/storage';

interface PersistedReviews {
  reviews: Reviews;
}

const codec: Codec<PersistedReviews> = {
  decode: (value) => {
    const reviews = decode(value);
    return reviews ? { reviews } : undefined;
  },
  encode: (state) => encode(state.reviews),
};

export interface ReviewState {
  reviews: Reviews;
  /** False until the stored reviews have been read (after mount). */
  hydrated: boolean;
  /** Reads the stored reviews once per visit. */
  start: () => Promise<void>;
  /** Adds new cards for these ids (ids already in the deck keep their progress). */
  enrol: (ids: readonly string[], now?: number) => void;
  /** Saves a card the scheduler has just graded. */
  record: (card: ReviewCard) => void;
  setNewPerDay: (value: number, now?: number) => void;
  /** Merges the reviews saved by another tab into this one (on a `storage` event). */
  syncFromStorage: () => void;
}

/**
 * The review deck of this browser, saved under `reviews`. Every change first merges what
 * is stored now (another tab may have graded other cards), card by card, latest review
 * winning, so two tabs never lose each other's work. Hydration is manual (`start()` after
 * mount) so the pre-rendered HTML never depends on storage.
 */
export function createReviewStore(storage: KeyValueStorage = safeStorage) {
  /** What is stored now, or nothing; an unreadable value is set aside. */
  const stored = (): Reviews => {
    const raw = storage.getItem(REVIEWS_STORAGE_KEY);
    if (raw === null) return emptyReviews;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const reviews = decode(parsed);
    if (reviews) return reviews;
    setAside(storage, REVIEWS_STORAGE_KEY, raw);
    return emptyReviews;
  };

  const store = create<ReviewState>()(
    persist(
      (set, get) => {
        const change = (op: (reviews: Reviews) => Reviews) => {
          if (!get().hydrated) return;
          set({ reviews: op(mergeReviews(get().reviews, stored())) });
        };
        return {
          reviews: emptyReviews,
          hydrated: false,
          async start() {
            if (!get().hydrated) await store.persist.rehydrate();
          },
          enrol: (ids, now = Date.now()) => change((r) => enrolCards(r, ids, now)),
          record: (card) => change((r) => putCard(r, card)),
          setNewPerDay: (value, now = Date.now()) => change((r) => setLimit(r, value, now)),
          syncFromStorage() {
            if (!get().hydrated) return;
            const remote = stored();
            const merged = mergeReviews(get().reviews, remote);
            // Save when this tab learns something, or holds something the stored value lacks.
            if (!sameReviews(merged, get().reviews) || !sameReviews(merged, remote)) {
              set({ reviews: merged });
            }
          },
        };
      },
      {
        name: REVIEWS_STORAGE_KEY,
        version: 0,
        storage: createPersistStorage<PersistedReviews>(codec, storage),
        partialize: (state): PersistedReviews => ({ reviews: state.reviews }),
        merge: (persisted, current) => ({
          ...current,
          reviews: (persisted as PersistedReviews | undefined)?.reviews ?? current.reviews,
          hydrated: true,
        }),
        skipHydration: true,
      },
    ),
  );
  return store;
}

export const useReviewStore = createReviewStore();
