'use client';

import { useEffect, useRef } from 'react';
import { basePath } from '@/lib/base-path';
import { addressWords } from '@/lib/search/address-words';

/**
 * The search box of the not-found page. The page is one file for every unknown address,
 * so the words of the address are put in once it has loaded (unless the visitor typed
 * already); without JavaScript the box starts empty and the form still works.
 */
export function AddressSearchInput({
  id,
  sections,
  className,
}: {
  id: string;
  /** Leading folders that name a part of the site, left out of the words. */
  sections: readonly string[];
  className: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input && !input.value)
      input.value = addressWords(window.location.pathname, basePath, sections);
  }, [sections]);
  return (
    <input
      ref={ref}
      id={id}
      type="search"
      name="q"
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      className={className}
    />
  );
}
