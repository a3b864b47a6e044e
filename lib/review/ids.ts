import type { AntonymPair } from '@/content/english/antonyms';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import type { Phrase } from '@/content/english/phrases';
import type { DeckId } from '@/content/english/review';
import type { CardSources } from './decks';

/**
 * Card ids come from the content itself, never from a position in a list, so that
 * reordering or extending a list keeps every stored review attached to its item. The
 * prefix names the deck (see `deckOf` in ./decks).
 */

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

/** The card id of an item of a deck. */
export function cardIdOf<D extends DeckId>(deck: D, item: CardSources[D]): string {
  if (deck === 'verbs') return verbCardId(item as CardSources['verbs']);
  if (deck === 'phrases') return phraseCardId(item as CardSources['phrases']);
  return antonymCardId(item as CardSources['antonyms']);
}
