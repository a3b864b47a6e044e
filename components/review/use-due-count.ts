'use client';

import { useEffect, useState } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { DeckCount } from './review-client';

/**
 * How many review cards are due and held, once the deck has been read (undefined until
 * then), following every change; the review client is loaded after mount.
 */
export function useDueCount(): DeckCount | undefined {
  const [count, setCount] = useState<DeckCount>();
  useEffect(() => {
    const stop = loadWhenOnline(() => import('./review-client')).then((client) =>
      client.watchDueCount(setCount),
    );
    return () => void stop.then((unwatch) => unwatch());
  }, []);
  return count;
}
