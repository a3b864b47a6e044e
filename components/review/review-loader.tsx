'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useMounted } from '@/components/ui/use-mounted';
import { loadWhenOnline } from '@/lib/load-when-online';
import { loadReviewClient } from './load-review-client';

/**
 * The review itself (./review-app) and what it runs on: the scheduler, the review store
 * and the decks' content (the store and the content are the chunks the menu badge loads,
 * so the page fetches each once). All are fetched together once the page is up, and the
 * stored deck and settings are read before the review is drawn, so it is drawn once,
 * ready. None of it is in the page's first load (/ee/review: +8.6 KB over the empty
 * page, from 18.3). Offline before the code was kept, it waits until the browser is online.
 */
const LoadedReview = lazy(() =>
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
    return {
      default: ({ speakIcon }: { speakIcon: ReactNode }) => (
        <app.ReviewApp engine={engine} speakIcon={speakIcon} />
      ),
    };
  }),
);

/**
 * /ee/review's session: `waiting` (drawn by the server: the controls, disabled, and the
 * card saying it is loading) until the review has come.
 */
export function ReviewLoader({ waiting, speakIcon }: { waiting: ReactNode; speakIcon: ReactNode }) {
  // The review reads this browser's storage: the server's drawing first.
  if (!useMounted()) return waiting;
  return (
    <Suspense fallback={waiting}>
      <LoadedReview speakIcon={speakIcon} />
    </Suspense>
  );
}
