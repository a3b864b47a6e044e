import { newsSettings } from '@/content/news';
import { FallbackImage } from './fallback-image';

/** A news card's 16:9 picture; the fallback image when it has none or it fails. */
export function CardPicture({ src }: { src: string | null }) {
  return (
    <FallbackImage
      src={src}
      fallback={newsSettings.noImage}
      alt=""
      width={640}
      height={360}
      className="aspect-video h-auto w-full bg-slate-200 object-cover dark:bg-slate-800"
    />
  );
}
