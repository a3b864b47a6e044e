'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pagePath } from '@/lib/page-path';
import { setRootAttribute } from '@/lib/root-marks';

/**
 * Keeps `<html lang>` right as the visitor moves between pages without a reload: the
 * pre-rendered page already has it (the post-build step writes it), but the root layout
 * stays mounted across client-side navigation.
 */
export function DocumentLang({ languages }: { languages: Readonly<Record<string, string>> }) {
  const pathname = usePathname();
  useEffect(() => {
    setRootAttribute('lang', languages[pagePath(pathname)] ?? 'en');
  }, [pathname, languages]);
  return null;
}
