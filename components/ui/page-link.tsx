'use client';

import Link from 'next/link';
import { useState, type ComponentPropsWithRef } from 'react';
import { withBasePath } from '@/lib/base-path';
import { needsNewDocument } from '@/lib/page-path';

export type PageLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path of the site, as the route registry writes it (with a query or hash if any). */
  href: string;
};

/**
 * A link to a page of the site: `next/link`, except into a page whose security policy is
 * wider than the others' (content/outside-pages.ts), which a plain link loads as a new
 * document: the policy of the page a visitor arrived on stays through client-side
 * navigation and would block that page's frames, pictures or API.
 *
 * The page's data is fetched ahead once the visitor shows intent (pointer over the link,
 * keyboard focus, a touch), not for every link that scrolls into view: Next's
 * hover-triggered prefetch (`prefetch={null}` from then on). Prefetching every link in
 * view decoded their data in the main thread while the page was still loading.
 */
export function PageLink({ href, children, ...rest }: PageLinkProps) {
  const [intent, setIntent] = useState(false);
  if (needsNewDocument(href)) {
    return (
      <a href={withBasePath(href)} {...rest}>
        {children}
      </a>
    );
  }
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      href={href}
      {...rest}
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(rest.onMouseEnter)}
      onFocus={withIntent(rest.onFocus)}
      onTouchStart={withIntent(rest.onTouchStart)}
    >
      {children}
    </Link>
  );
}
