import { siteCatalog } from '@/lib/review/catalog';
import { dueCounts } from '@/lib/review/session';
import { useReviewStore } from '@/lib/stores/use-review-store';

/**
 * Loaded by the menu badge after mount (never part of a page's first load): calls
 * `onCount` with the number of cards due now, and again whenever the deck changes here
 * or in another tab. Returns the function that stops listening.
 */
export function watchDueCount(onCount: (count: number) => void): () => void {
  const catalog = siteCatalog();
  const report = () => {
    const { reviews, hydrated } = useReviewStore.getState();
    if (hydrated) onCount(dueCounts(reviews, catalog, Date.now()).all);
  };
  const unsubscribe = useReviewStore.subscribe(report);
  const timer = window.setInterval(report, 60_000);
  useReviewStore.getState().start();
  report();
  return () => {
    unsubscribe();
    window.clearInterval(timer);
  };
}
