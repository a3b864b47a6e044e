/**
 * What the review page loads after mount besides the review store and the content (the
 * menu badge's chunks, ./review-client and lib/review/catalog): the scheduler (ts-fsrs),
 * the session rules, the progress figures, the recall modes and the Anki export. Keeping
 * them out of the page's first load keeps it small; the pre-rendered page already
 * explains itself and lists the decks.
 */
import { useEnglishPrefsStore } from '@/lib/stores/use-english-prefs-store';

export {
  createScheduler,
  dailyLoad,
  gradeCard,
  previewDue,
  reschedule,
} from '@/lib/review/schedule';
export { cardsPerState, dueCounts, dueQueue, nextDueAt } from '@/lib/review/session';
export { forecast, streak, trueRetention, yearOfReviews } from '@/lib/review/progress';
export { question } from '@/lib/review/recall';
export { checkAnswer } from '@/lib/review/answer';
export { ankiText } from '@/lib/review/anki';
export { speechSupported } from '@/lib/speech';

/** The settings store (recall modes), read from storage on its first use in this page. */
export function prefsStore() {
  useEnglishPrefsStore.getState().start();
  return useEnglishPrefsStore;
}
