import { cvPhoto } from '@/content/cv';
import { withBasePath } from '@/lib/base-path';

/**
 * The owner's photo (home page and CV). Low fetch priority, so React emits no preload
 * hint for it: the hint would travel in the page's prefetched data too, and every page
 * that links here would download the photo. It still loads as soon as it is parsed.
 */
export function CvPhoto({ alt, className }: { alt: string; className: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export, local SVG
    <img
      src={withBasePath(cvPhoto.src)}
      alt={alt}
      width={cvPhoto.width}
      height={cvPhoto.height}
      decoding="async"
      fetchPriority="low"
      className={className}
    />
  );
}
