/** How the CV shows addresses and periods; used by client components too, so no date library. */

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

/**
 * A position's period in the words of one language: 'yyyy-MM' months by name, an open
 * end as `present` ({ from: '2021-03', to: '2021-12' } -> 'Mar 2021 – Dec 2021').
 * Throws on a month that is not 'yyyy-MM', so a typo in the CV stops the build.
 */
export function formatPeriod(
  period: { from: string; to?: string },
  words: { months: readonly string[]; present: string },
): string {
  const month = (text: string) => {
    const match = /^(\d{4})-(\d{2})$/.exec(text);
    const name = match ? words.months[Number(match[2]) - 1] : undefined;
    if (!match || name === undefined) throw new Error(`CV period: '${text}' is not yyyy-MM`);
    return `${name} ${match[1]}`;
  };
  return `${month(period.from)} – ${period.to === undefined ? words.present : month(period.to)}`;
}
