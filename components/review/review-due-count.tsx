'use client';

import { useEffect, useState } from 'react';
import { reviewBadge } from '@/content/english/review-badge';
import { loadWhenOnline } from '@/lib/load-when-online';

/** The number inside the menu badge: nothing until the deck was read, and nothing at 0. */
export function ReviewDueCount() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const stop = loadWhenOnline(() => import('./review-client')).then((client) =>
      client.watchDueCount(({ due }) => setCount(due)),
    );
    return () => void stop.then((unwatch) => unwatch());
  }, []);
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`, ${reviewBadge.due(count)}`}</span>
    </>
  );
}
