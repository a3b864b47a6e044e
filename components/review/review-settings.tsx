import { useState } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { buttonStyles } from '@/components/ui/button';
import { reviewSettings as t } from '@/content/english/review';
import { pages } from '@/content/routes';
import {
  CardState,
  clampRetention,
  MAX_NEW_PER_DAY,
  MAX_RETENTION,
  MIN_RETENTION,
  type Reviews,
} from '@/lib/review/model';

export interface ReviewSettingsProps {
  /** The deck; absent while it loads (the fields are drawn, disabled). */
  reviews?: Reviews;
  /** Reviews a day the studied cards need at a retention. */
  load?: (retention: number) => number;
  onNewPerDay: (value: number) => void;
  /** Sets the desired retention (and reschedules the deck). */
  onRetention: (value: number) => void;
  /** The deck as Anki's import reads it. */
  onAnki: () => string | undefined;
}

const field =
  'h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 disabled:opacity-60 dark:border-slate-500 dark:bg-slate-800 dark:text-white';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200';
const hint = 'text-sm text-slate-700 dark:text-slate-300';

/** New cards a day, the desired retention with the daily load it means, and the Anki export. */
export function ReviewSettings({
  reviews,
  load,
  onNewPerDay,
  onRetention,
  onAnki,
}: ReviewSettingsProps) {
  /** The daily limit as typed, while its field has the focus (then the saved value). */
  const [limitDraft, setLimitDraft] = useState<string | null>(null);
  /** The retention while the slider moves; saved (and the deck rescheduled) when it is let go. */
  const [goalDraft, setGoalDraft] = useState<number | null>(null);
  const goal = goalDraft ?? reviews?.retention;
  const studied = reviews
    ? Object.values(reviews.cards).filter((card) => card.state !== CardState.New).length
    : 0;
  const commitGoal = () => {
    if (goalDraft !== null && goalDraft !== reviews?.retention) onRetention(goalDraft);
    setGoalDraft(null);
  };
  const empty = reviews !== undefined && Object.keys(reviews.cards).length === 0;

  const exportAnki = () => {
    const text = onAnki();
    if (!text) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t.ankiFile;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-labelledby="review-settings" className="mt-8 flex flex-col gap-5">
      <h2
        id="review-settings"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t.heading}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label className={labelClass}>
            {t.newPerDayLabel}
            <input
              type="number"
              min={0}
              max={MAX_NEW_PER_DAY}
              disabled={!reviews}
              value={reviews ? (limitDraft ?? reviews.newPerDay) : ''}
              onChange={(e) => {
                // What is typed stays while the field has the focus, even empty, so that a
                // number can be erased and typed anew; each whole number is saved.
                setLimitDraft(e.target.value);
                if (e.target.value !== '') onNewPerDay(Number(e.target.value));
              }}
              onBlur={() => setLimitDraft(null)}
              aria-describedby="review-new-hint"
              className={`${field} w-24`}
            />
          </label>
          <p id="review-new-hint" lang="es" className={hint}>
            {t.newPerDayHint}
          </p>
        </div>

        <div className="flex flex-col gap-1">
          {/* Named for its input: the output inside would otherwise take the label. */}
          <label htmlFor="review-goal" className={labelClass}>
            <span>
              {t.retentionLabel}:{' '}
              <output className="tabular-nums">{goal === undefined ? '' : t.percent(goal)}</output>
            </span>
            <input
              id="review-goal"
              type="range"
              min={MIN_RETENTION}
              max={MAX_RETENTION}
              step={0.01}
              disabled={!reviews}
              value={goal ?? 0.9}
              onChange={(e) => setGoalDraft(clampRetention(Number(e.target.value)))}
              onPointerUp={commitGoal}
              onKeyUp={commitGoal}
              onBlur={commitGoal}
              aria-valuetext={goal === undefined ? undefined : t.percent(goal)}
              aria-describedby="review-goal-hint review-goal-load"
              className="h-11 w-full max-w-xs accent-brand-700 dark:accent-brand-400"
            />
          </label>
          <p id="review-goal-hint" lang="es" className={hint}>
            {t.retentionHint}
          </p>
          <p
            id="review-goal-load"
            className="min-h-5 text-sm font-medium text-slate-900 dark:text-white"
          >
            {goal === undefined || !load
              ? null
              : studied === 0
                ? t.noStudied
                : t.load(t.percent(goal), Math.round(load(goal) * 10) / 10, studied)}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <div>
          <button
            type="button"
            disabled={!reviews || empty}
            onClick={exportAnki}
            className={buttonStyles('secondary', 'md')}
          >
            {t.ankiButton}
          </button>
        </div>
        <p className={hint}>
          {empty ? t.ankiEmpty : null}{' '}
          <span lang="es">
            {t.ankiHint}{' '}
            <PageLink
              href={pages.yourData.path}
              className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {t.ankiDataLink}
            </PageLink>
            .
          </span>
        </p>
      </div>
    </section>
  );
}
