import { inlineRead } from '@/lib/storage';
import type { Codec } from '@/lib/storage-keys';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The theme to apply: the remembered choice, else the system preference. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * Inline script run in <head> before the page paints, so the right theme shows from the
 * first frame (no flash). Kept tiny and dependency-free; mirrors `resolveTheme`. It runs
 * again when the system's setting changes, which the page follows while no choice is
 * stored (the theme toggle watches the class it sets).
 */
export const themeScript = `(function(){var r=${inlineRead};try{var m=window.matchMedia('(prefers-color-scheme: dark)');var a=function(){var s=r('theme');var d=s==='dark'||(s!=='light'&&m.matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'};a();m.addEventListener('change',a)}catch(_){}})();`;

/**
 * The stored key `theme` (lib/storage-keys.ts): the visitor's choice as text ('dark'), none
 * until they choose. The latest choice wins: this page's, unless only another tab chose.
 */
export const themeCodec: Codec<Theme | null> = {
  key: 'theme',
  parse: (raw) => (isTheme(raw) ? { value: raw } : undefined),
  serialize: (theme) => theme ?? '',
  merge: (stored, local, base) => (local === null || local === base ? stored : local),
};
