import { cn } from '@/lib/cn';

/**
 * A link to a landmark further down, 1 px and invisible until it gets keyboard focus,
 * so keyboard and screen-reader users can jump over repeated navigation.
 */
export function SkipLink({
  to,
  children,
  className,
}: {
  /** Id of the element to jump to. */
  to: string;
  children: string;
  className?: string;
}) {
  return (
    <a
      href={`#${to}`}
      data-pagefind-ignore=""
      className={cn(
        'sr-only rounded-lg bg-brand-700 text-white focus:not-sr-only focus:px-4 focus:py-2',
        className,
      )}
    >
      {children}
    </a>
  );
}
