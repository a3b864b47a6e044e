import type { VerbList } from '@/content/english/irregular-verbs';
import { lazyValue } from '@/lib/lazy-value';

/** Both verb lists, in their own chunk: needed only to draw the next verb. */
export const lazyVerbLists = lazyValue<readonly VerbList[]>(() =>
  import('@/content/english/irregular-verbs').then(({ verbLists }) => verbLists),
);
