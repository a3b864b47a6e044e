import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { AddToReview } from '@/components/review/add-to-review';
import { verbLists } from '@/content/english/irregular-verbs';
import { addToReview as t } from '@/content/english/review-actions';
import { cardIdOf } from '@/lib/review/ids';
import { useReviewStore } from '@/lib/stores/use-review-store';

// A file of its own: the buttons' code loads once per visit (per module registry here),
// and this is about the first time it arrives.
const verb = verbLists[0]!.verbs[0]!;

/** Lets the buttons' code and the review store (dynamic imports) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('AddToReview, when its code arrives', () => {
  it('draws the working buttons once, already knowing what is in review', async () => {
    useReviewStore.getState().start();
    useReviewStore.getState().enrol([cardIdOf('verbs', verb)]);
    const updates = jest.fn();
    render(
      <Profiler id="add" onRender={(_, phase) => phase === 'update' && updates()}>
        <AddToReview deck="verbs" item={verb} />
      </Profiler>,
    );
    const drawn = screen.getByRole('button', { name: t.item });
    await settle();
    await settle();
    // The same element, enabled: not drawn again (150 of them on the phrasal verbs page).
    expect(screen.getByRole('button', { name: t.itemDone })).toBe(drawn);
    // Its button says so from its first working draw: no draw with the deck still unread.
    expect(screen.getByRole('button', { name: t.itemDone })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(updates).toHaveBeenCalledTimes(1);
  });
});
