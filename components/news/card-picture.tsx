import { newsSettings } from '@/content/news';
import { FallbackImage } from './fallback-image';

/**
 * A news card's 16:9 picture; the fallback image when it has none or it fails, dimmed in
 * the dark theme so a light stand-in is not the brightest thing on the page. `eager` for
 * the first card's, the largest element of the page's first screen.
 */
export function CardPicture({ src, eager }: { src: string | null; eager?: boolean }) {
  return (
    <FallbackImage
      src={src}
      eager={eager}
      fallback={newsSettings.noImage}
      alt=""
      width={640}
      height={360}
      className="aspect-video h-auto w-full bg-slate-200 object-cover dark:bg-slate-800 dark:data-fallback:brightness-[.6]"
    />
  );
}
