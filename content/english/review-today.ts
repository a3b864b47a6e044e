/**
 * The day's review at the top of /ee (components/review/review-today.tsx): kept apart from
 * the badge's words, which every page loads.
 */
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
