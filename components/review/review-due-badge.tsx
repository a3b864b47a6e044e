import { ReviewDueCount } from './review-due-count';

const styles = {
  menu: 'inline-flex h-5 min-w-7 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-slate-900 tabular-nums ring-1 ring-black/20 empty:invisible',
  // Over the corner of the navbar's link on a wide screen, so nothing moves when the count
  // appears; beside it in the phone's menu, which is opened later.
  navbar:
    'ml-2 inline-flex h-4 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.7rem] font-bold text-white tabular-nums empty:hidden md:absolute md:-top-1 md:-right-3 md:ml-0 dark:bg-brand-400 dark:text-slate-950',
};

/**
 * How many review cards are due, on the English menu's Review button and the navbar's
 * English link. The badge is rendered on the server with its size; it stays invisible
 * while it is empty (before the count is known, and at 0), so nothing moves when the
 * count appears.
 */
export function ReviewDueBadge({ place = 'menu' }: { place?: 'menu' | 'navbar' }) {
  return (
    <span className={styles[place]}>
      <ReviewDueCount />
    </span>
  );
}
