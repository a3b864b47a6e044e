import type { DeckId } from '@/content/english/review';
import type { CardSources } from '@/lib/review/decks';
import { loadReviewClient } from './load-review-client';

/**
 * Adds the cards of these items to the review deck (cards already there keep their
 * progress), loading the review store on demand (once online, when it was not kept).
 */
export async function enrolInReview<D extends DeckId>(
  deck: D,
  items: readonly CardSources[D][],
): Promise<void> {
  if (items.length > 0) (await loadReviewClient()).enrolItems(deck, items);
}
