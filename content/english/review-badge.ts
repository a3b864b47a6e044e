/**
 * The due-count badge of the English menu's Review button and the navbar's English link,
 * on every page: kept in its own module so pages load nothing else of the review words.
 */

/** The badge's words, read by screen readers after the link's name. */
export const reviewBadge = {
  due: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due`,
} as const;
