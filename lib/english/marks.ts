import { setRootAttribute } from '@/lib/root-marks';
import type { HelpLanguage } from './prefs';

/**
 * The marks on <html> that show the English area's settings (see ./first-paint.ts, whose
 * head script sets them before the first paint). Kept apart from the head script's
 * module, so the pages' switches carry no storage code.
 */
export const HELP_LANGUAGE_ATTRIBUTE = 'data-help-lang';
export const SHOW_ALL_ATTRIBUTE = 'data-show-all';

/** Shows the explanations in `help` (the switch, and a choice made in another tab). */
export function applyHelpLanguage(help: HelpLanguage): void {
  setRootAttribute(HELP_LANGUAGE_ATTRIBUTE, help);
}

/** Marks whether the trainers show every answer at once (the setting, once read). */
export function applyShowAll(showAll: boolean): void {
  setRootAttribute(SHOW_ALL_ATTRIBUTE, showAll ? '' : null);
}
