'use client';

import { lazy, Suspense } from 'react';
import type { CardSources, DeckId } from '@/lib/review/decks';

export interface AddToReviewProps<D extends DeckId> {
  deck: D;
  /** The item on screen (none when no item is shown). */
  item?: CardSources[D];
  /** The items of the whole list, for "Add this list". */
  list?: readonly CardSources[D][];
}

// Their code, fetched on demand. When it cannot be fetched (offline before it was kept),
// the page goes on without it instead of failing: the boundary keeps what it shows, and
// the code is fetched again when the browser is back online.
const load = (): Promise<typeof import('./add-to-review-buttons')> =>
  import('./add-to-review-buttons').catch(
    () => new Promise((retry) => addEventListener('online', () => retry(load()), { once: true })),
  );
const Buttons = lazy(load);

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
