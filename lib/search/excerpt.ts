/** A run of excerpt text, highlighted (`mark`) where it matched the search. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an HTML-escaped text may hold; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

/**
 * Splits a search excerpt (HTML-escaped text with the matches in <mark> elements) into
 * plain text runs, so it renders as text nodes: any other tag is dropped and nothing of
 * the excerpt is ever parsed as HTML by the page.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const token of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(token)) {
      mark = true;
      continue;
    }
    if (/^<\/mark/i.test(token)) {
      mark = false;
      continue;
    }
    const text = decodeEntities(token.replace(/<[^>]*>?/g, ''));
    if (!text) continue;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  return parts;
}
