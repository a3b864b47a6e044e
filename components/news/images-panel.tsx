'use client';

import { Spinner } from '@/components/ui/spinner';
import { useImageLoad } from '@/components/ui/use-image-load';
import { newsPage, newsSettings } from '@/content/news';
import { EmptySource } from './empty-source';
import { RatingButtons } from './rating-buttons';

/**
 * IMAGES: one random 600x300 image with three rating buttons. The address is drawn by
 * the tabs each time the panel is opened (in the click handler, never during a render),
 * and the panel is mounted afresh for each visit.
 */
export function ImagesPanel({ src }: { src: string }) {
  const { status: state, ref, onLoad, onError } = useImageLoad(src);
  const { randomImageWidth: width, randomImageHeight: height } = newsSettings;

  return (
    <section aria-labelledby="random-image-heading" className="flex flex-col items-start gap-4">
      <h2 id="random-image-heading" className="sr-only">
        {newsPage.imageHeading}
      </h2>
      {state === 'failed' ? (
        <EmptySource text={newsPage.imageFailed} />
      ) : (
        <div className="relative w-full max-w-[600px] overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export; outside random image */}
          <img
            ref={ref}
            src={src}
            alt={newsPage.imageAlt}
            width={width}
            height={height}
            decoding="async"
            referrerPolicy="no-referrer"
            onLoad={onLoad}
            onError={onError}
            className="block aspect-[2/1] h-auto w-full object-cover"
          />
          {state === 'loading' ? (
            <Spinner label={newsPage.imageLoading} className="absolute inset-0 py-0" />
          ) : null}
        </div>
      )}
      {state !== 'failed' ? (
        <RatingButtons
          key={src}
          ratings={newsPage.imageRatings}
          item={{ url: src }}
          label={newsPage.rateImageLabel}
        />
      ) : null}
    </section>
  );
}
