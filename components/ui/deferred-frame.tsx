'use client';

import { useEffect, useRef, useState, type IframeHTMLAttributes, type ReactNode } from 'react';
import { afterPageIsIdle } from '@/lib/idle';

export interface DeferredFrameProps {
  /** The iframe's attributes (src, title, sandbox, style, class…), as in <noscript>. */
  frame: IframeHTMLAttributes<HTMLIFrameElement> & { src: string; title: string };
  /** The class names of the box that holds the frame's place until it loads. */
  className: string;
  /** What that box shows, drawn by the server. */
  children: ReactNode;
}

/**
 * An outside page in a frame that is created only when its box enters the viewport,
 * and never before this page has loaded and gone idle: the other site's scripts cannot
 * slow down this page's first paint or its controls, and it is not contacted at all by
 * a visitor who never scrolls there.
 */
export function DeferredFrame({ frame, className, children }: DeferredFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterPageIsIdle(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setShown(true);
        },
        { rootMargin: '0px' },
      );
      observer.observe(element);
    }, 3000);
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);

  // eslint-disable-next-line jsx-a11y/iframe-has-title -- the title is part of `frame`
  if (shown) return <iframe {...frame} />;
  return (
    <div ref={box} style={frame.style} className={className}>
      {children}
    </div>
  );
}
