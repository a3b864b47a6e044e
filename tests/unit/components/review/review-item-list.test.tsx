import { act, render, screen, within } from '@testing-library/react';
import { ReviewItemList } from '@/components/review/review-item-list';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { addToReview as t } from '@/content/english/review-actions';
import { phrasalCardId } from '@/lib/review/ids';
import { phrasalVerbAnchor } from '@/lib/search/anchors';
import { useReviewStore } from '@/lib/stores/use-review-store';

const items = phrasalVerbs.slice(0, 3);
const names = items.map((item) => phrasalVerbAnchor(item.verb));
/** Lets the buttons' code and the review store (dynamic imports) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const stored = () => Object.keys(useReviewStore.getState().reviews.cards);

describe('ReviewItemList', () => {
  it("adds an item from its card's own button, then the rest with Add this list", async () => {
    render(
      <ReviewItemList
        deck="phrasal"
        items={items}
        names={names}
        cards={items.map((item, i) => (
          <h3 key={item.verb} id={names[i]}>
            {item.verb}
          </h3>
        ))}
        className="list"
        itemClassName="card"
        buttonRowClassName="row"
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      items.map((item) => item.verb),
    );
    await settle();
    await settle();

    const second = within(cards[1]!).getByRole('button', { name: t.item });
    // The button names the item it adds, for a screen reader.
    expect(second).toHaveAccessibleDescription(items[1]!.verb);
    act(() => second.click());
    expect(stored()).toEqual([phrasalCardId(items[1]!)]);
    expect(within(cards[1]!).getByRole('button', { name: t.itemDone })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(cards[0]!).getByRole('button', { name: t.item })).toBeEnabled();

    act(() => screen.getByRole('button', { name: t.list }).click());
    expect(stored().sort()).toEqual(items.map(phrasalCardId).sort());
    expect(screen.getByRole('button', { name: t.listDone })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getAllByRole('button', { name: t.itemDone })).toHaveLength(items.length);
  });
});
