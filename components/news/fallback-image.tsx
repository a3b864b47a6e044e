'use client';

import { useImageLoad } from '@/components/ui/use-image-load';
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
  /**
   * Loaded with the page rather than when it nears the screen: for the picture that is
   * the largest thing on the first screen, which a lazy one would show a round trip late.
   */
  eager?: boolean;
}

/**
 * An image with explicit size, lazy unless `eager`, that swaps to the fallback image when
 * it has no address or fails to load (also when it failed before the page became
 * interactive).
 */
export function FallbackImage({
  src,
  fallback,
  alt,
  width,
  height,
  className,
  eager = false,
}: FallbackImageProps) {
  const { status, ref, onLoad, onError } = useImageLoad(src);
  const failed = src !== null && status === 'failed';
  const fallbackShown = src === null || failed;

  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export; outside images of any host
    <img
      ref={ref}
      src={fallbackShown ? withBasePath(fallback) : src}
      // Lets the page style the stand-in picture (dimmed in the dark theme).
      data-fallback={fallbackShown ? '' : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      onError={onError}
      className={className}
    />
  );
}
