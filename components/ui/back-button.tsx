import { PageLink } from './page-link';
import { controls } from '@/content/controls';
import type { ShellLang } from '@/content/shell';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button';
import { BackIcon } from './icons';

export interface BackButtonProps {
  href: string;
  /** Its word; by default the page's language's ('Back', 'Volver'). */
  label?: string;
  /** The page's language. */
  lang?: ShellLang;
  className?: string;
}

/**
 * The BACK button of every page: a real link, so it also works without JavaScript.
 * Left out of the search index (data-pagefind-ignore).
 */
export function BackButton({ href, label, lang = 'en', className }: BackButtonProps) {
  return (
    <PageLink
      href={href}
      className={cn(buttonStyles('secondary', 'sm'), className)}
      data-pagefind-ignore=""
    >
      <BackIcon aria-hidden="true" className="size-4" />
      {label ?? controls.back[lang]}
    </PageLink>
  );
}
