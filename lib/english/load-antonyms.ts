import type { AntonymPair } from '@/content/english/antonyms';
import { lazyValue } from '@/lib/lazy-value';

/** The antonym pairs, in their own chunk: needed only to deal a random game. */
export const lazyAntonymPairs = lazyValue<readonly AntonymPair[]>(() =>
  import('@/content/english/antonyms').then(({ antonymPairs }) => antonymPairs),
);
