import { antonymPairs, type AntonymPair } from '@/content/english/antonyms';
import { verbLists, type IrregularVerb } from '@/content/english/irregular-verbs';
import { phrases, type Phrase } from '@/content/english/phrases';
import type { DeckId } from '@/content/english/review';
import { antonymCardId, phraseCardId, verbCardId } from './ids';

/** One learnable item of the content, with the id of its card. */
export type ReviewItem =
  | { deck: 'verbs'; id: string; verb: IrregularVerb }
  | { deck: 'phrases'; id: string; phrase: Phrase }
  | { deck: 'antonyms'; id: string; pair: AntonymPair };

export type Catalog = ReadonlyMap<string, ReviewItem>;

export interface CatalogSource {
  verbs: readonly IrregularVerb[];
  phrases: readonly Phrase[];
  antonyms: readonly AntonymPair[];
}

/** Every item by card id; an item listed twice (a verb in both lists) appears once. */
export function buildCatalog(source: CatalogSource): Catalog {
  const items = new Map<string, ReviewItem>();
  const add = (item: ReviewItem) => {
    if (!items.has(item.id)) items.set(item.id, item);
  };
  for (const verb of source.verbs) add({ deck: 'verbs', id: verbCardId(verb), verb });
  for (const phrase of source.phrases) add({ deck: 'phrases', id: phraseCardId(phrase), phrase });
  for (const pair of source.antonyms) add({ deck: 'antonyms', id: antonymCardId(pair), pair });
  return items;
}

/** The catalog of the site's content. */
export function siteCatalog(): Catalog {
  return buildCatalog({
    verbs: verbLists.flatMap((list) => list.verbs),
    phrases,
    antonyms: antonymPairs,
  });
}

/** How many items each deck holds. */
export function deckSizes(catalog: Catalog): Record<DeckId, number> {
  const sizes: Record<DeckId, number> = { verbs: 0, phrases: 0, antonyms: 0 };
  for (const item of catalog.values()) sizes[item.deck] += 1;
  return sizes;
}
