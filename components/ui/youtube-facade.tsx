'use client';

import { useEffect, useRef, useState, type IframeHTMLAttributes, type ReactNode } from 'react';

export interface YouTubeFacadeProps {
  /** The player's attributes (its autoplaying address: it opens on the visitor's click). */
  player: IframeHTMLAttributes<HTMLIFrameElement> & { src: string; title: string };
  /** The play button's name. */
  playLabel: string;
  /** The play button's class names. */
  className: string;
  /** The poster inside the play button, drawn by the server. */
  children: ReactNode;
}

/**
 * The interactive part of `YouTubeEmbed`: a play button that swaps itself for the
 * player. Its address, words and looks come from the server component.
 */
export function YouTubeFacade({ player, playLabel, className, children }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button is gone once clicked: the player takes the focus, not <body>.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return playing ? (
    // eslint-disable-next-line jsx-a11y/iframe-has-title -- the title is part of `player`
    <iframe ref={frame} {...player} />
  ) : (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={playLabel}
      className={className}
    >
      {children}
    </button>
  );
}
