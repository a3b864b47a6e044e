/**
 * Lengths of text as a reader counts them: "🚀", or "ñ" written as n and a tilde, is one
 * character, where `length` counts UTF-16 units (two for most emoji). Where the browser
 * cannot split a text into graphemes, code points are counted.
 */

/** Made on first use, not as the module loads (every page with a saved value loads it). */
let segmenter: Intl.Segmenter | null | undefined;

/**
 * Below U+0300 (Latin, Spanish letters, punctuation) each UTF-16 unit is a character of
 * its own, except a CR LF pair: such a text needs no segmenter. Making the first one
 * loads the browser's break rules, a long task (about 40 ms, 170 ms at 4x CPU) that the
 * to-do list's form paid as it rendered its empty fields.
 */
const ONE_UNIT_EACH = /^[^\r\u0300-\uffff]*$/;

/** The characters of a text, each as a string. */
function characters(text: string): string[] {
  if (ONE_UNIT_EACH.test(text)) return text.split('');
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : [...text];
}

/** How many characters a text has. */
export function textLength(text: string): number {
  return characters(text).length;
}

/** The first `max` characters of a text, never splitting one. */
export function clipText(text: string, max: number): string {
  const chars = characters(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/**
 * The `maxLength` that lets a field holding `text` reach `max` characters: HTML counts
 * UTF-16 units, so each character already typed that takes more than one unit adds its
 * extra units (a field limited to 50 units held only 25 emoji), and while a character is
 * still missing there is room for one of two units (an emoji). What that room lets
 * through beyond `max` (two letters pasted into it) is cut by `clipText`.
 */
export function fieldMaxLength(text: string, max: number): number {
  const length = textLength(text);
  return max + text.length - length + (length < max ? 1 : 0);
}

/** A text cut to `max` characters, with "…" when it was cut. */
export function shortText(text: string, max: number): string {
  const clipped = clipText(text, max);
  return clipped === text ? text : `${clipped}…`;
}
