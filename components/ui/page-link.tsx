import Link from 'next/link';
import type { ComponentPropsWithRef } from 'react';
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
 */
export function PageLink({ href, children, ...rest }: PageLinkProps) {
  if (needsNewDocument(href)) {
    return (
      <a href={withBasePath(href)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
