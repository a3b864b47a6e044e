/**
 * The words of the "Add to review" buttons of the trainers (in the trainers' first load:
 * the buttons are drawn before their code has come). Kept apart from
 * content/english/review.ts, the review page's words.
 */

/** The buttons the trainers show for their current item and their list. */
export const addToReview = {
  item: 'Add to review',
  /** Pressed before the buttons' code has come (offline, until the browser is back online). */
  adding: 'Adding…',
  itemDone: 'In review',
  list: 'Add this list',
  listDone: 'List in review',
} as const;
