import { SiteLink } from './site-link';
import { controls } from '@/content/controls';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button';
import { Icon } from './icon-context';

export interface BackButtonProps {
  href: string;
  label?: string;
  className?: string;
}

/**
 * The BACK button of every page: a real link, so it also works without JavaScript.
 * Left out of the search index (data-pagefind-ignore). Its arrow comes from the root
 * layout's icons, so a client component that shows it ships no icon code.
 */
export function BackButton({ href, label = controls.back, className }: BackButtonProps) {
  return (
    <SiteLink
      href={href}
      className={cn(buttonStyles('secondary', 'sm'), className)}
      data-pagefind-ignore=""
    >
      <Icon name="back" className="size-4" />
      {label}
    </SiteLink>
  );
}
