'use client';

import { useEffect } from 'react';
import { scrollWhenDrawn } from '@/lib/navigation/scroll-when-drawn';

/**
 * On a page whose link targets lie in blocks the browser skips until they near the screen
 * (the verb tables): once the page is shown, scrolls to the element its address names
 * again at the block's real height (`scrollWhenDrawn`). Only there, so the other pages
 * do not load it.
 */
export function ScrollWhenDrawn() {
  useEffect(() => scrollWhenDrawn(document, window.location.hash), []);
  return null;
}
