'use client';

import { useEffect } from 'react';
import { withBasePath } from '@/lib/base-path';

/** Replaces the current history entry with another page of the site. */
export function ClientReplace({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(withBasePath(to));
  }, [to]);
  return null;
}
