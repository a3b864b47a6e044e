import { reviewProgress as t } from '@/content/english/review';
import type { DayCount, StateCounts } from '@/lib/review/session';

const W = 300;
const H = 100;

interface ReviewProgressProps {
  /** Absent until the stored reviews were read: the chart keeps its size, empty. */
  perDay?: readonly DayCount[];
  perState?: StateCounts;
}

const stateNames = ['new', 'learning', 'review', 'relearning'] as const;
const stateColours: Record<(typeof stateNames)[number], string> = {
  new: 'fill-sky-600 dark:fill-sky-400',
  learning: 'fill-amber-600 dark:fill-amber-400',
  review: 'fill-emerald-700 dark:fill-emerald-400',
  relearning: 'fill-rose-700 dark:fill-rose-400',
};

/**
 * Reviews per day over the last 30 days and cards per state, as two small SVG charts.
 * The daily chart is one image for screen readers (a short summary) with the exact
 * numbers in a table only screen readers get; the states chart is drawn beside a
 * visible table of the same numbers.
 */
export function ReviewProgress({ perDay, perState }: ReviewProgressProps) {
  const max = Math.max(1, ...(perDay ?? []).map((d) => d.count));
  const barW = W / 30;
  const total = (perDay ?? []).reduce((s, d) => s + d.count, 0);
  const maxState = Math.max(1, ...stateNames.map((s) => perState?.[s] ?? 0));
  return (
    <section aria-labelledby="review-progress" className="mt-10">
      <h2
        id="review-progress"
        className="mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t.heading}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <figcaption className="font-semibold text-slate-800 dark:text-slate-200">
            {t.perDayHeading}
          </figcaption>
          <svg
            viewBox={`0 0 ${W} ${H + 2}`}
            preserveAspectRatio="none"
            className="h-32 w-full text-slate-400 dark:text-slate-500"
            role="img"
            aria-label={perDay ? t.perDaySummary(total, perDay.length) : t.perDayHeading}
          >
            <line
              x1="0"
              y1={H + 1}
              x2={W}
              y2={H + 1}
              stroke="currentColor"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            {perDay?.map((d, i) => {
              const h = (d.count / max) * H;
              return (
                <rect
                  key={d.day}
                  x={i * barW + 1}
                  y={H - h}
                  width={barW - 2}
                  height={h}
                  className="fill-brand-600 dark:fill-brand-400"
                />
              );
            })}
          </svg>
          <p className="min-h-5 text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
            {perDay ? t.perDaySummary(total, perDay.length) : null}
          </p>
          {/* A table ignores the size limits of sr-only, so a wrapper hides it. */}
          {perDay ? (
            <div className="sr-only">
              <table>
                <caption>{t.perDayHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.dayColumn}</th>
                    <th scope="col">{t.reviewsColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {perDay.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{d.day}</th>
                      <td>{d.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </figure>
        <figure className="flex flex-col gap-2">
          <figcaption className="font-semibold text-slate-800 dark:text-slate-200">
            {t.perStateHeading}
          </figcaption>
          <svg
            viewBox={`0 0 ${W} ${H + 2}`}
            preserveAspectRatio="none"
            className="h-32 w-full"
            aria-hidden="true"
          >
            {stateNames.map((s, i) => (
              <rect
                key={s}
                x={0}
                y={i * 25 + 4}
                width={perState ? Math.max(perState[s] ? 2 : 0, (perState[s] / maxState) * W) : 0}
                height={18}
                className={stateColours[s]}
              />
            ))}
          </svg>
          <table className="w-full table-fixed text-sm text-slate-800 dark:text-slate-200">
            <caption className="sr-only">{t.perStateHeading}</caption>
            <thead>
              <tr>
                {stateNames.map((s) => (
                  <th key={s} scope="col" className="text-left font-normal">
                    <span className="inline-flex items-center gap-1">
                      <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
                        <rect width="10" height="10" className={stateColours[s]} />
                      </svg>
                      {t.states[s]}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {stateNames.map((s) => (
                  <td key={s} className="font-semibold tabular-nums">
                    {perState?.[s] ?? '\u00a0'}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </figure>
      </div>
    </section>
  );
}
