'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { pagePath } from '@/lib/page-path';

export interface MenuLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link of the English menu; it marks itself as the current page and, in a row that
 * scrolls sideways, scrolls the row (never the page) to show itself.
 */
export function MenuLink({ href, className, children }: MenuLinkProps) {
  const pathname = usePathname();
  const current = !!pathname && pagePath(pathname) === href;
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    const row = link?.closest('ul');
    if (!current || !link || !row || row.scrollWidth <= row.clientWidth) return;
    // The link's place in the row's scrolled content, centred in the row's view.
    const offset = link.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft = Math.max(
      0,
      row.scrollLeft + offset - (row.clientWidth - link.offsetWidth) / 2,
    );
  }, [current]);
  return (
    <PageLink
      ref={ref}
      href={href}
      aria-current={current ? 'page' : undefined}
      className={className}
    >
      {children}
    </PageLink>
  );
}
