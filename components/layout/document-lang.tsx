'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pagePath } from '@/lib/page-path';

/**
 * Keeps `<html lang>` right as the visitor moves between pages without a reload: the
 * pre-rendered page already has it (the post-build step writes it), but the root layout
 * stays mounted across client-side navigation.
 */
export function DocumentLang({ languages }: { languages: Readonly<Record<string, string>> }) {
  const pathname = usePathname();
  useEffect(() => {
    const lang = languages[pagePath(pathname)] ?? 'en';
    // Writing the same value still makes the browser restyle every element of the page
    // (`:lang()` may have changed): on a long page, one more blocking task after load.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [pathname, languages]);
  return null;
}
