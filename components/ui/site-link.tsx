import type { AnchorHTMLAttributes, Ref } from 'react';
import { withBasePath } from '@/lib/base-path';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, without the deploy sub-path: '/ee/tips', '/search?q=be'. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to another page of the site: a plain anchor (with the deploy sub-path) marked
 * for `SiteLinkNavigator`, which follows it with the client router and fetches its page
 * when the visitor shows the intent to follow it. Without JavaScript it is an ordinary
 * link. It holds no state, so server components, client components and static markup
 * can all draw it.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  // data-site-link: SITE_LINK_ATTRIBUTE of lib/navigation/site-links.ts.
  return (
    <a {...props} href={withBasePath(href)} data-site-link="">
      {children}
    </a>
  );
}
