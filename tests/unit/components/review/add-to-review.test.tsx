import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AddToReview } from '@/components/review/add-to-review';
import { verbLists } from '@/content/english/irregular-verbs';
import { addToReview as t } from '@/content/english/review-actions';
import { useReviewStore } from '@/lib/stores/use-review-store';

const verbs = verbLists[0]!.verbs;
const verb = verbs[0]!;

/** Lets the buttons' code and the review store (dynamic imports) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('AddToReview', () => {
  it('is in the pre-rendered page as its buttons, in place, hidden where scripts do not run', () => {
    const html = renderToString(<AddToReview deck="verbs" item={verb} list={verbs} />);
    const box = document.createElement('div');
    box.innerHTML = html;
    const buttons = [...box.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.disabled, b.className.split(' ')])).toEqual([
      [t.item, false, expect.arrayContaining(['noscript:hidden'])],
      [t.list, false, expect.arrayContaining(['noscript:hidden'])],
    ]);
    // Not a Suspense boundary waiting for its code (which a trainer's first update would
    // make React throw away and draw again).
    expect(html).not.toContain('<!--$');
  });

  it('draws "Add this list" disabled while the list loads, and enabled once it has come', () => {
    const { rerender } = render(<AddToReview deck="verbs" item={verb} list={null} />);
    expect(screen.getByRole('button', { name: t.list })).toBeDisabled();
    rerender(<AddToReview deck="verbs" item={verb} list={verbs} />);
    expect(screen.getByRole('button', { name: t.list })).toBeEnabled();
  });

  it('shows only the buttons it has something for', () => {
    const { unmount } = render(<AddToReview deck="verbs" item={verb} />);
    expect(screen.getByRole('button', { name: t.item })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.list })).toBeNull();
    // Gone before its code arrives: nothing is drawn into an unmounted trainer.
    unmount();
  });

  it('works once its code and the stored deck have come, and says what is in review', async () => {
    const { rerender } = render(<AddToReview deck="verbs" item={verb} />);
    await settle();
    await settle();
    const add = screen.getByRole('button', { name: t.item });
    expect(add).toBeEnabled();

    // The trainer gets its list: "Add this list" joins, enabled as well.
    rerender(<AddToReview deck="verbs" item={verb} list={verbs} />);
    expect(screen.getByRole('button', { name: t.list })).toBeEnabled();

    act(() => add.click());
    await settle();
    await settle();
    expect(screen.getByRole('button', { name: t.itemDone })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(Object.keys(useReviewStore.getState().reviews.cards)).toContain(
      `verb:${verb.infinitive}`,
    );
  });
});
