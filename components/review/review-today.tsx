'use client';

import { PageLink } from '@/components/ui/page-link';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { reviewToday as t } from '@/content/english/review-today';
import { useDueCount } from './use-due-count';

export interface ReviewTodayProps {
  /** The review page's address. */
  href: string;
  /** The trainers that add cards, for an empty deck. */
  trainers: readonly { name: string; href: string }[];
}

/** Shown only where the inline script marked the stored deck empty (whole class names, for Tailwind). */
const byMark = {
  inline: 'hidden group-data-[stored-reviews=none]/deck:inline',
  block: 'hidden group-data-[stored-reviews=none]/deck:block',
  flex: 'hidden group-data-[stored-reviews=none]/deck:flex',
} as const;

/**
 * The day's review, first on /ee: how many cards are due and Start, or, with an empty
 * deck, the trainers that add cards. The pre-rendered page (and a page without
 * JavaScript) links to the review; the count comes once the deck has been read. Until
 * then, a deck the page's inline script saw empty (`group/deck` marked, as on
 * /ee/review) already shows the trainers, so the count moves nothing.
 */
export function ReviewToday({ href, trainers }: ReviewTodayProps) {
  const count = useDueCount();
  /** How what an empty deck shows is displayed: by the first-paint mark until the count comes. */
  const ifEmpty = (display: keyof typeof byMark) =>
    count === undefined ? byMark[display] : display;
  const empty = count === undefined || count.cards === 0;

  return (
    <section
      aria-labelledby="review-today-heading"
      className="flex min-h-32 flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-brand-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-1">
        <h2 id="review-today-heading" className="text-lg font-bold text-slate-900 dark:text-white">
          {t.heading}
        </h2>
        <p
          className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
          data-testid="review-today-count"
        >
          {empty ? <span className={ifEmpty('inline')}>{t.addFirst}</span> : null}
          {count && count.due > 0 ? t.due(count.due) : null}
        </p>
        {count && count.cards > 0 && count.due === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.nothingDue}</p>
        ) : null}
        {empty ? (
          <p lang="es" className={`${ifEmpty('block')} text-slate-700 dark:text-slate-300`}>
            {t.addFirstEs}
          </p>
        ) : null}
      </div>
      {empty ? (
        <ul className={`${ifEmpty('flex')} flex-wrap gap-2`}>
          {trainers.map((trainer) => (
            <li key={trainer.href}>
              <PageLink href={trainer.href} className={buttonStyles('secondary', 'sm')}>
                {trainer.name}
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      {count?.cards === 0 ? null : (
        <PageLink
          href={href}
          className={cn(
            buttonStyles('primary', 'lg'),
            'min-w-32 self-start sm:self-center',
            !count && 'group-data-[stored-reviews=none]/deck:hidden',
          )}
        >
          {count && count.due > 0 ? t.start : t.open}
        </PageLink>
      )}
    </section>
  );
}
