import { inlineRead } from '@/lib/storage';
import { prefsCodec, type HelpLanguage } from './prefs';

/**
 * One help language at a time. Each explanation paragraph of the English area is in the
 * HTML in both languages, marked `data-help="en"` or `data-help="es"`; the attribute
 * `HELP_LANGUAGE_ATTRIBUTE` on <html> says which one shows (the `help-en:` / `help-es:`
 * variants and the rule in globals.css hide the other).
 *
 * The learner's choice lives in the browser (`englishPrefs`, lib/english/prefs.ts), so the
 * server's HTML cannot know it: a tiny inline script in <head> sets the attribute from
 * the stored value before the first paint, so the other language never flashes and
 * React's markup is the same for everyone. Without JavaScript the attribute is absent:
 * both languages show (no switch could work, and hiding one would lose it) and the
 * switch is hidden.
 */
export const HELP_LANGUAGE_ATTRIBUTE = 'data-help-lang';

/** The help language a stored `englishPrefs` text asks for (null: nothing stored). */
export function storedHelpLanguage(raw: string | null | undefined): HelpLanguage {
  if (raw === null || raw === undefined) return 'en';
  try {
    return prefsCodec.parse(raw)?.value.help ?? 'en';
  } catch {
    return 'en';
  }
}

/** Shows the explanations in `help` (the switch, and a choice made in another tab). */
export function applyHelpLanguage(help: HelpLanguage): void {
  document.documentElement.setAttribute(HELP_LANGUAGE_ATTRIBUTE, help);
}

/** Inline, in <head>, before the first paint: mirrors `storedHelpLanguage`. */
export const helpLanguageScript = `(function(){var r=${inlineRead};var h='en';try{var v=JSON.parse(r(${JSON.stringify(prefsCodec.key)}));if(v&&!Array.isArray(v)&&v.help==='es')h='es'}catch(_){}document.documentElement.setAttribute(${JSON.stringify(HELP_LANGUAGE_ATTRIBUTE)},h)})();`;
