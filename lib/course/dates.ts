/**
 * Course file dates are written dd/mm/yyyy (SPEC); the HTML <time> element wants
 * yyyy-mm-dd. Returns undefined when the text is not a real calendar date.
 */
export function courseDateToIso(date: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return undefined;
  }
  return `${yyyy}-${mm}-${dd}`;
}
