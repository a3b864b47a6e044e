import Link from 'next/link';
import { controls } from '@/content/controls';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button';
import { BackIcon } from './icons';

export interface BackButtonProps {
  href: string;
  label?: string;
  className?: string;
}

/**
 * The BACK button of every page: a real link, so it also works without JavaScript.
 * Left out of the search index (data-pagefind-ignore).
 */
export function BackButton({ href, label = controls.back, className }: BackButtonProps) {
  return (
    <Link
      href={href}
      className={cn(buttonStyles('secondary', 'sm'), className)}
      data-pagefind-ignore=""
    >
      <BackIcon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
