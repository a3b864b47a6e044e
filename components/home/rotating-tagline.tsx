'use client';

import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export interface RotatingTaglineProps {
  taglines: readonly string[];
  intervalMs: number;
  /** Names of the button that stops and starts the rotation. */
  pauseLabel: string;
  resumeLabel: string;
  className?: string;
}

/**
 * Shows one tagline at a time, advancing every `intervalMs`. All taglines share one
 * grid cell, so the block is as tall as the longest one and nothing below it moves.
 * Text that changes by itself must be possible to stop (WCAG 2.2.2): a small button
 * beside it pauses and resumes the rotation. Without JavaScript the first tagline stays,
 * and the button, which could do nothing, is hidden.
 */
export function RotatingTagline({
  taglines,
  intervalMs,
  pauseLabel,
  resumeLabel,
  className,
}: RotatingTaglineProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotates = taglines.length > 1;

  useEffect(() => {
    if (!rotates || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % taglines.length), intervalMs);
    return () => clearInterval(id);
  }, [rotates, paused, taglines.length, intervalMs]);

  return (
    <div className="flex items-start gap-2">
      <p className={cn('grid', className)} data-testid="tagline">
        {taglines.map((text, i) => (
          <span
            key={text}
            aria-hidden={i !== index}
            className={cn(
              'col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none',
              i === index ? 'opacity-100' : 'invisible opacity-0',
            )}
          >
            {text}
          </span>
        ))}
      </p>
      {rotates ? (
        <button
          type="button"
          aria-label={paused ? resumeLabel : pauseLabel}
          title={paused ? resumeLabel : pauseLabel}
          onClick={() => setPaused((p) => !p)}
          className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200/70 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 sm:mt-1 dark:text-slate-400 dark:hover:bg-slate-700/70 dark:hover:text-white noscript:hidden"
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 fill-current">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
          </svg>
        </button>
      ) : null}
    </div>
  );
}
