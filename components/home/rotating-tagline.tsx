'use client';

import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export interface RotatingTaglineProps {
  taglines: readonly string[];
  intervalMs: number;
  className?: string;
}

/**
 * Shows one tagline at a time, advancing every `intervalMs`. All taglines share one
 * grid cell, so the block is as tall as the longest one and nothing below it moves.
 */
export function RotatingTagline({ taglines, intervalMs, className }: RotatingTaglineProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (taglines.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % taglines.length), intervalMs);
    return () => clearInterval(id);
  }, [taglines.length, intervalMs]);

  return (
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
  );
}
