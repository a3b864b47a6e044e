'use client';

import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon-context';
import { shell } from '@/content/shell';
import { site } from '@/content/site';

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
 * (hundreds of KB from YouTube) loads only when the visitor asks for it.
 */
export function YouTubeEmbed({ videoId, title, className }: YouTubeEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 text-white shadow-sm',
        className,
      )}
    >
      {playing ? (
        <iframe
          src={youTubeEmbedUrl(videoId, true)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={shell.playVideo(title)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-400"
        >
          <span className="flex h-12 w-16 items-center justify-center rounded-xl bg-red-600 transition group-hover:bg-red-500 motion-reduce:transition-none">
            <Icon name="play" className="size-6 text-white" />
          </span>
          <span className="line-clamp-2 max-w-md text-sm font-medium text-slate-100">{title}</span>
        </button>
      )}
    </div>
  );
}
