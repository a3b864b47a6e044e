import { inlineRead } from '@/lib/storage';
import { HELP_LANGUAGE_ATTRIBUTE, SHOW_ALL_ATTRIBUTE } from './marks';
import { prefsCodec, type HelpLanguage } from './prefs';

/**
 * The English area's settings (`englishPrefs`, lib/english/prefs.ts) as the first paint
 * shows them. They live in the browser, so the server's HTML cannot know them: a tiny
 * inline script in <head> marks <html> from the stored value before the first paint, CSS
 * does the rest (the rules and variants in globals.css), and React's markup stays the
 * same for everyone.
 *
 * - One help language at a time: each explanation paragraph is in the HTML in both
 *   languages, marked `data-help="en"` or `data-help="es"`; `HELP_LANGUAGE_ATTRIBUTE`
 *   says which one shows (the `help-en:` / `help-es:` variants draw the switch).
 * - Show all: with `SHOW_ALL_ATTRIBUTE`, the trainers' answers show and Show answer is
 *   not drawn (the `show-all:` variant), before the stored setting is read.
 *
 * Without JavaScript there is no attribute: both languages show (no switch could work,
 * and hiding one would lose it), the switch is hidden, and the answers show.
 */
/** The settings the first paint shows. */
export interface FirstPaintPrefs {
  help: HelpLanguage;
  showAll: boolean;
}

/** What a stored `englishPrefs` text asks the first paint for (defaults: nothing stored). */
export function firstPaintPrefs(raw: string | null | undefined): FirstPaintPrefs {
  const fallback: FirstPaintPrefs = { help: 'en', showAll: false };
  if (raw === null || raw === undefined) return fallback;
  try {
    const prefs = prefsCodec.parse(raw)?.value;
    return prefs ? { help: prefs.help, showAll: prefs.showAll } : fallback;
  } catch {
    return fallback;
  }
}

/** Inline, in <head>, before the first paint: mirrors `firstPaintPrefs`. */
export const englishPrefsScript = `(function(){var r=${inlineRead};var h='en',a=false;try{var v=JSON.parse(r(${JSON.stringify(prefsCodec.key)}));if(v&&typeof v==='object'&&!Array.isArray(v)){if(v.help==='es')h='es';a=v.showAll===true}}catch(_){}var e=document.documentElement;e.setAttribute(${JSON.stringify(HELP_LANGUAGE_ATTRIBUTE)},h);if(a)e.setAttribute(${JSON.stringify(SHOW_ALL_ATTRIBUTE)},'')})();`;
