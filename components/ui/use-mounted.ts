'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and while hydrating, true after: for a part that reads this
 * browser (its storage) and so must first draw what the server drew.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
