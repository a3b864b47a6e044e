/**
 * The review decks (their ids: DeckId in content/english/review.ts), and the deck of a
 * card id (its prefix, see ./ids).
 */
import type { AntonymPair } from '@/content/english/antonyms';
import type { IrregularVerb } from '@/content/english/irregular-verbs';
import type { PhrasalVerb } from '@/content/english/phrasal-verbs';
import type { Phrase } from '@/content/english/phrases';
import type { DeckId } from '@/content/english/review';
import type { Form, Subject, TenseExample, TenseKey } from '@/content/english/tense-types';

/** What a card id is made from, per deck (see ./ids). */
export interface CardSources {
  verbs: Pick<IrregularVerb, 'infinitive'>;
  phrases: Pick<Phrase, 'english'>;
  antonyms: AntonymPair;
  phrasal: Pick<PhrasalVerb, 'verb'>;
  /** One cell of the tense table: an example's sentence for a subject, a form and a tense. */
  tenses: TenseCellSource;
}

export interface TenseCellSource {
  example: Pick<TenseExample, 'en'>;
  subject: Subject;
  form: Form;
  tense: TenseKey;
}

export const deckIds: readonly DeckId[] = ['verbs', 'phrases', 'antonyms', 'phrasal', 'tenses'];

const prefixes: Record<DeckId, string> = {
  verbs: 'verb',
  phrases: 'phrase',
  antonyms: 'antonym',
  phrasal: 'phrasal',
  tenses: 'tense',
};

/**
 * Whether a text has the shape of a card id: a deck's prefix, a colon and a name (a name
 * with no letter or digit, such as an emoji's slug, is empty).
 */
export function isCardId(id: string): boolean {
  return /^[a-z]+:.+/.test(id);
}

/** The deck a card id belongs to, or `undefined` for an id of no known deck. */
export function deckOf(id: string): DeckId | undefined {
  const prefix = id.slice(0, id.indexOf(':'));
  return deckIds.find((deck) => prefixes[deck] === prefix);
}
