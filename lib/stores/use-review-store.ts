import { create } from 'zustand';
import {
  emptyReviews,
  enrol as enrolCards,
  putCard,
  setNewPerDay as setLimit,
  type ReviewCard,
  type Reviews,
} from '@/lib/review/model';
// Registers the `reviews` key before the store below is created.
import '@/lib/review/codec';
import { verbCardId } from '@/lib/review/ids';
import { verbsLearnedKey } from '@/lib/english/verbs-learned-key';
import { readStored, safeStorage, type KeyValueStorage } from '@/lib/storage';
import { persistedKey } from '@/lib/stores/persist';

export interface ReviewState {
  reviews: Reviews;
  /** False until the stored reviews have been read (after mount). */
  hydrated: boolean;
  /**
   * Reads the stored reviews once per visit; verbs marked "Learned" in the trainer that
   * are not in the deck yet join it as new cards.
   */
  start: (now?: number) => void;
  /** Adds new cards for these ids (ids already in the deck keep their progress). */
  enrol: (ids: readonly string[], now?: number) => void;
  /** Saves a card the scheduler has just graded. */
  record: (card: ReviewCard) => void;
  setNewPerDay: (value: number, now?: number) => void;
  /** Merges what another tab or an import saved into this page. */
  syncFromStorage: () => void;
}

/**
 * The review deck of this browser, saved under `reviews` through the one persistence
 * path (`lib/stores/persist.ts`): every save merges what is stored now card by card
 * (latest review wins), so two tabs never lose each other's work, and a `storage` event
 * or an import merges into the open page. Hydration is manual (`start()` after mount) so
 * the pre-rendered HTML never depends on storage.
 */
export function createReviewStore(storage?: KeyValueStorage) {
  const persisted = persistedKey<ReviewState, 'reviews'>(
    'reviews',
    (s) => s.reviews,
    (reviews) => ({ reviews }),
    storage,
  );
  const store = create<ReviewState>()(
    persisted.persist((set, get) => {
      const change = (op: (reviews: Reviews) => Reviews) => {
        if (!get().hydrated) return;
        const next = op(get().reviews);
        if (next !== get().reviews) set({ reviews: next });
      };
      return {
        reviews: emptyReviews,
        hydrated: false,
        start: (now = Date.now()) => {
          if (get().hydrated) return;
          persisted.rehydrate();
          set({ hydrated: true });
          const learned = readStored(verbsLearnedKey.key, verbsLearnedKey, storage ?? safeStorage);
          if (learned.kind === 'ok') {
            get().enrol(
              learned.value.map((infinitive) => verbCardId({ infinitive })),
              now,
            );
          }
        },
        enrol: (ids, now = Date.now()) => change((r) => enrolCards(r, ids, now)),
        record: (card) => change((r) => putCard(r, card)),
        setNewPerDay: (value, now = Date.now()) => change((r) => setLimit(r, value, now)),
        syncFromStorage: () => persisted.sync(),
      };
    }),
  );
  return store;
}

export const useReviewStore = createReviewStore();
