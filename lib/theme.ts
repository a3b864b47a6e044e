/** Storage key of the visitor's theme choice ('light' | 'dark'). */
export const THEME_KEY = 'theme';

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
export const themeScript = `(function(){try{var m=window.matchMedia('(prefers-color-scheme: dark)');var a=function(){var s=localStorage.getItem('${THEME_KEY}');var d=s==='dark'||(s!=='light'&&m.matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'};a();m.addEventListener('change',a)}catch(_){}})();`;
