'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/** Next's `Link` props, but the prefetch and the events that start it are SiteLink's. */
export type SiteLinkProps = Omit<
  ComponentProps<typeof Link>,
  'prefetch' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'
>;

/**
 * A link to another page of the site. Next.js's `Link` fetches the data of every page it
 * links to as soon as the link is on screen: on a page with a menu, ten pages' data and
 * scripts, on every visit, most of them never followed (a quarter of the main thread's
 * work after the first paint of /ee/interview, and the data of a metered phone plan).
 * This one fetches its page when the visitor shows the intent to follow it: the pointer
 * over it, the keyboard's focus on it, a finger on it. The data then arrives while the
 * visitor is still clicking, and the click is answered as before.
 */
export function SiteLink(props: SiteLinkProps) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      // Enabled, a link on screen is fetched at once; 'auto' is Next's default.
      prefetch={intent ? 'auto' : false}
      onMouseEnter={show}
      onTouchStart={show}
      onFocus={show}
    />
  );
}
