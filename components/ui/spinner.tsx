import { cn } from '@/lib/cn';

export interface SpinnerProps {
  /** What is loading, for screen readers (in the page's language). */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-6', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600 motion-reduce:animate-none dark:border-slate-600 dark:border-t-brand-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
