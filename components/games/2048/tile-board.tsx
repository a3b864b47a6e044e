'use client';

import { useRef, type PointerEvent } from 'react';
import { game2048Text as text } from '@/content/games/2048';
import { cn } from '@/lib/cn';
import { toBoard, type Direction, type Game2048, type Tile } from '@/lib/games/2048';
import { digitScale, tileColour } from './tile-style';

/** Shortest swipe, in CSS pixels, that counts as a move. */
export const MIN_SWIPE_PX = 30;

export interface TileBoardProps {
  game: Game2048;
  /** Tiles merged away by the last move, still drawn while they slide under the result. */
  vanished: readonly Tile[];
  /** Play the appear and merge animations (off after an undo). */
  animate: boolean;
  /** Outlines the board when nothing can move. */
  over: boolean;
  onSwipe(direction: Direction): void;
}

function swipeDirection(dx: number, dy: number): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < MIN_SWIPE_PX) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/**
 * The board: background cells, and tiles positioned absolutely by row and column so a
 * change of position slides with a CSS transition. Tiles are keyed by their id and kept
 * in id order, so React never reorders their elements and every transition runs.
 * Swipes are read from pointer events; `touch-action: none` keeps the page still.
 * Screen readers get the same board as a table.
 */
export function TileBoard({ game, vanished, animate, over, onSwipe }: TileBoardProps) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const { size } = game;
  const drawn = [...vanished, ...game.tiles].sort((a, b) => a.id - b.id);
  const vanishedIds = new Set(vanished.map((t) => t.id));
  const rows = toBoard(game);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    try {
      // Keeps the pointer's end on the board even when the finger leaves it.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): the swipe still works without capture.
    }
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== e.pointerId) return;
    const direction = swipeDirection(e.clientX - from.x, e.clientY - from.y);
    if (direction) onSwipe(direction);
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return (
    // On a wide but short screen (a 1280 x 800 laptop) the board shrinks with the
    // window's height, so the whole board is in view above the fixed footer.
    <div className="mx-auto w-full max-w-md lg:mx-0 lg:max-w-[clamp(16rem,calc(100svh-22rem),28rem)]">
      <div
        aria-hidden="true"
        data-testid="board-2048"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        className={cn(
          'relative aspect-square w-full touch-none overscroll-contain rounded-xl bg-stone-300 p-1.5 select-none dark:bg-slate-800',
          over && 'ring-4 ring-red-700 dark:ring-red-400',
        )}
      >
        <div
          className="grid size-full"
          style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: size * size }, (_, i) => (
            <div key={i} className="p-1">
              <div className="size-full rounded-md bg-stone-200/70 dark:bg-slate-700" />
            </div>
          ))}
        </div>
        <div className="@container absolute inset-1.5">
          {drawn.map((tile) => (
            <div
              key={tile.id}
              className="absolute top-0 left-0 p-1 transition-transform duration-100 ease-in-out motion-reduce:transition-none"
              style={{
                width: `${100 / size}%`,
                height: `${100 / size}%`,
                transform: `translate(${tile.col * 100}%, ${tile.row * 100}%)`,
                zIndex: vanishedIds.has(tile.id) ? 0 : 1,
              }}
            >
              <div
                className={cn(
                  'flex size-full items-center justify-center rounded-md font-bold tabular-nums shadow-sm',
                  tileColour(tile.value),
                  animate &&
                    tile.origin === 'new' &&
                    'animate-tile-appear motion-reduce:animate-none',
                  animate &&
                    tile.origin === 'merged' &&
                    'animate-tile-pop motion-reduce:animate-none',
                )}
                style={{ fontSize: `calc(100cqw / ${size} * ${digitScale(tile.value)})` }}
              >
                {tile.value}
              </div>
            </div>
          ))}
        </div>
      </div>
      {/* Hidden by its box: a table is as wide as its cells whatever its own width, and
          one made "sr-only" itself widened the page on big boards. */}
      <div className="sr-only">
        <table>
          <caption>{text.boardLabel}</caption>
          <tbody>
            {rows.map((cells, r) => (
              <tr key={r}>
                <th scope="row">{`${text.rowLabel} ${r + 1}`}</th>
                {cells.map((value, c) => (
                  <td key={c}>{value === 0 ? text.emptyCell : value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
