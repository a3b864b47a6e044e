'use client';

import { useEffect } from 'react';
import { afterPageIsIdle } from '@/lib/idle';
import type { LazyValue } from '@/lib/lazy-value';

/** How long code a click needs waits for an idle moment before it is fetched anyway. */
const FETCH_WITHIN_MS = 3000;

/**
 * Fetches `lazy`, the code a click needs, once the page is idle: the click then acts at
 * once, also on a later visit without network (the service worker keeps what was
 * fetched). A failure says nothing here: the click loads it again and reports it.
 */
export function useFetchWhenIdle(lazy: LazyValue<unknown>) {
  useEffect(
    () =>
      afterPageIsIdle(() => {
        lazy.load().catch(() => undefined);
      }, FETCH_WITHIN_MS),
    [lazy],
  );
}
