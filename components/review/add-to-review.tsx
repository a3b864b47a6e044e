'use client';

import { useState, useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import type { DeckId } from '@/content/english/review';
import { addToReview as t } from '@/content/english/review-actions';
import { lazyValue } from '@/lib/lazy-value';
import { enrolInReview } from './enrol-in-review';
import { loadReviewClient } from './load-review-client';
import type { CardSources } from '@/lib/review/decks';

/** How a button for an item among many is drawn. */
export interface ReviewButtonOptions {
  /** Small, for an item among many (a phrasal verb of the list, a tense cell). */
  small?: boolean;
  /** The id of the item's name, which describes its button. */
  describedBy?: string;
}

export interface AddToReviewProps<D extends DeckId> extends ReviewButtonOptions {
  deck: D;
  /** The item on screen (none when no item is shown). */
  item?: CardSources[D];
  /**
   * The items of the whole list, for "Add this list"; `null` while they load: the button is
   * drawn from the start, disabled until they come, so nothing beside it moves then.
   */
  list?: readonly CardSources[D][] | null;
}

export interface ReviewButtonProps {
  label: string;
  /** Everything it adds is in the deck already, or is on its way there. */
  done?: boolean;
  /** What it adds has not come yet (a trainer's list still loading). */
  disabled?: boolean;
  onClick?: () => void;
  small?: boolean;
  /** What the button adds, for screen readers: 'Add to review: give up'. */
  describedBy?: string;
}

/**
 * One of the buttons. Once what it adds is in the deck it says so and stays focusable
 * (aria-disabled): the keyboard focus stays on it and a screen reader reads its new name.
 * (The trainers have their own live regions; a second one would talk over them.) It needs
 * scripts: where they do not run, it is not shown.
 */
export function ReviewButton({
  label,
  done = false,
  disabled,
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
          ? `${buttonStyles('secondary', 'sm')} min-w-28 self-start aria-disabled:opacity-50 noscript:hidden`
          : `${buttonStyles('secondary', 'md')} min-w-36 aria-disabled:opacity-50 noscript:hidden`
      }
    >
      {label}
    </button>
  );
}

/**
 * The review client (the store, what is in the deck, enrolling), loaded once per visit
 * with the stored deck read, so the buttons of what is in review say so in one draw. The
 * menu badge asks for the same chunk. Offline before it was kept, it waits until the
 * browser is online.
 */
const lazyClient = lazyValue(() =>
  loadReviewClient().then((client) => {
    client.reviewStore();
    return client;
  }),
);

const noCards: Readonly<Record<string, never>> = {};
const noDeck = () => noCards;
const noChange = () => () => {};

/**
 * The "Add to review" buttons of one component, for one deck: the returned function draws
 * the button of one item (`one`) or of a list. They work from the first draw: the review
 * client (./review-client) loads after mount, and a press before it has come waits for it
 * (the button says so, and offline it waits until the browser is back online), as the
 * speak buttons load speech on their first press. Once it has come, the buttons of what is
 * in the deck say so. A list of many items draws all its buttons with one of these (the
 * phrasal verbs' 150 cards), not a component per button: one load, one subscription.
 */
export function useReviewButtons<D extends DeckId>(deck: D) {
  const { value: client } = useLazyValue(lazyClient);
  // The cards of the deck, read when the client arrived, and whenever they change.
  const cards = useSyncExternalStore(
    client?.subscribeCards ?? noChange,
    client?.currentCards ?? noDeck,
    noDeck,
  );
  // What was pressed before the client came (an item, or the list), by identity: the
  // trainer's next item has a button of its own.
  const [waiting, setWaiting] = useState<readonly unknown[]>([]);

  return function reviewButton(
    items: readonly CardSources[D][],
    one: boolean,
    options: ReviewButtonOptions = {},
  ) {
    const [label, doneLabel] = one ? [t.item, t.itemDone] : [t.list, t.listDone];
    if (!client) {
      const key = one ? items[0] : items;
      const pressed = waiting.includes(key);
      return (
        <ReviewButton
          label={pressed ? t.adding : label}
          done={pressed}
          onClick={() => {
            if (pressed) return;
            setWaiting((keys) => [...keys, key]);
            void enrolInReview(deck, items);
          }}
          {...options}
        />
      );
    }
    const fresh = client.notInDeck(deck, items, cards);
    const done = fresh.length === 0;
    return (
      <ReviewButton
        label={done ? doneLabel : label}
        done={done}
        onClick={() => {
          if (!done) client.enrolItems(deck, fresh);
        }}
        {...options}
      />
    );
  };
}

/**
 * "Add to review" for the current item and, where the trainer has a list, "Add this
 * list" (useReviewButtons), drawn while the list loads too. A trainer changes these props
 * as soon as its list loads; they are plain props, no Suspense boundary waiting for code,
 * so React never throws the server's buttons away.
 */
export function AddToReview<D extends DeckId>({
  deck,
  item,
  list = [],
  small,
  describedBy,
}: AddToReviewProps<D>) {
  const reviewButton = useReviewButtons(deck);
  return (
    <>
      {item === undefined ? null : reviewButton([item], true, { small, describedBy })}
      {list === null ? (
        <ReviewButton label={t.list} disabled />
      ) : list.length > 0 ? (
        reviewButton(list, false)
      ) : null}
    </>
  );
}
