'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  parseSelection,
  selectionSearch,
  type TenseSelection,
} from '@/lib/english/tenses/selection';

const CHANGE_EVENT = 'tense-selection-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const clientSearch = () => window.location.search;
/** The pre-rendered HTML has no query: it shows the default selection. */
const serverSearch = () => '';

/**
 * The selection lives in the URL query, so a reload or a shared link keeps it. It is
 * read after hydration (the static HTML holds the defaults) and written with
 * history.replaceState.
 */
export function useTenseSelection(exampleCount: number) {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const selection = useMemo(() => parseSelection(search, exampleCount), [search, exampleCount]);

  const update = useCallback(
    (patch: Partial<TenseSelection>) => {
      const current = window.location.search;
      const next = { ...parseSelection(current, exampleCount), ...patch };
      const query = selectionSearch(next, current);
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${query}${window.location.hash}`,
      );
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [exampleCount],
  );

  return [selection, update] as const;
}
