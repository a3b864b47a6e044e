'use client';

import { useEffect, useState } from 'react';
import { reviewBadge } from '@/content/english/review';
import { cn } from '@/lib/cn';

/**
 * How many review cards are due, on the menu's Review button. Its place is kept empty in
 * the pre-rendered HTML and while it is 0, so nothing moves when the count appears.
 */
export function ReviewDueBadge() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let alive = true;
    void import('./due-count').then(({ watchDueCount }) => {
      if (alive) stop = watchDueCount(setCount);
    });
    return () => {
      alive = false;
      stop?.();
    };
  }, []);
  return (
    <span
      data-due-count={count}
      className={cn(
        'inline-flex h-5 min-w-7 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-slate-900 tabular-nums ring-1 ring-black/20',
        count === 0 && 'invisible',
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {count > 0 ? <span className="sr-only">{`, ${reviewBadge.due(count)}`}</span> : null}
    </span>
  );
}
