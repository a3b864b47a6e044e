/** The words of the trainers' Show step (phrase tips, irregular verbs). */
export const revealLabels = {
  show: 'Show answer',
  hide: 'Hide answer',
  /** The setting that skips the Show step (remembered on this device). */
  showAll: 'Show the answers at once',
} as const;
