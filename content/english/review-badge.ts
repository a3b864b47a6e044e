/**
 * The due-count badge on the Review button of the English menu, on every page of the
 * area: kept in its own module so those pages load nothing else of the review words.
 */

/** The due-count badge of the menu's Review button (read by screen readers after the name). */
export const reviewBadge = {
  due: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due`,
} as const;

/** The day's review at the top of /ee. */
export const reviewToday = {
  heading: "Today's review",
  due: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} due`,
  start: 'Start',
  nothingDue: 'Nothing due now: your next cards come back later.',
  open: 'Open the review',
  loading: 'Counting your cards…',
  addFirst: 'Add your first cards',
  addFirstEs: 'Elige qué repasar: cada entrenador tiene "Add to review".',
} as const;
