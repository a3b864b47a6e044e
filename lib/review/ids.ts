import type { AntonymPair } from '@/content/english/antonyms';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import type { Phrase } from '@/content/english/phrases';

/**
 * Card ids come from the content itself, never from a position in a list, so that
 * reordering or extending a list keeps every stored review attached to its item.
 */

export type DeckId = 'verbs' | 'phrases' | 'antonyms';

export const deckIds: readonly DeckId[] = ['verbs', 'phrases', 'antonyms'];

const prefixes: Record<DeckId, string> = { verbs: 'verb', phrases: 'phrase', antonyms: 'antonym' };

/** Lower case, accents removed, every run of other characters turned into one '-'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function verbCardId(verb: Pick<IrregularVerb, 'infinitive'>): string {
  return `verb:${slug(verb.infinitive)}`;
}

export function phraseCardId(phrase: Pick<Phrase, 'english'>): string {
  return `phrase:${slug(phrase.english)}`;
}

export function antonymCardId(pair: AntonymPair): string {
  return `antonym:${slug(pair[0].en)}|${slug(pair[1].en)}`;
}

/** The deck a card id belongs to, or `undefined` for an id of no known deck. */
export function deckOf(id: string): DeckId | undefined {
  const prefix = id.slice(0, id.indexOf(':'));
  return deckIds.find((deck) => prefixes[deck] === prefix);
}
