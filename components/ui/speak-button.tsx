'use client';

import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { speak, speechSupported, type SpeechLang } from '@/lib/speech';

const noop = () => () => {};

export interface SpeakButtonProps {
  text: string;
  lang?: SpeechLang;
  /** Accessible name; defaults to 'Listen: <text>'. */
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
  return (
    <button
      type="button"
      onClick={() => speak(text, lang)}
      aria-label={label ?? `Listen: ${text}`}
      title={lang.startsWith('es') ? 'Escuchar' : 'Listen'}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:bg-slate-700',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Zm-2.5-9.2v2.1a7 7 0 0 1 0 14.2v2.1a9 9 0 0 0 0-18.4Z" />
      </svg>
    </button>
  );
}
