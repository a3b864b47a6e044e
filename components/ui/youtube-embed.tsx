import { shell } from '@/content/shell';
import { site } from '@/content/site';
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
 * (hundreds of KB from YouTube) loads only when the visitor asks for it. The address and
 * words are made here, on the server, so the browser gets only the facade's code.
 */
export function YouTubeEmbed({ videoId, title, className }: YouTubeEmbedProps) {
  return (
    <YouTubeFacade
      src={youTubeEmbedUrl(videoId, true)}
      title={title}
      playLabel={shell.playVideo(title)}
      playIcon={<PlayIcon aria-hidden="true" className="size-6 text-white" />}
      className={className}
    />
  );
}
