'use client';

import { useEffect, useState } from 'react';
import type { LazyValue } from '@/lib/lazy-value';

/**
 * Loads `lazy` after mount and calls `onLoad`, if given, with it (also when it had loaded
 * before).
 * `failed` tells the page to say the rest could not load; what the server rendered stays.
 */
export function useLazyValue<T>(
  lazy: LazyValue<T>,
  onLoad?: (value: T) => void,
): { value: T | undefined; failed: boolean } {
  const [value, setValue] = useState(lazy.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    lazy.load().then(
      (loaded) => {
        if (!live) return;
        setValue(() => loaded);
        onLoad?.(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // `onLoad` runs once per mount: a store action, stable by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lazy]);
  return { value, failed };
}
