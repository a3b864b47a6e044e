import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Date format of the news cards. */
export const CARD_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
/** Date format of the news reader. */
export const READER_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Parses an RSS (RFC 822) or ISO 8601 date. Returns the instant as an ISO string in
 * UTC, or null when the value is missing or not a real date.
 */
export function parseFeedDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const time = new Date(value.trim()).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString();
}

/**
 * Formats an instant in a fixed time zone, so the text is the same wherever the site
 * is built and the pre-rendered HTML never differs from what the browser would show.
 */
export function formatInZone(iso: string, format: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(format);
}
