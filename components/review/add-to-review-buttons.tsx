'use client';

import { useEffect, useState } from 'react';
import { addToReview as t } from '@/content/english/review-actions';
import type { CardSources, DeckId } from '@/lib/review/decks';
import { cardIdOf } from '@/lib/review/ids';
import { ReviewButton, type AddToReviewProps } from './add-to-review';
import { enrolInReview } from './enrol-in-review';
import { loadReviewClient } from './load-review-client';

type Item = CardSources[DeckId];

/**
 * What makes the buttons work, loaded on demand (see `AddToReview`). The review store
 * comes in its own chunk, the one the menu badge has already asked for, not a second copy
 * in this one.
 */
export default function AddToReviewButtons({ deck, item, list = [] }: AddToReviewProps<DeckId>) {
  // The cards of the deck; `undefined` until the stored deck was read.
  const [cards, setCards] = useState<Readonly<Record<string, unknown>>>();
  useEffect(() => {
    const stop = loadReviewClient().then((client) => client.watchCards(setCards));
    return () => void stop.then((unwatch) => unwatch());
  }, []);

  const button = (items: readonly Item[], label: string, doneLabel: string) => {
    const fresh = items.filter((i) => !cards?.[cardIdOf(deck, i)]);
    const done = !!cards && fresh.length === 0;
    return (
      <ReviewButton
        label={done ? doneLabel : label}
        disabled={!cards}
        done={done}
        onClick={() => {
          if (!done) void enrolInReview(deck, fresh);
        }}
      />
    );
  };

  return (
    <>
      {item === undefined ? null : button([item], t.item, t.itemDone)}
      {list.length > 0 ? button(list, t.list, t.listDone) : null}
    </>
  );
}
