import { antonymPairs, type AntonymPair } from '@/content/english/antonyms';
import { verbLists, type IrregularVerb } from '@/content/english/irregular-verbs';
import { phrasalVerbs, type PhrasalVerb } from '@/content/english/phrasal-verbs';
import { phrases, type Phrase } from '@/content/english/phrases';
import type { DeckId } from '@/content/english/review';
import { tenseExamples } from '@/content/english/tense-examples';
import { aspectLabels, spanishTenseNames, tenseRows } from '@/content/english/tense-texts';
import {
  FORMS,
  SUBJECTS,
  type Form,
  type Subject,
  type TenseExample,
  type TenseKey,
} from '@/content/english/tense-types';
import { sentenceText, tenseKey, TENSES } from '@/lib/english/tenses/model';
import { tenseCell } from '@/lib/english/tenses/cell';
import { deckIds } from './decks';
import { antonymCardId, phrasalCardId, phraseCardId, tenseCardId, verbCardId } from './ids';

/** A sentence of the tense table, as a card shows it. */
export interface TenseSentence {
  subject: Subject;
  form: Form;
  tense: TenseKey;
  /** 'Present Perfect Continuous' */
  tenseName: string;
  english: string;
  spanish: string;
  /** The Spanish tense of the translation: 'Pretérito perfecto compuesto'. */
  spanishTense: string;
}

/** One learnable item of the content, with the id of its card. */
export type ReviewItem =
  | { deck: 'verbs'; id: string; verb: IrregularVerb }
  | { deck: 'phrases'; id: string; phrase: Phrase }
  | { deck: 'antonyms'; id: string; pair: AntonymPair }
  | { deck: 'phrasal'; id: string; phrasal: PhrasalVerb }
  | { deck: 'tenses'; id: string; sentence: TenseSentence };

export type Catalog = ReadonlyMap<string, ReviewItem>;

export interface CatalogSource {
  verbs: readonly IrregularVerb[];
  phrases: readonly Phrase[];
  antonyms: readonly AntonymPair[];
  phrasal?: readonly PhrasalVerb[];
  tenses?: readonly TenseExample[];
}

/** 'Present Perfect Continuous' */
export function tenseName(key: TenseKey): string {
  const aspect = key.endsWith('-continuous') ? 'continuous' : 'simple';
  const time = key.slice(0, -(aspect.length + 1));
  return `${tenseRows.find((row) => row.time === time)?.label ?? time} ${aspectLabels[aspect]}`;
}

/** The sentence of an example's table for one subject, form and tense. */
function tenseSentence(
  example: TenseExample,
  subject: Subject,
  form: Form,
  tense: (typeof TENSES)[number],
): TenseSentence {
  const cell = tenseCell(example, subject, form, tense);
  const key = tenseKey(tense);
  return {
    subject,
    form,
    tense: key,
    tenseName: tenseName(key),
    english: sentenceText(cell.sentence),
    spanish: cell.spanish,
    spanishTense: spanishTenseNames[cell.spanishTense],
  };
}

/** Every sentence of an example's tables: each subject, form and tense. */
export function tenseSentences(example: TenseExample): TenseSentence[] {
  return SUBJECTS.flatMap((subject) =>
    FORMS.flatMap((form) => TENSES.map((tense) => tenseSentence(example, subject, form, tense))),
  );
}

/**
 * Every item by card id; an item listed twice (a verb in both lists) appears once. A
 * tense card's sentence (most of the items) is conjugated when it is first read: the
 * review builds the catalog as it opens, and reads only the sentences it shows.
 */
export function buildCatalog(source: CatalogSource): Catalog {
  const items = new Map<string, ReviewItem>();
  const add = (item: ReviewItem) => {
    if (!items.has(item.id)) items.set(item.id, item);
  };
  for (const verb of source.verbs) add({ deck: 'verbs', id: verbCardId(verb), verb });
  for (const phrase of source.phrases) add({ deck: 'phrases', id: phraseCardId(phrase), phrase });
  for (const pair of source.antonyms) add({ deck: 'antonyms', id: antonymCardId(pair), pair });
  for (const phrasal of source.phrasal ?? [])
    add({ deck: 'phrasal', id: phrasalCardId(phrasal), phrasal });
  for (const example of source.tenses ?? [])
    for (const subject of SUBJECTS)
      for (const form of FORMS)
        for (const tense of TENSES) {
          const id = tenseCardId({ example, subject, form, tense: tenseKey(tense) });
          let sentence: TenseSentence | undefined;
          add({
            deck: 'tenses',
            id,
            get sentence() {
              return (sentence ??= tenseSentence(example, subject, form, tense));
            },
          });
        }
  return items;
}

/** The catalog of the site's content. */
export function siteCatalog(): Catalog {
  return buildCatalog({
    verbs: verbLists.flatMap((list) => list.verbs),
    phrases,
    antonyms: antonymPairs,
    phrasal: phrasalVerbs,
    tenses: tenseExamples,
  });
}

/** How many items each deck holds. */
export function deckSizes(catalog: Catalog): Record<DeckId, number> {
  const sizes = Object.fromEntries(deckIds.map((deck) => [deck, 0])) as Record<DeckId, number>;
  for (const item of catalog.values()) sizes[item.deck] += 1;
  return sizes;
}
