import type { ReactNode } from 'react';
import { helpLanguageTexts as t } from '@/content/english/help-language';
import { cn } from '@/lib/cn';
import { HelpLanguageButtons } from './help-language-buttons';

/** Drawn pressed from the first paint: the head script's attribute, not React's state. */
const pressedLook = {
  en: 'help-en:bg-brand-700 help-en:text-white dark:help-en:bg-brand-400 dark:help-en:text-slate-950',
  es: 'help-es:bg-brand-700 help-es:text-white dark:help-es:bg-brand-400 dark:help-es:text-slate-950',
} as const;

/**
 * The help language: two toggle buttons, English and Español. The choice is remembered
 * (`englishPrefs`) and shown at once through the attribute on <html>; once the settings
 * are loaded, a choice made in another tab follows here too.
 */
export function HelpLanguageSwitch({ icon, className }: { icon: ReactNode; className?: string }) {
  return (
    <div
      role="group"
      aria-label={t.label}
      title={t.label}
      data-help-switch=""
      className={cn(
        'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white p-0.5 text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300',
        className,
      )}
    >
      <span className="px-1">{icon}</span>
      <HelpLanguageButtons
        options={t.options.map((option) => ({
          ...option,
          className: cn(
            'min-h-8 min-w-9 rounded-md px-2 text-xs font-bold tracking-wide text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
            pressedLook[option.value],
          ),
        }))}
      />
    </div>
  );
}
