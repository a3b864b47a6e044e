import { act } from '@testing-library/react';
import { siteCatalog } from '@/lib/review/catalog';
import { useReviewStore } from '@/lib/stores/use-review-store';
import { watchDueCount } from '@/components/review/review-client';

jest.mock('@/lib/review/catalog', () => {
  const actual = jest.requireActual<typeof import('@/lib/review/catalog')>('@/lib/review/catalog');
  return { ...actual, siteCatalog: jest.fn(actual.siteCatalog) };
});

const loaded = jest.mocked(siteCatalog);
/** Lets the catalog's dynamic import (a resolved promise chain) settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the menu badge count (watchDueCount)', () => {
  // One store and one catalog per page: the cases run in order on the same page.
  const counts: number[] = [];
  let unwatch: () => void = () => {};

  afterAll(() => unwatch());

  it('counts an empty deck as 0 without loading the English content', async () => {
    unwatch = watchDueCount(({ due }) => counts.push(due));
    await settle();
    expect(counts).toEqual([0]);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads the content once the deck holds a card, and counts the cards due', async () => {
    act(() => useReviewStore.getState().enrol(['phrase:how-are-you-doing']));
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(counts.at(-1)).toBe(1);

    act(() => useReviewStore.getState().enrol(['phrase:nice-to-meet-you']));
    await settle();
    expect(counts.at(-1)).toBe(2);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('leaves out a card whose item is no longer in the content', async () => {
    act(() => useReviewStore.getState().enrol(['phrase:a-phrase-the-owner-removed']));
    await settle();
    expect(counts.at(-1)).toBe(2);
  });

  it('reports nothing once stopped', async () => {
    unwatch();
    const before = counts.length;
    act(() => useReviewStore.getState().enrol(['phrase:good-morning-everyone']));
    await settle();
    expect(counts).toHaveLength(before);
  });
});
