'use client';

import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { game2048Text as text } from '@/content/games/2048';
import { cn } from '@/lib/cn';
import type { Direction } from '@/lib/games/2048';

/** Grid cell of each button in the 3x3 pad; the centre holds a disabled button. */
const PLACES: Record<Direction, string> = {
  up: 'col-start-2 row-start-1',
  left: 'col-start-1 row-start-2',
  right: 'col-start-3 row-start-2',
  down: 'col-start-2 row-start-3',
};

const padButton = cn(buttonStyles('secondary', 'md'), 'size-14 p-0 text-lg');

export function ArrowPad({
  onMove,
  disabled,
  icons,
}: {
  onMove(direction: Direction): void;
  disabled: boolean;
  /** An arrow for each direction, drawn by the server. */
  icons: Record<Direction, ReactNode>;
}) {
  return (
    <div
      role="group"
      aria-label={text.controlsLabel}
      className="mx-auto grid w-fit grid-cols-3 grid-rows-3 gap-2 lg:mx-0"
    >
      {(['up', 'left', 'right', 'down'] as const).map((direction) => {
        return (
          <button
            key={direction}
            type="button"
            aria-label={text.directions[direction]}
            disabled={disabled}
            onClick={() => onMove(direction)}
            className={cn(padButton, PLACES[direction])}
          >
            {icons[direction]}
          </button>
        );
      })}
      <button
        type="button"
        disabled
        aria-hidden="true"
        tabIndex={-1}
        className={cn(padButton, 'col-start-2 row-start-2')}
      >
        <span className="size-3 rounded-full bg-current" />
      </button>
    </div>
  );
}
