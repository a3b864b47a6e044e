'use client';

import { reviewBadge } from '@/content/english/review-badge';
import { useDueCount } from './use-due-count';

/** The number inside the menu badge: nothing until the deck was read, and nothing at 0. */
export function ReviewDueCount() {
  const count = useDueCount()?.due ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`, ${reviewBadge.due(count)}`}</span>
    </>
  );
}
