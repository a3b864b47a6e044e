import { act, render, screen } from '@testing-library/react';
import { AddToReview } from '@/components/review/add-to-review';
import { verbLists } from '@/content/english/irregular-verbs';
import { addToReview as t } from '@/content/english/review-actions';
import { cardIdOf } from '@/lib/review/ids';
import { useReviewStore } from '@/lib/stores/use-review-store';

// The review client comes when the test lets it (a slow network, or offline until the
// browser is back online), to every caller at once, as the one chunk does.
let arrive: () => void = () => {};
const mockArrival = new Promise((resolve) => {
  arrive = () => resolve(jest.requireActual('@/components/review/review-client'));
});
jest.mock('@/components/review/load-review-client', () => ({
  loadReviewClient: () => mockArrival,
}));

const verbs = verbLists[0]!.verbs;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const stored = () => Object.keys(useReviewStore.getState().reviews.cards);

describe('AddToReview, pressed before its code has come', () => {
  it('says it is adding, then adds what was pressed once the code comes; the next item has its own button', async () => {
    const { rerender } = render(<AddToReview deck="verbs" item={verbs[0]!} list={verbs} />);
    await settle();
    act(() => screen.getByRole('button', { name: t.item }).click());
    expect(screen.getByRole('button', { name: t.adding })).toHaveAttribute('aria-disabled', 'true');
    // The trainer moves on: the next item's button is a fresh one.
    rerender(<AddToReview deck="verbs" item={verbs[1]!} list={verbs} />);
    expect(screen.getByRole('button', { name: t.item })).toBeEnabled();
    expect(screen.getByRole('button', { name: t.list })).toBeEnabled();
    expect(stored()).toEqual([]);

    arrive();
    await settle();
    await settle();
    expect(stored()).toEqual([cardIdOf('verbs', verbs[0]!)]);
    // The item now on screen was not pressed; the list is not all in review.
    expect(screen.getByRole('button', { name: t.item })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: t.list })).toBeEnabled();
    rerender(<AddToReview deck="verbs" item={verbs[0]!} list={verbs} />);
    expect(screen.getByRole('button', { name: t.itemDone })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
