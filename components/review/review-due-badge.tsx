import { ReviewDueCount } from './review-due-count';

/**
 * How many review cards are due, on the menu's Review button. The badge is rendered on
 * the server with its size; it stays invisible while it is empty (before the count is
 * known, and at 0), so nothing moves when the count appears.
 */
export function ReviewDueBadge() {
  return (
    <span className="inline-flex h-5 min-w-7 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-slate-900 tabular-nums ring-1 ring-black/20 empty:invisible">
      <ReviewDueCount />
    </span>
  );
}
