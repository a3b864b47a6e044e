'use client';

import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { speak, speechSupported, type SpeechLang } from '@/lib/speech';
import { Icon } from '@/components/ui/icon-context';
import { controls } from '@/content/controls';

const noop = () => () => {};

export interface SpeakButtonProps {
  text: string;
  lang?: SpeechLang;
  /** Accessible name; defaults to the listen label of the text. */
  label?: string;
  className?: string;
}

/**
 * Reads a text aloud with the browser's speech synthesis. Renders nothing where the
 * browser has no speech synthesis (and in the pre-rendered HTML).
 */
export function SpeakButton({ text, lang = 'en-US', label, className }: SpeakButtonProps) {
  const supported = useSyncExternalStore(noop, speechSupported, () => false);
  if (!supported) return null;
  const words = controls.listen[lang.startsWith('es') ? 'es' : 'en'];
  return (
    <button
      type="button"
      onClick={() => speak(text, lang)}
      aria-label={label ?? words.label(text)}
      title={words.title}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:bg-slate-700',
        className,
      )}
    >
      <Icon name="speak" className="size-5" />
    </button>
  );
}
