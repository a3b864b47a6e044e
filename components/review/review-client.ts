import { siteCatalog } from '@/lib/review/catalog';
import type { CardSources, DeckId } from '@/lib/review/decks';
import { cardIdOf } from '@/lib/review/ids';
import type { ReviewCard } from '@/lib/review/model';
import { dueCounts } from '@/lib/review/session';
import { useReviewStore } from '@/lib/stores/use-review-store';

/**
 * What the menu badge and the trainers' "Add to review" buttons load after mount (never
 * part of a page's first load): the review store, read once per visit before anything
 * is written, and the content catalog for the due count.
 */

function started() {
  useReviewStore.getState().start();
  return useReviewStore;
}

/**
 * Calls `onCount` with the number of cards due now, and again whenever the deck changes
 * here or in another tab, and every minute. Returns the function that stops listening.
 */
export function watchDueCount(onCount: (count: number) => void): () => void {
  const catalog = siteCatalog();
  const store = started();
  const report = () => onCount(dueCounts(store.getState().reviews, catalog, Date.now()).all);
  const unsubscribe = store.subscribe(report);
  const timer = window.setInterval(report, 60_000);
  report();
  return () => {
    unsubscribe();
    window.clearInterval(timer);
  };
}

/** Calls `onCards` with the cards of the deck now and whenever they change. */
export function watchCards(
  onCards: (cards: Readonly<Record<string, ReviewCard>>) => void,
): () => void {
  const store = started();
  onCards(store.getState().reviews.cards);
  return store.subscribe((s) => onCards(s.reviews.cards));
}

/** Adds the cards of these items (cards already in the deck keep their progress). */
export function enrolItems<D extends DeckId>(deck: D, items: readonly CardSources[D][]): void {
  started()
    .getState()
    .enrol(items.map((item) => cardIdOf(deck, item)));
}
