import { fold } from '@/lib/fold';
import { excerptParts } from './excerpt';
import type { PagefindResultData } from './results';

/**
 * Pagefind answers a word it does not hold with the longest prefix of it that it does
 * hold (its typo tolerance: "installa" finds "install"). For a word with no real match
 * that prefix is a letter or two, and "aaaa" or "zzzq" list pages that merely have words
 * starting with "a" or "z". These functions keep a result only when a word it marks
 * starts as a searched word does, so such a query says "No results".
 */

/** The words of a text, folded (letters and digits; an apostrophe stays inside a word). */
export function searchWords(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).map((w) =>
    w.replace(/’/g, "'"),
  );
}

/**
 * Whether a word found in a page answers a searched one: it starts with the searched
 * word's first three letters (all of a shorter one). No more than three, since a stem can
 * be that short: "running" finds "run".
 */
export function answers(searched: string, found: string): boolean {
  return found.startsWith(searched.slice(0, 3));
}

/** The words a result marks as matches, in its excerpt and its parts' excerpts. */
function markedWords(result: PagefindResultData): string[] {
  const excerpts = [result.excerpt, ...(result.sub_results ?? []).map((sub) => sub.excerpt)];
  return excerpts.flatMap((excerpt) =>
    excerptParts(excerpt ?? '')
      .filter((part) => part.mark)
      .flatMap((part) => searchWords(part.text)),
  );
}

/**
 * The results that match the query itself, not only a letter or two of it. A result
 * that marks nothing (a match in its title alone) is kept: there is nothing to judge.
 */
export function relevantResults<T extends PagefindResultData>(
  results: readonly T[],
  query: string,
): T[] {
  const searched = [...new Set(searchWords(query))];
  if (!searched.length) return [...results];
  return results.filter((result) => {
    const found = markedWords(result);
    return !found.length || found.some((word) => searched.some((s) => answers(s, word)));
  });
}
