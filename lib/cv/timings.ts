/**
 * How long the closing animation of each CV block lasts; the block hides when it ends.
 * Opening is immediate.
 */
export const CV_CLOSE_DELAY_MS = {
  experience: 1000,
  study: 500,
  section: 500,
} as const;
