import type { ReactNode } from 'react';
import { reviewProgress as t } from '@/content/english/review';
import type { DayCount, StateCounts } from '@/lib/review/session';

export interface ProgressFigures {
  streak: number;
  /** Reviews per day over the last 365 days, oldest first. */
  year: readonly DayCount[];
  retention?: { rate: number; reviews: number };
  /** Studied cards due on each of the next 14 days, today first. */
  forecast: readonly number[];
  perState: StateCounts;
}

const stateNames = ['new', 'learning', 'review', 'relearning'] as const;
const stateColours: Record<(typeof stateNames)[number], string> = {
  new: 'fill-sky-600 dark:fill-sky-400',
  learning: 'fill-amber-600 dark:fill-amber-400',
  review: 'fill-emerald-700 dark:fill-emerald-400',
  relearning: 'fill-rose-700 dark:fill-rose-400',
};
/** The heatmap's shades, from no review to the busiest days. */
const levels = [
  'fill-slate-200 dark:fill-slate-800',
  'fill-brand-200 dark:fill-brand-900',
  'fill-brand-400 dark:fill-brand-700',
  'fill-brand-600 dark:fill-brand-500',
  'fill-brand-800 dark:fill-brand-300',
];

const CELL = 12;

/** Monday 0 to Sunday 6 of a 'YYYY-MM-DD' day. */
function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return (new Date(y!, m! - 1, d!).getDay() + 6) % 7;
}

function Tile({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{label}</h3>
      <p className="min-h-9 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
        {value}
      </p>
      <p className="min-h-5 text-sm text-slate-700 dark:text-slate-300">{children}</p>
    </div>
  );
}

/** A calendar of the last year, a column per week (Monday on top), a square per day. */
function Heatmap({ year }: { year: readonly DayCount[] }) {
  const max = Math.max(1, ...year.map((d) => d.count));
  const offset = year[0] ? weekday(year[0].day) : 0;
  const weeks = Math.ceil((year.length + offset) / 7);
  const total = year.reduce((s, d) => s + d.count, 0);
  const active = year.filter((d) => d.count > 0).length;
  const level = (count: number) => (count === 0 ? 0 : Math.min(4, Math.ceil((count / max) * 4)));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption id="review-year" className="font-semibold text-slate-800 dark:text-slate-200">
        {t.yearHeading}
      </figcaption>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
        tabIndex={0}
        role="group"
        aria-labelledby="review-year"
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <svg
          viewBox={`0 0 ${weeks * CELL} ${7 * CELL}`}
          className="h-auto w-full min-w-[36rem]"
          role="img"
          aria-label={t.yearSummary(total, active)}
          data-testid="review-heatmap"
        >
          {year.map((d, i) => (
            <rect
              key={d.day}
              x={Math.floor((i + offset) / 7) * CELL + 1}
              y={((i + offset) % 7) * CELL + 1}
              width={CELL - 2}
              height={CELL - 2}
              rx={2}
              data-count={d.count}
              className={levels[level(d.count)]}
            >
              <title>{t.dayTitle(d.day, d.count)}</title>
            </rect>
          ))}
        </svg>
      </div>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span aria-hidden="true">{t.yearSummary(total, active)}</span>
        <span className="inline-flex items-center gap-1" aria-hidden="true">
          {t.less}
          {levels.map((shade) => (
            <svg key={shade} viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" className={shade} />
            </svg>
          ))}
          {t.more}
        </span>
      </p>
    </figure>
  );
}

/** Bars of the cards due on each of the next 14 days, with the numbers in a table for screen readers. */
function Forecast({ days }: { days: readonly number[] }) {
  const max = Math.max(1, ...days);
  const W = 280;
  const H = 100;
  const barW = W / Math.max(1, days.length);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-slate-800 dark:text-slate-200">
        {t.forecastHeading}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H + 2}`}
        preserveAspectRatio="none"
        className="h-28 w-full"
        aria-hidden="true"
      >
        {days.map((n, i) => {
          const h = (n / max) * H;
          return (
            <rect
              key={i}
              x={i * barW + 2}
              y={H - h}
              width={barW - 4}
              height={h}
              className={
                i === 0
                  ? 'fill-brand-800 dark:fill-brand-300'
                  : 'fill-brand-500 dark:fill-brand-500'
              }
            />
          );
        })}
      </svg>
      <p
        className="flex justify-between text-xs text-slate-700 dark:text-slate-300"
        aria-hidden="true"
      >
        <span>{t.today}</span>
        <span>{t.inDays(days.length - 1)}</span>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="review-forecast">
        {t.forecastSummary(
          days.reduce((s, n) => s + n, 0),
          days[0] ?? 0,
        )}
      </p>
      <div className="sr-only">
        <table>
          <caption>{t.forecastHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.dayColumn}</th>
              <th scope="col">{t.cardsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((n, i) => (
              <tr key={i}>
                <th scope="row">{i === 0 ? t.today : t.inDays(i)}</th>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * What the learner has done and what is coming, from the review log: the streak, the
 * true retention, a year's calendar, the next 14 days and the cards per state. Drawn
 * empty, at its size, until the deck has been read.
 */
export function ReviewProgress({ figures }: { figures?: ProgressFigures }) {
  const maxState = Math.max(1, ...stateNames.map((s) => figures?.perState[s] ?? 0));
  return (
    <section aria-labelledby="review-progress" className="mt-10 flex flex-col gap-6">
      <h2
        id="review-progress"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t.heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Tile label={t.streakLabel} value={figures ? t.streak(figures.streak) : null}>
          {figures ? t.streakHint(figures.streak) : null}
        </Tile>
        <Tile
          label={t.retentionLabel}
          value={figures?.retention ? t.percent(figures.retention.rate) : figures ? '–' : null}
        >
          {figures
            ? figures.retention
              ? t.retentionHint(figures.retention.reviews)
              : t.noRetention
            : null}
        </Tile>
      </div>
      {figures ? <Heatmap year={figures.year} /> : <div className="h-32" />}
      <div className="grid gap-6 md:grid-cols-2">
        {figures ? <Forecast days={figures.forecast} /> : <div className="h-44" />}
        <figure className="flex flex-col gap-2">
          <figcaption className="font-semibold text-slate-800 dark:text-slate-200">
            {t.perStateHeading}
          </figcaption>
          <svg
            viewBox="0 0 300 102"
            preserveAspectRatio="none"
            className="h-28 w-full"
            aria-hidden="true"
          >
            {stateNames.map((s, i) => (
              <rect
                key={s}
                x={0}
                y={i * 25 + 4}
                width={
                  figures
                    ? Math.max(figures.perState[s] ? 2 : 0, (figures.perState[s] / maxState) * 300)
                    : 0
                }
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
                    {figures?.perState[s] ?? '\u00a0'}
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
