/**
 * A lower-case letter running into an upper-case one, with a full stop or the like between
 * them or not: where two texts meet with nothing between ('NewsRate', 'images.Two').
 */
const RUN_TOGETHER = /\p{Ll}[.!?:;]?\p{Lu}/u;

/** Punctuation that opens or closes a word without belonging to it. */
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Runs of letters, lower-cased: the words of a text as the second check reads them. */
const lettersOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * The words of indexed text that no reader sees: two words run together because the
 * markup put two elements side by side with nothing between them, which the search
 * indexer reads as one word that no search finds. `known` is the site's own text (the
 * content files, read as they are). A word is listed, once, in order, when
 * - a lower-case letter runs into an upper-case one ('NewsRate', 'images.Two'), unless
 *   `known` spells it so ('JavaScript', 'GitHub', 'iOS'); or
 * - `known` never has it as a word, but has both halves of it as words ('techin',
 *   'Infinitivebe'), each of two letters or more.
 */
export function gluedWords(indexed: string, known: string): string[] {
  const vocabulary = new Set(lettersOf(known));
  const isTwoWords = (word: string) => {
    for (let at = 2; at <= word.length - 2; at++)
      if (vocabulary.has(word.slice(0, at)) && vocabulary.has(word.slice(at))) return true;
    return false;
  };
  const found = new Set<string>();
  for (const chunk of indexed.split(/\s+/)) {
    const word = chunk.replace(EDGES, '');
    if (RUN_TOGETHER.test(word) && !known.includes(word)) found.add(word);
    for (const letters of lettersOf(word))
      if (!vocabulary.has(letters) && isTwoWords(letters)) found.add(word);
  }
  return [...found];
}
