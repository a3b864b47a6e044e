import { intervals } from '@/content/english/review';

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
