'use client';

import type { HelpLanguage } from '@/lib/english/prefs';
import { chooseHelpLanguage, useHelpLanguage, usePrefsStoreWhenIdle } from './prefs-mark';

export interface HelpLanguageOption {
  value: HelpLanguage;
  short: string;
  name: string;
  lang: string;
  /** Its class names, drawn pressed from the first paint by the attribute on <html>. */
  className: string;
}

/**
 * The interactive part of `HelpLanguageSwitch`: the two toggle buttons. Their words and
 * looks come from the server component.
 */
export function HelpLanguageButtons({ options }: { options: readonly HelpLanguageOption[] }) {
  const help = useHelpLanguage();
  usePrefsStoreWhenIdle();
  return options.map((option) => (
    <button
      key={option.value}
      type="button"
      lang={option.lang}
      aria-label={option.name}
      aria-pressed={help === option.value}
      onClick={() => chooseHelpLanguage(option.value)}
      className={option.className}
    >
      {option.short}
    </button>
  ));
}
