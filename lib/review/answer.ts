/**
 * Typed answers: compared forgivingly (case, accents, punctuation and spacing do not
 * count), and shown against the expected answer character by character.
 */

/** A text as answers are compared: lower case, no accents, no punctuation, single spaces. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The accepted answers of an expected text: 'gotten / got' accepts either form. */
export const alternatives = (expected: string): string[] =>
  expected
    .split(' / ')
    .map((form) => form.trim())
    .filter(Boolean);

/** A piece of the comparison: in both, only typed (extra), or only expected (missing). */
export interface DiffPart {
  kind: 'same' | 'extra' | 'missing';
  text: string;
}

/**
 * The typed text against the expected one, character by character (a longest common
 * subsequence, case and accents ignored for matching): what to keep, what was typed too
 * much, what is missing.
 */
export function diffAnswer(typed: string, expected: string): DiffPart[] {
  const a = [...typed];
  const b = [...expected];
  const key = (c: string) => normalizeAnswer(c) || c;
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i]![j] =
        key(a[i]!) === key(b[j]!)
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && key(a[i]!) === key(b[j]!)) {
      push('same', b[j]!);
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      push('missing', b[j++]!);
    } else {
      push('extra', a[i++]!);
    }
  }
  return parts;
}

export interface Checked {
  correct: boolean;
  /** The accepted form closest to what was typed. */
  expected: string;
  diff: DiffPart[];
}

/** Checks a typed answer; a wrong one gets the diff against the closest accepted form. */
export function checkAnswer(typed: string, expected: string): Checked {
  // 'was / were' accepts 'was', 'were' or both.
  const forms = [...alternatives(expected), expected];
  const wanted = normalizeAnswer(typed);
  const match = forms.find((form) => normalizeAnswer(form) === wanted);
  if (match !== undefined)
    return { correct: wanted !== '', expected: match, diff: [{ kind: 'same', text: match }] };
  const kept = (form: string) =>
    diffAnswer(typed, form).reduce((n, p) => n + (p.kind === 'same' ? p.text.length : 0), 0);
  const closest = forms.reduce(
    (best, form) => (kept(form) > kept(best) ? form : best),
    forms[0] ?? expected,
  );
  return { correct: false, expected: closest, diff: diffAnswer(typed, closest) };
}
