'use client';

import { useEffect } from 'react';
import { SPRITE_HREF } from './sprite-href';

/** Points every skill logo at the sprite once the page is interactive (see sprite-href.ts). */
export function AttachSkillLogos() {
  useEffect(() => {
    for (const use of document.querySelectorAll(`use[${SPRITE_HREF}]`)) {
      const href = use.getAttribute(SPRITE_HREF);
      if (href && use.getAttribute('href') !== href) use.setAttribute('href', href);
    }
  }, []);
  return null;
}
