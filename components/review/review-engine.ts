import { siteCatalog } from '@/lib/review/catalog';

/**
 * What the review page loads after mount: the review store, the content of every deck
 * and the scheduler (ts-fsrs). Keeping them out of the page's first load keeps it small;
 * the pre-rendered page already explains itself and lists the decks.
 */
export { useReviewStore } from '@/lib/stores/use-review-store';
export { gradeCard, previewDue } from '@/lib/review/schedule';
export { cardsPerState, dueCounts, dueQueue, nextDueAt, reviewsPerDay } from '@/lib/review/session';

/** Every learnable item of the site by card id. */
export const catalog = siteCatalog();
