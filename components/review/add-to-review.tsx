'use client';

import { buttonStyles } from '@/components/ui/button';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import type { DeckId } from '@/content/english/review';
import { addToReview as t } from '@/content/english/review-actions';
import { lazyValue } from '@/lib/lazy-value';
import { loadWhenOnline } from '@/lib/load-when-online';
import { loadReviewClient } from './load-review-client';
import type { CardSources } from '@/lib/review/decks';

export interface AddToReviewProps<D extends DeckId> {
  deck: D;
  /** The item on screen (none when no item is shown). */
  item?: CardSources[D];
  /** The items of the whole list, for "Add this list". */
  list?: readonly CardSources[D][];
  /** Small buttons, for an item among many (a phrasal verb of the list, a tense cell). */
  small?: boolean;
  /** The id of the item's name, which describes its button. */
  describedBy?: string;
}

export interface ReviewButtonProps {
  label: string;
  /** Before the buttons' code and the stored deck have come (and in the pre-rendered page). */
  disabled?: boolean;
  /** Everything it adds is in the deck already. */
  done?: boolean;
  onClick?: () => void;
  small?: boolean;
  /** What the button adds, for screen readers: 'Add to review: give up'. */
  describedBy?: string;
}

/**
 * One of the buttons. Once what it adds is in the deck it says so and stays focusable
 * (aria-disabled): the keyboard focus stays on it and a screen reader reads its new name.
 * (The trainers have their own live regions; a second one would talk over them.)
 */
export function ReviewButton({
  label,
  disabled = false,
  done = false,
  onClick,
  small = false,
  describedBy,
}: ReviewButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-disabled={done}
      aria-describedby={describedBy}
      onClick={onClick}
      className={
        small
          ? `${buttonStyles('secondary', 'sm')} min-w-28 self-start aria-disabled:opacity-50`
          : `${buttonStyles('secondary', 'md')} min-w-36 aria-disabled:opacity-50`
      }
    >
      {label}
    </button>
  );
}

/**
 * What makes the buttons work and the review store they read, loaded once per visit (a
 * later trainer has them at once). They arrive together, with the stored deck read, so
 * the working buttons are drawn once, already knowing what is in review.
 */
const lazyButtons = lazyValue(() =>
  Promise.all([loadWhenOnline(() => import('./add-to-review-buttons')), loadReviewClient()]).then(
    ([module, client]) => {
      client.reviewStore();
      return { Buttons: module.default, client };
    },
  ),
);

/**
 * "Add to review" for the current item and, where the trainer has a list, "Add this
 * list". What makes them work (the deck and the review store) is loaded on demand
 * (./add-to-review-buttons); until it has come, here and in the pre-rendered page, they
 * are the same buttons, disabled, as they are until the stored deck has been read.
 * Offline before their code was kept, they wait until the browser is online.
 *
 * Not `lazy` with Suspense: a trainer changes these props as soon as its list loads,
 * which would reach a boundary still waiting for its code, and React would then throw
 * away the server's buttons and draw them again.
 */
export function AddToReview<D extends DeckId>(props: AddToReviewProps<D>) {
  const { value: loaded } = useLazyValue(lazyButtons);
  if (loaded)
    return <loaded.Buttons {...(props as AddToReviewProps<DeckId>)} client={loaded.client} />;
  return (
    <>
      {props.item === undefined ? null : (
        <ReviewButton label={t.item} disabled small={props.small} describedBy={props.describedBy} />
      )}
      {props.list?.length ? <ReviewButton label={t.list} disabled /> : null}
    </>
  );
}
