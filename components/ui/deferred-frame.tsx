'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';

export interface DeferredFrameProps {
  src: string;
  title: string;
  sandbox: string;
  allow?: string;
  style: CSSProperties;
  className?: string;
  /** Shown in the frame's place until it loads. */
  placeholder: string;
}

/** Runs `callback` once the page has loaded and the browser is idle. */
function afterPageIsIdle(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(callback, { timeout: 3000 });
    else timer = setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * An outside page in a frame that is created only when its box enters the viewport,
 * and never before this page has loaded and gone idle: the other site's scripts cannot
 * slow down this page's first paint or its controls, and it is not contacted at all by
 * a visitor who never scrolls there.
 */
export function DeferredFrame({
  src,
  title,
  sandbox,
  allow,
  style,
  className,
  placeholder,
}: DeferredFrameProps) {
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
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);

  if (shown) {
    return (
      <iframe
        src={src}
        title={title}
        loading="lazy"
        sandbox={sandbox}
        allow={allow}
        referrerPolicy="strict-origin-when-cross-origin"
        style={style}
        className={className}
      />
    );
  }
  return (
    <div
      ref={box}
      style={style}
      className={cn('js-only flex items-center justify-center p-6 text-center', className)}
    >
      <p className="max-w-prose text-slate-600 dark:text-slate-300">{placeholder}</p>
    </div>
  );
}
