import type { AntonymPair } from '@/content/english/antonyms';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import type { Phrase } from '@/content/english/phrases';
import type { DeckId } from '@/content/english/review';
import type { CardSources, TenseCellSource } from './decks';

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

export function phrasalCardId(item: CardSources['phrasal']): string {
  return `phrasal:${slug(item.verb)}`;
}

/** 'tense:study-english:i:affirmative:present-simple' */
export function tenseCardId({ example, subject, form, tense }: TenseCellSource): string {
  return `tense:${slug(`${example.en.verb} ${example.en.complement}`)}:${subject}:${form}:${tense}`;
}

/** The card id of an item of a deck. */
export function cardIdOf<D extends DeckId>(deck: D, item: CardSources[D]): string {
  switch (deck) {
    case 'verbs':
      return verbCardId(item as CardSources['verbs']);
    case 'phrases':
      return phraseCardId(item as CardSources['phrases']);
    case 'phrasal':
      return phrasalCardId(item as CardSources['phrasal']);
    case 'tenses':
      return tenseCardId(item as CardSources['tenses']);
    default:
      return antonymCardId(item as CardSources['antonyms']);
  }
}
