'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Keeps `<html lang>` right as the visitor moves between pages without a reload: the
 * pre-rendered page already has it (the post-build step writes it), but the root layout
 * stays mounted across client-side navigation.
 */
export function DocumentLang({ languages }: { languages: Readonly<Record<string, string>> }) {
  const pathname = usePathname();
  useEffect(() => {
    const path = pathname.replace(/\/+$/, '') || '/';
    document.documentElement.lang = languages[path] ?? 'en';
  }, [pathname, languages]);
  return null;
}
