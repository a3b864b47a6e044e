import { lazyValue } from '@/lib/lazy-value';

/**
 * What the trainer needs to draw another verb, in chunks of its own, loaded after the
 * page is up: both verb lists and the store (with its storage code).
 */
export const lazyVerbLists = lazyValue(() =>
  Promise.all([
    import('@/content/english/irregular-verbs'),
    import('@/lib/stores/use-irregular-verbs-store'),
  ]).then(([{ verbLists }, { useIrregularVerbsStore }]) => ({
    lists: verbLists,
    store: useIrregularVerbsStore,
  })),
);
