'use client';

import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { addToReview as t } from '@/content/english/review-actions';
import type { CardSources, DeckId } from '@/lib/review/decks';
import { cardIdOf } from '@/lib/review/ids';
import type { AddToReviewProps } from './add-to-review';
import { enrolInReview } from './enrol-in-review';
import { loadReviewClient } from './load-review-client';

type Item = CardSources[DeckId];

/**
 * The buttons themselves, loaded on demand (see `AddToReview`). The review store comes in
 * its own chunk, the one the menu badge has already asked for, not a second copy in this
 * one.
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
    // Once added, the button says so and stays focusable (aria-disabled): the keyboard focus
    // stays on it and a screen reader reads its new name. (The trainers have their own
    // live regions; a second one would talk over them.)
    return (
      <button
        type="button"
        disabled={!cards}
        aria-disabled={done}
        onClick={() => {
          if (!done) void enrolInReview(deck, fresh);
        }}
        className={`${buttonStyles('secondary', 'md')} min-w-36 aria-disabled:opacity-50`}
      >
        {done ? doneLabel : label}
      </button>
    );
  };

  return (
    <>
      {item === undefined ? null : button([item], t.item, t.itemDone)}
      {list.length > 0 ? button(list, t.list, t.listDone) : null}
    </>
  );
}
