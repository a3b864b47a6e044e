'use client';

import { useId, useState } from 'react';
import { game2048Text as text } from '@/content/games/2048';
import { cn } from '@/lib/cn';
import { isValidSize } from '@/lib/games/2048';

/** Parses the size field: digits only, 3 to 8; anything else is `null`. */
export function parseSize(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const size = Number(trimmed);
  return isValidSize(size) ? size : null;
}

/**
 * The board size field. A new size applies as soon as the field holds a valid one; an
 * invalid entry shows why and leaves the game alone. The field keeps one width and room
 * for a one-line message, so the message never pushes the score boxes around; the line
 * may run on under the score boxes, which keeps the field narrow enough for the boxes to
 * sit beside it on a phone (and the board on the first screen). Its arrow keys move the
 * tiles (`data-board-keys`): a one-digit value has no caret to move.
 */
export function SizeField({ size, onSize }: { size: number; onSize(size: number): void }) {
  const [value, setValue] = useState(String(size));
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = value.trim() !== '' && parseSize(value) === null;

  return (
    <div className="flex w-28 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {text.sizeLabel}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        data-board-keys=""
        placeholder={text.sizePlaceholder}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          const next = parseSize(e.target.value);
          if (next !== null && next !== size) onSize(next);
        }}
        className={cn(
          'min-h-11 w-24 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-600',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
          invalid ? 'border-red-700 dark:border-red-400' : 'border-slate-400 dark:border-slate-500',
        )}
      />
      <p
        id={errorId}
        className="min-h-5 text-sm whitespace-nowrap text-red-700 dark:text-red-300"
        aria-live="polite"
      >
        {invalid ? text.sizeError : ''}
      </p>
    </div>
  );
}
