import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How the CV writes and shows its last-update date. */
export const CV_DATE_FORMAT = 'DD-MM-YYYY';

/**
 * Reads a dd-MM-yyyy date strictly ('08-04-2023' is 8 April 2023). Returns the ISO date
 * (yyyy-MM-dd, for <time dateTime>) and the display text, or undefined when the text
 * is not a real date in that format.
 */
export function parseCvDate(text: string): { iso: string; display: string } | undefined {
  const date = dayjs(text.trim(), CV_DATE_FORMAT, true);
  if (!date.isValid()) return undefined;
  return { iso: date.format('YYYY-MM-DD'), display: date.format(CV_DATE_FORMAT) };
}

/**
 * A link address as people read it on paper: without the protocol, 'www.', 'mailto:'
 * or a trailing slash ('https://www.example.com/a/' -> 'example.com/a').
 */
export function displayUrl(url: string): string {
  return url
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}
