'use client';

import type { ReactNode } from 'react';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { lazyValue } from '@/lib/lazy-value';
import { loadWhenOnline } from '@/lib/load-when-online';
import { loadReviewClient } from './load-review-client';

/**
 * The review itself (./review-app) and what it runs on: the scheduler, the review store
 * and the decks' content (the store and the content are the chunks the menu badge loads,
 * so the page fetches each once). All are fetched together once the page is up, and the
 * stored deck and settings are read before the review is drawn, so it is drawn once,
 * ready. None of it is in the page's first load. Offline before the code was kept, it
 * waits until the browser is online.
 */
const loadedReview = lazyValue(() =>
  Promise.all([
    loadWhenOnline(() => import('./review-app')),
    loadWhenOnline(() => import('./review-engine')),
    loadReviewClient(),
    // Fetched beside the others; the client builds the catalog from it.
    loadWhenOnline(() => import('@/lib/review/catalog')),
  ]).then(async ([app, scheduler, client]) => {
    const engine = {
      ...scheduler,
      catalog: await client.loadCatalog(),
      useReviewStore: client.reviewStore(),
      usePrefsStore: scheduler.prefsStore(),
      loadedAt: Date.now(),
      canSpeak: scheduler.speechSupported(),
    };
    return function LoadedReview({ speakIcon }: { speakIcon: ReactNode }) {
      return <app.ReviewApp engine={engine} speakIcon={speakIcon} />;
    };
  }),
);

/**
 * /ee/review's session: `waiting` (drawn by the server: the controls, disabled, and the
 * card saying it is loading) until the review has come; the review reads this browser's
 * storage, so it is loaded after hydration. The server's drawing stays on screen until
 * then (no Suspense fallback drawing it again).
 */
export function ReviewLoader({ waiting, speakIcon }: { waiting: ReactNode; speakIcon: ReactNode }) {
  const { value: LoadedReview } = useLazyValue(loadedReview);
  return LoadedReview ? <LoadedReview speakIcon={speakIcon} /> : waiting;
}
