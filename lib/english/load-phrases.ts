import type { Phrase } from '@/content/english/phrases';
import { resolvePhrase, type ResolvedPhrase } from '@/lib/english/tips';
import { lazyValue } from '@/lib/lazy-value';

export interface LoadedPhrases {
  phrases: readonly Phrase[];
  resolved: readonly ResolvedPhrase[];
}

/** The 86 phrases, in their own chunk: needed only to draw the next phrase. */
export const lazyPhrases = lazyValue<LoadedPhrases>(() =>
  import('@/content/english/phrases').then(({ phrases }) => ({
    phrases,
    resolved: phrases.map(resolvePhrase),
  })),
);
