/**
 * The due-count badge on the Review button of the English menu, on every page of the
 * area: kept in its own module so those pages load nothing else of the review words.
 */

/** The due-count badge of the menu's Review button (read by screen readers after the name). */
export const reviewBadge = {
  due: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due`,
} as const;
