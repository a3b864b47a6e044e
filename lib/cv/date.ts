import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * The CV's last-update date. Apart from lib/cv/format.ts (which client components use)
 * so that dayjs stays on the server: the CV page renders the date into its HTML.
 */

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
