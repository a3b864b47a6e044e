import { displayUrl } from '@/lib/cv/format';
import { cn } from '@/lib/cn';

export interface PrintUrlProps {
  href: string;
  /** On its own line instead of after the link. */
  block?: boolean;
  className?: string;
}

/** The address of a link, printed next to it (paper has no links). */
export function PrintUrl({ href, block = false, className }: PrintUrlProps) {
  return (
    <span
      // On paper only: the search index leaves it out (results showed bare addresses).
      data-pagefind-ignore=""
      className={cn(
        'hidden text-xs text-slate-700',
        block ? 'print:block' : 'print:inline',
        className,
      )}
    >
      {block ? '' : ' '}({displayUrl(href)})
    </span>
  );
}
