'use client';

import { useEffect, useRef, useState } from 'react';

export type ImageLoadStatus = 'loading' | 'loaded' | 'failed';

/**
 * Whether an outside image loaded, for the views that show a spinner, a fallback or a
 * message instead of a broken picture. Spread `ref`, `onLoad` and `onError` on the
 * <img>. A load or an error that happened before the page became interactive fired no
 * React event: it is read from the element after mount. A failure is final for its
 * address (a fallback shown in its place does not make it 'loaded').
 */
export function useImageLoad(src: string | null) {
  const [state, setState] = useState<{ src: string | null; status: ImageLoadStatus }>({
    src,
    status: 'loading',
  });
  const ref = useRef<HTMLImageElement>(null);
  const status: ImageLoadStatus = state.src === src ? state.status : 'loading';

  useEffect(() => {
    const img = ref.current;
    if (src && img?.complete)
      setState({ src, status: img.naturalWidth === 0 ? 'failed' : 'loaded' });
  }, [src]);

  return {
    status,
    ref,
    onLoad: () =>
      setState((now) =>
        now.src === src && now.status === 'failed' ? now : { src, status: 'loaded' },
      ),
    onError: () => setState({ src, status: 'failed' }),
  };
}
