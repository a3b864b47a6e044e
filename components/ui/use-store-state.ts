'use client';

import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

const noChange = () => () => {};
const nothing = () => undefined;

/**
 * The state of a zustand store that loads after mount (a trainer's store comes with its
 * content, in a chunk of its own, so its storage code is not part of the page's first
 * load): undefined on the server, while hydrating and until `store` is given.
 */
export function useStoreState<S>(store: StoreApi<S> | undefined): S | undefined {
  return useSyncExternalStore(
    store ? store.subscribe : noChange,
    store ? store.getState : nothing,
    nothing,
  );
}
