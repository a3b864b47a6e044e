'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { basePath } from '@/lib/base-path';
import {
  SITE_LINK_ATTRIBUTE,
  isPlainClick,
  prefetchPath,
  sitePath,
} from '@/lib/navigation/site-links';

const selector = `a[${SITE_LINK_ATTRIBUTE}]`;

function siteLinkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
}

/** The link's path on the site, or null when it is the browser's to follow. */
const pathOf = (link: HTMLAnchorElement) =>
  sitePath(
    { href: link.href, target: link.target, download: link.hasAttribute('download') },
    location.origin,
    basePath,
  );

/**
 * Follows the site's links (plain anchors from `SiteLink`) with the client router, and
 * fetches a link's page ahead when the visitor shows the intent to follow it: the pointer
 * over it, the keyboard's focus on it, a finger on it. One listener on the document does
 * for every link what Next's `Link` does for its own, so a link costs the page no
 * component of its own to hydrate, and a list of links can be static markup.
 * A click a handler of the link already took (`preventDefault`), with a modifier key or
 * the middle button, or on a link with a target, stays the browser's.
 * So does every link while the browser is offline: the router would fetch the page's
 * data, which the service worker has only if it was fetched online before; when it has
 * not, the fetch fails, errors are logged and the router loads the page as a document
 * anyway. A document the worker answers at once: the page it kept, or its offline page.
 */
export function SiteLinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    let lastIntent: HTMLAnchorElement | null = null;
    const onClick = (event: MouseEvent) => {
      const link = siteLinkOf(event);
      const path = link && isPlainClick(event) && navigator.onLine ? pathOf(link) : null;
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event);
      // The pointer moving over a link's icon and words is one intent, not several;
      // leaving the link ends it (a later visit may find the fetched page expired).
      if (link === lastIntent) return;
      lastIntent = link;
      if (!link || !navigator.onLine) return;
      const path = pathOf(link);
      if (path !== null) router.prefetch(prefetchPath(path));
    };
    const intents = ['mouseover', 'focusin', 'touchstart'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
