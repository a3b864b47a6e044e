import Link from 'next/link';
import { shell } from '@/content/shell';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button';
import { FaArrowLeft } from 'react-icons/fa6';

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
      <FaArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
