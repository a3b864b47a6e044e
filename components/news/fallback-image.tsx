'use client';

import { useEffect, useRef, useState } from 'react';
import { withBasePath } from '@/lib/base-path';

export interface FallbackImageProps {
  /** Outside image address, or null when the item has none. */
  src: string | null;
  /** Site-relative image shown when there is no image or it fails to load. */
  fallback: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A lazy image with explicit size that swaps to the fallback image when it has no
 * address or fails to load (also when it failed before the page became interactive).
 */
export function FallbackImage({
  src,
  fallback,
  alt,
  width,
  height,
  className,
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const failed = src !== null && failedSrc === src;

  useEffect(() => {
    const img = ref.current;
    // An error that happened before hydration fired no React event: detect it here.
    if (src && img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export; outside images of any host
    <img
      ref={ref}
      src={src && !failed ? src : withBasePath(fallback)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={className}
    />
  );
}
