import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DisclosureProps {
  /** The always-visible title: a heading of `headingLevel`, or plain text without one. */
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  open?: boolean;
  className?: string;
  /** Classes of the summary (the line that opens and closes it). */
  summaryClassName?: string;
  /** Classes of the heading inside the summary. */
  headingClassName?: string;
  children: ReactNode;
}

/**
 * A section that folds: the browser's own `<details>` and `<summary>`, so it opens and
 * closes by mouse, touch and keyboard without script, the search index and find-in-page
 * read what it holds (the browser opens it for a match or a link into it), and printing
 * shows it open (app/globals.css). The plus or minus sign follows its state by CSS.
 */
export function Disclosure({
  title,
  headingLevel,
  open = false,
  className,
  summaryClassName,
  headingClassName,
  children,
}: DisclosureProps) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'span';
  return (
    <details open={open} className={cn('group/disclosure', className)}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg text-left font-semibold [&::-webkit-details-marker]:hidden',
          'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800',
          summaryClassName,
        )}
      >
        <Heading className={cn('m-0', headingClassName)}>{title}</Heading>
        <PlusMinus />
      </summary>
      {children}
    </details>
  );
}

/** The plus (closed) or minus (open) sign at the end of a summary: two strokes, by CSS. */
export function PlusMinus({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      className={cn('size-5 shrink-0 text-slate-600 dark:text-slate-300 print:hidden', className)}
    >
      <path d="M4 10h12" />
      <path d="M10 4v12" className="group-open/disclosure:hidden" />
    </svg>
  );
}
