'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface YouTubeFacadeProps {
  /** The player's address (autoplaying: it opens on the visitor's click). */
  src: string;
  title: string;
  /** The play button's name. */
  playLabel: string;
  /** The play icon, drawn by the server. */
  playIcon: ReactNode;
  className?: string;
}

/**
 * The interactive part of `YouTubeEmbed`: a poster with a play button that swaps itself
 * for the player. Its address and words come from the server component.
 */
export function YouTubeFacade({ src, title, playLabel, playIcon, className }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button is gone once clicked: the player takes the focus, not <body>.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 text-white shadow-sm',
        className,
      )}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-400"
        >
          <span className="flex h-12 w-16 items-center justify-center rounded-xl bg-red-600 transition group-hover:bg-red-500 motion-reduce:transition-none">
            {playIcon}
          </span>
          <span className="line-clamp-2 max-w-md text-sm font-medium text-slate-100">{title}</span>
        </button>
      )}
    </div>
  );
}
