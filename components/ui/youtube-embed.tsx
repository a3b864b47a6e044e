import { shell } from '@/content/shell';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { PlayIcon } from './icons';
import { YouTubeFacade } from './youtube-facade';

export interface YouTubeEmbedProps {
  /** The YouTube video id (the `v` parameter of a watch URL). */
  videoId: string;
  title: string;
  className?: string;
}

/** Privacy-enhanced player address of a video. */
export function youTubeEmbedUrl(videoId: string, autoplay = false): string {
  const url = new URL(`${site.videoEmbedHost}/embed/${encodeURIComponent(videoId)}`);
  if (autoplay) url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}

/**
 * A light facade for a YouTube video: a local poster with a play button. The player
 * (hundreds of KB from YouTube) loads only when the visitor asks for it. The address,
 * words and looks are made here, on the server, so the browser gets only the swap.
 */
export function YouTubeEmbed({ videoId, title, className }: YouTubeEmbedProps) {
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 text-white shadow-sm',
        className,
      )}
    >
      <YouTubeFacade
        player={{
          src: youTubeEmbedUrl(videoId, true),
          title,
          allow:
            'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen',
          sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
          referrerPolicy: 'strict-origin-when-cross-origin',
          className: 'absolute inset-0 size-full',
        }}
        playLabel={shell.playVideo(title)}
        className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-400"
      >
        <span className="flex h-12 w-16 items-center justify-center rounded-xl bg-red-600 transition group-hover:bg-red-500 motion-reduce:transition-none">
          <PlayIcon aria-hidden="true" className="size-6 text-white" />
        </span>
        <span className="line-clamp-2 max-w-md text-sm font-medium text-slate-100">{title}</span>
      </YouTubeFacade>
    </div>
  );
}
