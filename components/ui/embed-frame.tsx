import { cn } from '@/lib/cn';
import { DeferredFrame } from './deferred-frame';

export interface EmbedFrameProps {
  src: string;
  /** Accessible title of the frame (required by WCAG). */
  title: string;
  /** CSS height, e.g. 700 (px) or '70vh'. */
  height?: number | string;
  /** Sandbox tokens; the strictest set that lets the embedded page work. */
  sandbox?: string;
  allow?: string;
  /** Shown in the frame's place until it loads (it loads when it comes into view). */
  placeholder?: string;
  className?: string;
}

/**
 * A titled, sandboxed iframe of another site, full width. With JavaScript it is created
 * once the page is idle and the frame is in view (DeferredFrame); without
 * JavaScript the plain lazy iframe in <noscript> is used.
 */
export function EmbedFrame({
  src,
  title,
  height = 600,
  sandbox = 'allow-scripts allow-same-origin allow-popups allow-forms',
  allow,
  placeholder = title,
  className,
}: EmbedFrameProps) {
  const frame = {
    src,
    title,
    loading: 'lazy',
    sandbox,
    allow,
    referrerPolicy: 'strict-origin-when-cross-origin',
    style: { height },
    className: cn(
      'block w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      className,
    ),
  } as const;
  return (
    <>
      <DeferredFrame
        frame={frame}
        className={cn(
          'flex items-center justify-center p-6 text-center noscript:hidden',
          frame.className,
        )}
      >
        <p className="max-w-prose text-slate-600 dark:text-slate-300">{placeholder}</p>
      </DeferredFrame>
      <noscript>
        {/* eslint-disable-next-line jsx-a11y/iframe-has-title -- the title is part of `frame` */}
        <iframe {...frame} />
      </noscript>
    </>
  );
}
