import { afterThisTask } from '@/lib/idle';
import { loadWhenOnline } from '@/lib/load-when-online';
import { lazyValue } from '@/lib/lazy-value';
import type { Catalog } from '@/lib/review/catalog';
import type { DeckId } from '@/content/english/review';
import type { CardSources } from '@/lib/review/decks';
import { cardIdOf } from '@/lib/review/ids';
import type { ReviewCard } from '@/lib/review/model';
import { dueCounts, knownCards } from '@/lib/review/session';
import { useReviewStore } from '@/lib/stores/use-review-store';

/**
 * What the menu badge and the trainers' "Add to review" buttons load after mount (never
 * part of a page's first load): the review store, read once per visit before anything
 * is written, and, for the due count of a deck that holds cards, the content catalog.
 */

/** The review store, read from storage on its first use in this page. */
export function reviewStore() {
  useReviewStore.getState().start();
  return useReviewStore;
}

/** The content catalog (every learnable item: most of the English content), loaded once. */
const catalog = lazyValue<Catalog>(async () => {
  const { siteCatalog } = await loadWhenOnline(() => import('@/lib/review/catalog'));
  // The chunk's evaluation and the catalog's build take a task each: two short tasks,
  // not one that holds the page for both.
  await new Promise<void>((resolve) => afterThisTask(resolve));
  return siteCatalog();
});
export const loadCatalog = catalog.load;

/** What the badges and the day's review block show: cards due now, cards in the deck. */
export interface DeckCount {
  due: number;
  cards: number;
}

/**
 * Calls `onCount` with the number of cards due now and in the deck, and again whenever
 * the deck changes here or in another tab, and every minute. Returns the function that
 * stops listening. An empty deck (every visitor who never added a card) counts 0 without
 * the catalog, so the menu badge on every page does not download and run the English
 * content; a deck with cards loads it once to leave out cards whose item left the content.
 */
export function watchDueCount(onCount: (count: DeckCount) => void): () => void {
  const store = reviewStore();
  let stopped = false;
  const report = () => {
    if (stopped) return;
    const { reviews } = store.getState();
    const known = catalog.current();
    if (Object.keys(reviews.cards).length === 0) onCount({ due: 0, cards: 0 });
    else if (known)
      onCount({
        due: dueCounts(reviews, known, Date.now()).all,
        cards: knownCards(reviews, known).length,
      });
    else void catalog.load().then(report);
  };
  const unsubscribe = store.subscribe(report);
  const timer = window.setInterval(report, 60_000);
  report();
  return () => {
    stopped = true;
    unsubscribe();
    window.clearInterval(timer);
  };
}

/**
 * The cards of the deck now, for `useSyncExternalStore` with `subscribeCards`. The store
 * is read from storage on its first use (`reviewStore()`), which the code that loads
 * this module does before it renders, so a render only reads.
 */
export function currentCards(): Readonly<Record<string, ReviewCard>> {
  return reviewStore().getState().reviews.cards;
}

/** Calls `onChange` whenever the deck changes, here or in another tab. */
export function subscribeCards(onChange: () => void): () => void {
  return reviewStore().subscribe(onChange);
}

/** The items whose cards are not among these (the deck's cards). */
export function notInDeck<D extends DeckId>(
  deck: D,
  items: readonly CardSources[D][],
  cards: Readonly<Record<string, ReviewCard>>,
): CardSources[D][] {
  return items.filter((item) => !cards[cardIdOf(deck, item)]);
}

/** Adds the cards of these items (cards already in the deck keep their progress). */
export function enrolItems<D extends DeckId>(deck: D, items: readonly CardSources[D][]): void {
  reviewStore()
    .getState()
    .enrol(items.map((item) => cardIdOf(deck, item)));
}
