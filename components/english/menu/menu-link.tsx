'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface MenuLinkProps {
  href: string;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}

function samePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname.replace(/\/+$/, '') === href;
}

/**
 * A link of the English menu; it marks itself as the current page and, in a row that
 * scrolls sideways, scrolls the row (never the page) to show itself.
 */
export function MenuLink({ href, style, className, children }: MenuLinkProps) {
  const current = samePath(usePathname(), href);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    const row = link?.closest('ul');
    if (!current || !link || !row || row.scrollWidth <= row.clientWidth) return;
    const left = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
    row.scrollLeft = Math.max(0, left);
  }, [current]);
  return (
    <Link
      ref={ref}
      href={href}
      aria-current={current ? 'page' : undefined}
      style={style}
      className={cn(className)}
    >
      {children}
    </Link>
  );
}
