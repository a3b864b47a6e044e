import { cn } from '@/lib/cn';

export interface EmbedFrameProps {
  src: string;
  /** Accessible title of the frame (required by WCAG). */
  title: string;
  /** CSS height, e.g. 700 (px) or '70vh'. */
  height?: number | string;
  /** Sandbox tokens; the strictest set that lets the embedded page work. */
  sandbox?: string;
  allow?: string;
  className?: string;
}

/** A lazy, titled, sandboxed iframe of another site, full width. */
export function EmbedFrame({
  src,
  title,
  height = 600,
  sandbox = 'allow-scripts allow-same-origin allow-popups allow-forms',
  allow,
  className,
}: EmbedFrameProps) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      sandbox={sandbox}
      allow={allow}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ height }}
      className={cn(
        'block w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700',
        className,
      )}
    />
  );
}
