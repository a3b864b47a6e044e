import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One field of a trainer's card (a `<dd>`): the text, then its listen button when there is
 * one. With `room` (`longestTexts`), each longer text the field may show is laid out
 * unseen in the same grid cell, as wide as the line and with the button's room, so the
 * field is as tall as the tallest of them: a new item never moves what is under the card.
 * The longer texts are generated content (`::before`): not in the page's text, its search
 * index or what a screen reader reads.
 */
export function HeldLine({
  text,
  room,
  textClassName,
  lineClassName = 'items-start',
  className,
  lang,
  speak,
  hidden,
}: {
  text: string;
  room: readonly string[] | undefined;
  /** The classes of the text (and of the longer texts, laid out alike). */
  textClassName: string;
  /** How the text and its button sit on the line. */
  lineClassName?: string;
  /** More classes of the field. */
  className?: string;
  lang?: string;
  speak?: ReactNode;
  /** The classes that hide an answer until Show (`answerClass`). */
  hidden?: string;
}) {
  return (
    <dd lang={lang} className={cn('grid *:col-start-1 *:row-start-1', className, hidden)}>
      <span className={cn('flex gap-2', lineClassName)}>
        <span className={cn('min-w-0 break-words', textClassName)}>{text}</span>
        {speak}
      </span>
      {room?.map((longer) => (
        <span key={longer} aria-hidden="true" className="invisible flex gap-2 select-none">
          <span
            data-room={longer}
            className={cn('min-w-0 break-words before:content-[attr(data-room)]', textClassName)}
          />
          {speak ? <span className="size-9 shrink-0" /> : null}
        </span>
      ))}
    </dd>
  );
}
