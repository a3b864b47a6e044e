'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
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

/** A link of the English menu; it marks itself as the current page. */
export function MenuLink({ href, style, className, children }: MenuLinkProps) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      aria-current={samePath(pathname, href) ? 'page' : undefined}
      style={style}
      className={cn(className)}
    >
      {children}
    </Link>
  );
}
