'use client';

import { useSyncExternalStore } from 'react';
import type { DeckId } from '@/content/english/review';
import { addToReview as t } from '@/content/english/review-actions';
import type { CardSources } from '@/lib/review/decks';
import { cardIdOf } from '@/lib/review/ids';
import { ReviewButton, type AddToReviewProps } from './add-to-review';
import { enrolInReview } from './enrol-in-review';

type Item = CardSources[DeckId];
type ReviewClient = typeof import('./review-client');

/**
 * What makes the buttons work, loaded on demand (see `AddToReview`) with the review
 * client: the store comes in its own chunk, the one the menu badge has already asked for,
 * not a second copy in this one.
 */
export default function AddToReviewButtons({
  deck,
  item,
  list = [],
  small,
  describedBy,
  client,
}: AddToReviewProps<DeckId> & { client: ReviewClient }) {
  // The cards of the deck, read when this code arrived, and whenever they change.
  const cards = useSyncExternalStore(client.subscribeCards, client.currentCards);

  const button = (items: readonly Item[], label: string, doneLabel: string, one: boolean) => {
    const fresh = items.filter((i) => !cards[cardIdOf(deck, i)]);
    const done = fresh.length === 0;
    return (
      <ReviewButton
        label={done ? doneLabel : label}
        done={done}
        small={one ? small : false}
        describedBy={one ? describedBy : undefined}
        onClick={() => {
          if (!done) void enrolInReview(deck, fresh);
        }}
      />
    );
  };

  return (
    <>
      {item === undefined ? null : button([item], t.item, t.itemDone, true)}
      {list.length > 0 ? button(list, t.list, t.listDone, false) : null}
    </>
  );
}
