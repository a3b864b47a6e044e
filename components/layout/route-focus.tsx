'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { destinationOf, focusNewPage, markDestination } from '@/lib/navigation/route-focus';

/**
 * After a client-side navigation, moves the keyboard focus into the new page (its heading,
 * or the element its address names), unless the new page has put the focus somewhere
 * itself: a focus taken while the address is already the new one is the page's choice.
 * The element the address names is marked as the destination either way.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const lastFocus = useRef<{ element: EventTarget | null; path: string } | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      lastFocus.current = { element: event.target, path: window.location.pathname };
    };
    // A fragment link or a typed address moves the browser's own :target: the mark of
    // an earlier client-side navigation goes.
    const onHashChange = () => markDestination(document, '');
    // A page loaded at an address that names one of its elements (a search result on a
    // page with outside hosts, which loads as a new document; a shared link): the focus
    // starts there, as after a client-side move, unless something took it already.
    const hash = window.location.hash;
    if (destinationOf(document, hash) && document.activeElement === document.body) {
      focusNewPage(document, hash);
    }
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    const chosen = lastFocus.current;
    const pageChose =
      chosen !== null &&
      chosen.path === window.location.pathname &&
      chosen.element === document.activeElement &&
      document.activeElement !== document.body;
    markDestination(document, window.location.hash);
    if (!pageChose) focusNewPage(document, window.location.hash);
  }, [pathname]);

  return null;
}
