import Link from 'next/link';
import { shell } from '@/content/shell';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button';

export interface BackButtonProps {
  href: string;
  label?: string;
  className?: string;
}

/**
 * The BACK button of every page: a real link, so it also works without JavaScript.
 * Left out of the search index (data-pagefind-ignore).
 */
export function BackButton({ href, label = shell.back, className }: BackButtonProps) {
  return (
    <Link
      href={href}
      className={cn(buttonStyles('secondary', 'sm'), className)}
      data-pagefind-ignore=""
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M8.7 4.3a1 1 0 0 1 0 1.4L5.4 9H16a1 1 0 1 1 0 2H5.4l3.3 3.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
      </svg>
      {label}
    </Link>
  );
}
