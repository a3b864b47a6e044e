import { loadWhenOnline } from '@/lib/load-when-online';
import type { CardSources, DeckId } from '@/lib/review/decks';

/**
 * Adds the cards of these items to the review deck (cards already there keep their
 * progress), loading the review store on demand (once online, when it was not kept).
 */
export async function enrolInReview<D extends DeckId>(
  deck: D,
  items: readonly CardSources[D][],
): Promise<void> {
  if (items.length > 0)
    (await loadWhenOnline(() => import('./review-client'))).enrolItems(deck, items);
}
