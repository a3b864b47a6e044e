import { lazyValue } from '@/lib/lazy-value';

/**
 * What dealing a random game needs, in chunks of its own, loaded after the page is up:
 * the antonym pairs and the store (with its storage code).
 */
export const lazyAntonymPairs = lazyValue(() =>
  Promise.all([
    import('@/content/english/antonyms'),
    import('@/lib/stores/use-antonyms-store'),
  ]).then(([{ antonymPairs }, { useAntonymsStore }]) => ({
    pairs: antonymPairs,
    store: useAntonymsStore,
  })),
);
