'use client';

import { useEffect, useState } from 'react';
import { afterPageIsIdle } from '@/lib/idle';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { DeckCount } from './review-client';

/**
 * How many review cards are due and held, once the deck has been read (undefined until
 * then), following every change. The review client loads once the page is up and idle
 * (at the latest 2 s after its load): the count is never what a visitor came for, so it
 * does not share the page's first tasks with what is.
 */
export function useDueCount(): DeckCount | undefined {
  const [count, setCount] = useState<DeckCount>();
  useEffect(() => {
    let unwatch: (() => void) | undefined;
    let stopped = false;
    const cancel = afterPageIsIdle(() => {
      void loadWhenOnline(() => import('./review-client')).then((client) => {
        if (!stopped) unwatch = client.watchDueCount(setCount);
      });
    }, 2000);
    return () => {
      stopped = true;
      cancel();
      unwatch?.();
    };
  }, []);
  return count;
}
