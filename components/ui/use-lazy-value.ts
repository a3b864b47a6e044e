'use client';

import { startTransition, useEffect, useState } from 'react';
import { afterThisTask } from '@/lib/idle';
import type { LazyValue } from '@/lib/lazy-value';

/**
 * Loads `lazy` after mount and calls `onLoad`, if given, with it (also when it had loaded
 * before).
 * `failed` tells the page to say the rest could not load; what the server rendered stays.
 * The load starts in a task of its own (`afterThisTask`), not in the effect: a page's
 * first effects run together in one task just after hydration, and fetching a chunk
 * (script tags, the bundler's look-ups) would lengthen it. What the value changes on
 * screen renders as a transition, which React splits into short tasks.
 */
export function useLazyValue<T>(
  lazy: LazyValue<T>,
  onLoad?: (value: T) => void,
): { value: T | undefined; failed: boolean } {
  const [value, setValue] = useState(lazy.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = afterThisTask(() =>
      lazy.load().then(
        (loaded) => {
          if (!live) return;
          startTransition(() => {
            setValue(() => loaded);
            onLoad?.(loaded);
          });
        },
        () => {
          if (live) setFailed(true);
        },
      ),
    );
    return () => {
      live = false;
      cancel();
    };
    // `onLoad` runs once per mount: a store action, stable by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lazy]);
  return { value, failed };
}
