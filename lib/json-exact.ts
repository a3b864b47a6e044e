/**
 * Reading JSON without changing a digit: `JSON.parse` turns a whole number beyond
 * `Number.MAX_SAFE_INTEGER` into the nearest number it can hold (an id 9007199254740993
 * becomes 9007199254740992), so writing the value again would change it. Here such a
 * number is kept as its text, a string: every stored value and imported file is read
 * this way, so what the site cannot take is set aside with its digits as they were.
 */

/** A run of 16 digits or more that does not follow a digit or a decimal point. */
const LONG_WHOLE = /(?:^|[^\d.])\d{16}/;
const NUMBER_PART = /[\d.eE+-]/;

/** The JSON text with every whole number that is not a safe integer written as a string. */
export function quoteUnsafeIntegers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      // A string: its digits are text already.
      for (i += 1; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
      i += 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      const start = i;
      for (i += 1; i < text.length && NUMBER_PART.test(text[i]!); i += 1);
      const token = text.slice(start, i);
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(copied, start)}"${token}"`;
        copied = i;
      }
    } else i += 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** `JSON.parse`, keeping whole numbers that are not safe integers as their text. */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(LONG_WHOLE.test(text) ? quoteUnsafeIntegers(text) : text);
}
