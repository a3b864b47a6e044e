'use client';

import { useEffect, useState } from 'react';
import type { SearchLanguage } from '@/content/search';
import { keepOfflineCopy, loadPagefind } from '@/lib/search/pagefind';
import { relevantResults } from '@/lib/search/relevance';
import { searchItems, type SearchItem, type SearchItemOptions } from '@/lib/search/results';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

interface Answer {
  /** The query and filter this answer is for. */
  key: string;
  status: 'ready' | 'error';
  items: SearchItem[];
}

const none: SearchItem[] = [];

/**
 * Searches the site's Pagefind index as the query changes (debounced by Pagefind).
 * Loading Pagefind starts as soon as the hook mounts, so its script and index are only
 * fetched by pages where search is open.
 */
export function useSiteSearch(
  query: string,
  language: SearchLanguage | '',
  options: SearchItemOptions,
) {
  const term = query.trim();
  const key = `${language}\u0000${term}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { perPage, limit } = options;

  useEffect(() => {
    let current = true;
    loadPagefind()
      .then(async (pagefind) => {
        if (!term) return;
        const filters = language ? { language } : undefined;
        const search = await pagefind.debouncedSearch(term, { filters }, 120);
        if (!search || !current) return;
        const data = await Promise.all(
          search.results.slice(0, limit ?? 10).map((result) => result.data()),
        );
        if (!current) return;
        const items = searchItems(relevantResults(data, term), { perPage, limit });
        setAnswer({ key, status: 'ready', items });
        keepOfflineCopy();
      })
      .catch(() => {
        if (current) setAnswer({ key, status: 'error', items: none });
      });
    return () => {
      current = false;
    };
  }, [key, term, language, perPage, limit, attempt]);

  const settled = answer?.key === key ? answer : null;
  const status: SearchStatus = settled ? settled.status : term ? 'loading' : 'idle';
  return {
    status,
    /** While the next answer is on its way, the previous one stays (no flicker). */
    items: term ? (answer?.items ?? none) : none,
    /** After an error: load Pagefind again and repeat the search. */
    retry: () => {
      setAnswer(null);
      setAttempt((n) => n + 1);
    },
  };
}
