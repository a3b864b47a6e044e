import type { AnchorHTMLAttributes } from 'react';
import { controls } from '@/content/controls';
import type { ShellLang } from '@/content/shell';

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  /**
   * Language of the note that tells screen readers the link opens a new tab
   * (`controls.newTab`); 'none' when the visible text already says so.
   */
  newTabNote?: ShellLang | 'none';
}

/**
 * A link to another site: always a new tab, never handing it `window.opener`, and
 * announced as opening a new tab (after the text, or after an `aria-label`).
 */
export function ExternalLink({
  children,
  newTabNote = 'en',
  'aria-label': ariaLabel,
  ...props
}: ExternalLinkProps) {
  const note = newTabNote === 'none' ? undefined : controls.newTab[newTabNote];
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel && note ? `${ariaLabel} ${note}` : ariaLabel}
      {...props}
    >
      {children}
      {note && !ariaLabel ? <span className="sr-only"> {note}</span> : null}
    </a>
  );
}
