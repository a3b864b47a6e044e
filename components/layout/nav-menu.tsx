'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { cn } from '@/lib/cn';
import { navLinkClass } from './nav-styles';

export interface NavMenuProps {
  links: readonly { label: string; href: string }[];
  /** The last item, the résumé link (drawn by the server, with its new-tab note). */
  resume: ReactNode;
  /** The menu button's name. */
  label: string;
  /** The menu button's icons, drawn by the server (no icon code in the browser). */
  icons: { open: ReactNode; close: ReactNode };
  /** Something drawn on a link, by its address (the English link's count of due reviews). */
  badges?: Readonly<Record<string, ReactNode>>;
}

function isActive(pathname: string, href: string) {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}

/**
 * Navigation links; behind a menu button on narrow screens, where the open menu shades
 * the page below it and a tap on that shade closes it.
 */
export function NavMenu({ links, resume, label, icons, badges }: NavMenuProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // Close the menu after navigating.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // From a link of the menu, which is about to go: the focus goes back to the button.
      if (menu.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden dark:text-slate-200 dark:hover:bg-slate-700/70"
      >
        {open ? icons.close : icons.open}
      </button>
      {open ? (
        // A pointer shortcut: a tap beside the open menu closes it. Keyboard users have
        // Escape and the menu button, so the shade itself is not focusable.
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={() => setOpen(false)}
          className="absolute inset-x-0 top-full h-[calc(100dvh-3.5rem)] bg-slate-950/40 md:hidden"
        />
      ) : null}
      <div
        ref={menu}
        id="main-menu"
        // The open menu covers the page: when the focus leaves it (Tab past its last
        // link), it closes rather than hide the control that has the focus.
        onBlur={(event) => {
          const to = event.relatedTarget;
          if (to instanceof Node && !menu.current?.contains(to) && to !== button.current) {
            setOpen(false);
          }
        }}
        className={cn(
          'max-md:absolute max-md:inset-x-0 max-md:top-full max-md:max-h-[calc(100dvh-3.5rem)] max-md:overflow-y-auto max-md:border-b max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:pb-3 max-md:shadow-md md:block max-md:dark:border-slate-700 max-md:dark:bg-slate-900',
          open ? 'block' : 'hidden',
        )}
      >
        <ul className="flex flex-col gap-1 md:flex-row md:items-center">
          {links.map((link) => (
            <li key={link.href}>
              <PageLink
                href={link.href}
                aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                // The page already open: no navigation will close the menu.
                onClick={() => setOpen(false)}
                className={cn(
                  navLinkClass,
                  'relative aria-[current=page]:text-brand-700 dark:aria-[current=page]:text-brand-300',
                )}
              >
                {link.label}
                {badges?.[link.href]}
              </PageLink>
            </li>
          ))}
          <li>{resume}</li>
        </ul>
      </div>
    </>
  );
}
