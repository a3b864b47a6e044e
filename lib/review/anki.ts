import type { DeckId } from '@/content/english/review';
import type { Catalog } from './catalog';
import { deckIds } from './decks';
import type { Reviews } from './model';
import { cardText } from './recall';
import { knownCards } from './session';

/**
 * The deck as a text file Anki's File > Import reads: one line per card, front, back and
 * tags separated by tabs, after the header lines that tell Anki so. Tabs and line breaks
 * inside a text become spaces.
 */
export function ankiText(reviews: Reviews, catalog: Catalog): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();
  const lines = ['#separator:tab', '#html:false', '#tags column:3'];
  const order = (deck: DeckId | undefined) => (deck ? deckIds.indexOf(deck) : deckIds.length);
  const cards = knownCards(reviews, catalog)
    .map((card) => catalog.get(card.id)!)
    .sort((a, b) => order(a.deck) - order(b.deck) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const item of cards) {
    const { front, back } = cardText(item);
    lines.push([clean(front), clean(back), `english-review ${item.deck}`].join('\t'));
  }
  return `${lines.join('\n')}\n`;
}
