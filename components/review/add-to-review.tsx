'use client';

import { lazy, Suspense } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { CardSources, DeckId } from '@/lib/review/decks';

export interface AddToReviewProps<D extends DeckId> {
  deck: D;
  /** The item on screen (none when no item is shown). */
  item?: CardSources[D];
  /** The items of the whole list, for "Add this list". */
  list?: readonly CardSources[D][];
}

// Offline before their code was kept, the page goes on without them until it is online.
const Buttons = lazy(() => loadWhenOnline(() => import('./add-to-review-buttons')));

/**
 * "Add to review" for the current item and, where the trainer has a list, "Add this
 * list". The buttons come with the review store, so their code is loaded on demand: the
 * pre-rendered page has them (disabled until the stored deck is read), and where the page
 * draws them before their code has arrived, empty boxes of their size hold their place.
 */
export function AddToReview<D extends DeckId>(props: AddToReviewProps<D>) {
  return (
    <Suspense
      fallback={
        <>
          {props.item === undefined ? null : <span className="h-11 w-36" />}
          {props.list?.length ? <span className="h-11 w-36" /> : null}
        </>
      }
    >
      <Buttons {...(props as AddToReviewProps<DeckId>)} />
    </Suspense>
  );
}
