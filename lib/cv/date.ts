import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es';
import type { CvLang } from '@/content/cv/types';

dayjs.extend(customParseFormat);

/**
 * The CV's last-update date. Apart from lib/cv/format.ts (which client components use)
 * so that dayjs stays on the server: the CV page renders the date into its HTML.
 */

/** How the CV's facts write the last-update date. */
export const CV_DATE_FORMAT = 'DD-MM-YYYY';

/**
 * How each language shows it: the month by name, so '08-04-2023' cannot be read as
 * 4 August ('April 2023', 'abril de 2023').
 */
const DISPLAY_FORMAT: Readonly<Record<CvLang, string>> = {
  en: 'MMMM YYYY',
  es: 'MMMM [de] YYYY',
};

/**
 * Reads a dd-MM-yyyy date strictly ('08-04-2023' is 8 April 2023). Returns the ISO date
 * (yyyy-MM-dd, for <time dateTime>) and the text shown in `lang`, or undefined when the
 * text is not a real date in that format.
 */
export function parseCvDate(
  text: string,
  lang: CvLang,
): { iso: string; display: string } | undefined {
  const date = dayjs(text.trim(), CV_DATE_FORMAT, true);
  if (!date.isValid()) return undefined;
  return {
    iso: date.format('YYYY-MM-DD'),
    display: date.locale(lang).format(DISPLAY_FORMAT[lang]),
  };
}
