'use client';

import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ticTacToeText as text } from '@/content/games/tic-tac-toe';
import { cn } from '@/lib/cn';
import type { Board as BoardCells } from '@/lib/games/tic-tac-toe';
import { Square } from './square';

const BOARD_WIDTH: Record<number, string> = { 3: 'max-w-xs', 4: 'max-w-sm', 5: 'max-w-md' };

/** Where focus goes from cell `index` for a key of the grid, or `null` for other keys. */
function nextFocus(key: string, index: number, size: number): number | null {
  const row = Math.floor(index / size);
  const col = index % size;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? index - size : index;
    case 'ArrowDown':
      return row < size - 1 ? index + size : index;
    case 'ArrowLeft':
      return col > 0 ? index - 1 : index;
    case 'ArrowRight':
      return col < size - 1 ? index + 1 : index;
    case 'Home':
      return row * size;
    case 'End':
      return row * size + size - 1;
    default:
      return null;
  }
}

export interface BoardProps {
  size: number;
  cells: BoardCells;
  winningLine: readonly number[];
  ended: boolean;
  waiting: boolean;
  onPlay: (index: number) => void;
  gridRef?: Ref<HTMLDivElement>;
}

/**
 * The board as an ARIA grid: one Tab stop, arrow keys (and Home/End) move between
 * cells, Enter or Space plays. A new size starts its grid afresh (the parent keys it by
 * size), with the focus stop on the first cell.
 */
export function Board({ size, cells, winningLine, ended, waiting, onPlay, gridRef }: BoardProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const winning = new Set(winningLine);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextFocus(e.key, active, size);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={text.boardLabel}
      aria-busy={waiting}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn('flex w-full flex-col gap-2', BOARD_WIDTH[size])}
    >
      {Array.from({ length: size }, (_, r) => (
        <div
          role="row"
          key={r}
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
        >
          {cells.slice(r * size, r * size + size).map((cell, c) => {
            const index = r * size + c;
            return (
              <Square
                key={index}
                size={size}
                index={index}
                cell={cell}
                tabbable={index === active}
                winning={winning.has(index)}
                ended={ended}
                waiting={waiting}
                onPlay={onPlay}
                onFocus={setActive}
                buttonRef={(element) => {
                  buttons.current[index] = element;
                }}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
