import { create } from 'zustand';
import {
  emptyReviews,
  enrol as enrolCards,
  putCard,
  setNewPerDay as setLimit,
  setRetention as setGoal,
  type ReviewCard,
  type Reviews,
} from '@/lib/review/model';
import { reviewsCodec } from '@/lib/review/codec';
import { persisted } from '@/lib/persist';

export interface ReviewState {
  reviews: Reviews;
  /** False until the stored reviews have been read (after mount). */
  hydrated: boolean;
  /** Reads the stored reviews once per visit. */
  start: () => void;
  /** Adds new cards for these ids (ids already in the deck keep their progress). */
  enrol: (ids: readonly string[], now?: number) => void;
  /** Saves a card the scheduler has just graded. */
  record: (card: ReviewCard) => void;
  setNewPerDay: (value: number, now?: number) => void;
  /**
   * Sets the desired retention; `reschedule` gives the deck's due times at it (the
   * scheduler, which this store does not load).
   */
  setRetention: (value: number, reschedule: (reviews: Reviews) => Reviews, now?: number) => void;
}

/**
 * The review deck of this browser, saved under `reviews` (lib/persist.ts): every save
 * merges what is stored now card by card (latest review wins), so two tabs never lose
 * each other's work. Read after mount (`start()`), so the pre-rendered HTML never
 * depends on storage.
 */
export const useReviewStore = create<ReviewState>()(
  persisted(
    reviewsCodec,
    (s) => s.reviews,
    (reviews) => ({ reviews }),
    (set, get, store) => {
      const change = (op: (reviews: Reviews) => Reviews) => {
        if (!get().hydrated) return;
        const next = op(get().reviews);
        if (next !== get().reviews) set({ reviews: next });
      };
      return {
        reviews: emptyReviews,
        hydrated: false,
        start: () => {
          if (get().hydrated) return;
          void store.persist.rehydrate();
          set({ hydrated: true });
        },
        enrol: (ids, now = Date.now()) => change((r) => enrolCards(r, ids, now)),
        record: (card) => change((r) => putCard(r, card)),
        setNewPerDay: (value, now = Date.now()) => change((r) => setLimit(r, value, now)),
        setRetention: (value, reschedule, now = Date.now()) =>
          change((r) => reschedule(setGoal(r, value, now))),
      };
    },
  ),
);
