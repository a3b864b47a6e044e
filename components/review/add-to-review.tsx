'use client';

import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { addToReview as t } from '@/content/english/review';
import { cn } from '@/lib/cn';

type Store = (typeof import('@/lib/stores/use-review-store'))['useReviewStore'];

/**
 * The review store, loaded after mount: the trainers' first load carries neither the
 * store nor the scheduler, and the stored reviews are read before anything is written.
 */
async function loadStore(): Promise<Store> {
  const { useReviewStore } = await import('@/lib/stores/use-review-store');
  useReviewStore.getState().start();
  return useReviewStore;
}

/** Adds cards to the review deck (cards already there keep their progress). */
export async function enrolInReview(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const store = await loadStore();
  store.getState().enrol(ids);
}

/** Which of these ids are in the review deck, kept up to date; `undefined` while loading. */
function useEnrolled(ids: readonly string[]): Set<string> | undefined {
  const [cards, setCards] = useState<Readonly<Record<string, unknown>>>();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let alive = true;
    void loadStore().then((store) => {
      if (!alive) return;
      setCards(store.getState().reviews.cards);
      unsubscribe = store.subscribe((s) => setCards(s.reviews.cards));
    });
    return () => {
      alive = false;
      unsubscribe?.();
    };
  }, []);
  return cards ? new Set(ids.filter((id) => id in cards)) : undefined;
}

export interface AddToReviewProps {
  /** Card id of the item on screen (none when no item is shown). */
  itemId?: string;
  /** Card ids of the whole list, for "Add this list". */
  listIds?: readonly string[];
}

/** "Add to review" for the current item and, where the trainer has a list, "Add this list". */
export function AddToReview({ itemId, listIds }: AddToReviewProps) {
  const all = [...(itemId ? [itemId] : []), ...(listIds ?? [])];
  const enrolled = useEnrolled(all);
  const [message, setMessage] = useState('');
  const ready = enrolled !== undefined;
  const itemIn = itemId !== undefined && !!enrolled?.has(itemId);
  const missing = (listIds ?? []).filter((id) => !enrolled?.has(id));

  const add = (ids: readonly string[]) => {
    const fresh = ids.filter((id) => !enrolled?.has(id));
    void enrolInReview(fresh).then(() => setMessage(t.added(fresh.length)));
  };

  return (
    <>
      {itemId !== undefined ? (
        <button
          type="button"
          disabled={!ready || itemIn}
          onClick={() => add([itemId])}
          className={cn(buttonStyles('secondary', 'md'), 'min-w-36')}
        >
          {itemIn ? t.itemDone : t.item}
        </button>
      ) : null}
      {listIds && listIds.length > 0 ? (
        <button
          type="button"
          disabled={!ready || missing.length === 0}
          onClick={() => add(listIds)}
          className={cn(buttonStyles('secondary', 'md'), 'min-w-36')}
        >
          {ready && missing.length === 0 ? t.listDone : t.list}
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {message}
      </span>
    </>
  );
}
