/**
 * What the review page loads after mount besides the review store and the content (the
 * menu badge's chunks, ./review-client and lib/review/catalog): the scheduler (ts-fsrs)
 * and the session rules. Keeping them out of the page's first load keeps it small; the
 * pre-rendered page already explains itself and lists the decks.
 */
export { gradeCard, previewDue } from '@/lib/review/schedule';
export { cardsPerState, dueCounts, dueQueue, nextDueAt, reviewsPerDay } from '@/lib/review/session';
