'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SpeechLang } from '@/lib/speech';
import { controls } from '@/content/controls';

export interface SpeakButtonProps {
  text: string;
  lang?: SpeechLang;
  /** Accessible name; defaults to the listen label of the text. */
  label?: string;
  /** The speaker icon, drawn by a server component (components/ui/icons.ts). */
  icon: ReactNode;
  className?: string;
}

/**
 * Reads a text aloud with the browser's speech synthesis. It is in the server's HTML but
 * shows only where the head script found speech synthesis (the `speech:` variant), so
 * the page is drawn once, and without JavaScript or speech there is no button at all.
 */
export function SpeakButton({ text, lang = 'en-US', label, icon, className }: SpeakButtonProps) {
  const words = controls.listen[lang.startsWith('es') ? 'es' : 'en'];
  return (
    <button
      type="button"
      // The speech code comes with the first press: no page's first load carries it.
      onClick={() => void import('@/lib/speech').then((m) => m.speak(text, lang))}
      aria-label={label ?? words.label(text)}
      title={words.title}
      className={cn(
        'hidden size-9 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:bg-slate-700 speech:inline-flex',
        className,
      )}
    >
      {icon}
    </button>
  );
}
