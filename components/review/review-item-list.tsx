'use client';

import type { ReactNode } from 'react';
import type { DeckId } from '@/content/english/review';
import type { CardSources } from '@/lib/review/decks';
import { useReviewButtons } from './add-to-review';

export interface ReviewItemListProps<D extends DeckId> {
  deck: D;
  items: readonly CardSources[D][];
  /** Each item's card as the server drew it, in the order of `items`. */
  cards: readonly ReactNode[];
  /** The id of each item's name, which describes its button, in the same order. */
  names: readonly string[];
  className: string;
  itemClassName: string;
  buttonRowClassName: string;
}

/**
 * A list whose every item has its "Add to review" button, and "Add this list" above it
 * (the 150 phrasal verbs). One component draws all the buttons, so the page hydrates one
 * set of them (one load of their code, one subscription to the deck), not an island per
 * item. The cards and the classes come from the server; the script holds behaviour only.
 */
export function ReviewItemList<D extends DeckId>({
  deck,
  items,
  cards,
  names,
  className,
  itemClassName,
  buttonRowClassName,
}: ReviewItemListProps<D>) {
  const reviewButton = useReviewButtons(deck);
  return (
    <>
      <div data-pagefind-ignore="">{reviewButton(items, false)}</div>
      <ol className={className}>
        {items.map((item, i) => (
          <li key={names[i]} className={itemClassName}>
            {cards[i]}
            <div className={buttonRowClassName} data-pagefind-ignore="">
              {reviewButton([item], true, { small: true, describedBy: names[i] })}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
