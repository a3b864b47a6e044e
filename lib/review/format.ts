import { intervals, reviewSession } from '@/content/english/review';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** A short length of time for a grade button: '1 min', '10 min', '3 h', '2 days', '4 months'. */
export function formatInterval(ms: number): string {
  if (ms < HOUR) return intervals.minutes(Math.max(1, Math.round(ms / MIN)));
  if (ms < DAY) return intervals.hours(Math.round(ms / HOUR));
  if (ms < 30 * DAY) return intervals.days(Math.round(ms / DAY));
  if (ms < 365 * DAY) return intervals.months(Math.round(ms / (30 * DAY)));
  return intervals.years(Math.round((ms / (365 * DAY)) * 10) / 10);
}

let dueDateFormat: Intl.DateTimeFormat | undefined;

/**
 * The day and time a card comes due, in the visitor's clock: 'Tuesday, December 1 at 9:30
 * AM'. The formatter is made on first use, not when the page's script starts: a page's
 * first Intl formatter costs tens of milliseconds (the browser loads its locale data
 * then), and only a deck with nothing due shows a date.
 */
export function formatDueDate(time: number): string {
  dueDateFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dueDateFormat.format(time);
}

/** The review page's line about the next card, due at `next`, seen at `now`. */
export function nextDueText(next: number, now: number): string {
  const within = next - now < MIN ? undefined : formatInterval(next - now);
  return reviewSession.nextDue(within, formatDueDate(next));
}
