'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { buttonStyles } from '@/components/ui/button';
import { deckNames, reviewSession as t } from '@/content/english/review';
import { cn } from '@/lib/cn';
import { isInDialog } from '@/lib/keyboard';
import type { Checked } from '@/lib/review/answer';
import type { Catalog } from '@/lib/review/catalog';
import { formatInterval, nextDueText } from '@/lib/review/format';
import { gradeNames, type GradeName } from '@/lib/review/model';
import type { RecallMode } from '@/lib/english/prefs';
import { AnswerFields, CardLines } from './review-card-view';
import {
  AddFirstCards,
  CardEnd,
  ProgressRoom,
  ReviewFrame,
  SettingsRoom,
  type Filter,
} from './review-frame';

/** Below the card: drawn after it, from their own chunks, so the card comes first. */
const ReviewSettings = dynamic(() => import('./review-settings').then((m) => m.ReviewSettings), {
  ssr: false,
  loading: SettingsRoom,
});
const ReviewProgress = dynamic(() => import('./review-progress').then((m) => m.ReviewProgress), {
  ssr: false,
  loading: ProgressRoom,
});

/** What the review runs on, loaded with it (./review-loader.tsx), the stores already read. */
export type Engine = typeof import('./review-engine') & {
  useReviewStore: ReturnType<typeof import('./review-client').reviewStore>;
  usePrefsStore: ReturnType<typeof import('./review-engine').prefsStore>;
  catalog: Catalog;
  /** When it was handed over: the page's clock starts there. */
  loadedAt: number;
  /** Whether this browser can speak (Listen and type). */
  canSpeak: boolean;
};

/** How often the page looks again for cards that have come due. */
const TICK_MS = 30_000;

const gradeStyles = {
  again: 'danger',
  hard: 'secondary',
  good: 'success',
  easy: 'primary',
} as const satisfies Record<GradeName, string>;

/** What the learner did with the card on screen: its answer shown, what was typed. */
interface Attempt {
  id: string;
  revealed: boolean;
  values: string[];
  checked?: Checked[];
}

/**
 * Today's review: the deck filter, the card in its deck's recall mode and its grade
 * buttons, then the settings and the progress charts.
 */
export function ReviewApp({ engine, speakIcon }: { engine: Engine; speakIcon: ReactNode }) {
  const reviews = engine.useReviewStore((s) => s.reviews);
  const recall = engine.usePrefsStore((s) => s.recall);

  // The time the queue is read at: when the engine arrived (so the loaded page is drawn in
  // one render, not a render for the clock and another for the engine), then every
  // TICK_MS and at each grade.
  const [clock, setClock] = useState(0);
  const [filter, setFilter] = useState<Filter>('all');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [done, setDone] = useState<Record<GradeName, number>>({
    again: 0,
    hard: 0,
    good: 0,
    easy: 0,
  });
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    const timer = window.setInterval(() => setClock(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const now = Math.max(clock, engine.loadedAt);

  const canSpeak = engine.canSpeak;
  const deck = filter === 'all' ? undefined : filter;
  const scheduler = useMemo(
    () => engine.createScheduler(reviews.retention),
    [engine, reviews.retention],
  );
  const queue = useMemo(
    () => engine.dueQueue(reviews, engine.catalog, now, deck),
    [engine, reviews, now, deck],
  );
  const counts = useMemo(
    () => engine.dueCounts(reviews, engine.catalog, now),
    [engine, reviews, now],
  );
  // The card being answered stays until it is graded, even when another comes due.
  const current = queue.find((c) => c.id === attempt?.id) ?? queue[0];
  const item = current ? engine.catalog.get(current.id) : undefined;
  const cardDeck = item?.deck ?? deck;
  const chosen: RecallMode = (cardDeck && recall?.[cardDeck]) || 'recognize';
  const mode: RecallMode = chosen === 'listen' && !canSpeak ? 'type' : chosen;
  /** The card's fields and their form are named after it. */
  const formId = current ? `card-${current.id.replace(/[^a-z0-9-]/gi, '-')}` : '';
  const shown: Attempt | undefined = current && attempt?.id === current.id ? attempt : undefined;
  const revealed = shown?.revealed ?? false;
  const asked = useMemo(
    () => (item ? engine.question(item, mode) : undefined),
    [engine, item, mode],
  );
  const preview = useMemo(
    () => (current && revealed ? engine.previewDue(current, now, scheduler) : undefined),
    [engine, current, revealed, now, scheduler],
  );
  const suggested: GradeName | undefined = shown?.checked
    ? shown.checked.every((c) => c.correct)
      ? 'good'
      : 'again'
    : undefined;
  const figures = useMemo(
    () => ({
      streak: engine.streak(reviews, engine.catalog, now),
      year: engine.yearOfReviews(reviews, engine.catalog, now),
      retention: engine.trueRetention(reviews, engine.catalog, now),
      forecast: engine.forecast(reviews, engine.catalog, now),
      perState: engine.cardsPerState(reviews, engine.catalog),
    }),
    [engine, reviews, now],
  );
  const reviewed = gradeNames.reduce((s, g) => s + done[g], 0);
  const hasCards = Object.keys(reviews.cards).some((id) => engine.catalog.has(id));
  const next = current ? undefined : engine.nextDueAt(reviews, engine.catalog, now, deck);

  const cardRef = useRef<HTMLDivElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const gradeRefs = useRef<Partial<Record<GradeName, HTMLButtonElement | null>>>({});
  const endRef = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes after the next render (a pressed button that is replaced would drop it). */
  const focusTarget = useRef<GradeName | 'ask' | 'end' | null>(null);
  /** Whether the card is brought into view with it (after a grade). */
  const scrollCard = useRef(false);

  const say = useCallback(
    (rate = 1) => {
      if (asked?.listen)
        void import('@/lib/speech').then((m) => m.speak(asked.listen!, 'en-US', rate));
    },
    [asked],
  );

  useEffect(() => {
    const which = focusTarget.current;
    if (!which) return;
    const target =
      which === 'end'
        ? endRef.current
        : which === 'ask'
          ? (fieldRef.current ?? showRef.current)
          : gradeRefs.current[which];
    if (!target) return;
    focusTarget.current = null;
    target.focus({ preventScroll: scrollCard.current });
    if (scrollCard.current) {
      scrollCard.current = false;
      cardRef.current?.scrollIntoView({ block: 'nearest' });
    }
  });

  // A Listen card speaks as it arrives, once the visitor has used the page (browsers
  // speak only after a gesture).
  const listenId = mode === 'listen' && current && !revealed ? current.id : undefined;
  useEffect(() => {
    if (listenId && navigator.userActivation?.hasBeenActive !== false) say();
  }, [listenId, say]);

  const reveal = () => {
    if (!current || revealed || !asked || asked.fields.length > 0) return;
    setAttempt({ id: current.id, revealed: true, values: [] });
    focusTarget.current = 'good';
  };

  const check = () => {
    if (!current || !asked || revealed) return;
    const values = asked.fields.map((_, i) => shown?.values[i] ?? '');
    const checked = asked.fields.map((field, i) => engine.checkAnswer(values[i]!, field.expected));
    setAttempt({ id: current.id, revealed: true, values, checked });
    focusTarget.current = checked.every((c) => c.correct) ? 'good' : 'again';
  };

  const grade = (g: GradeName) => {
    if (!current || !revealed) return;
    const at = Date.now();
    const graded = engine.gradeCard(current, g, at, scheduler);
    const store = engine.useReviewStore;
    store.getState().record(graded);
    setDone((d) => ({ ...d, [g]: d[g] + 1 }));
    setAnnounce(t.graded(t.grades[g], formatInterval(graded.due - at)));
    setAttempt(null);
    setClock(at);
    const rest = engine.dueQueue(store.getState().reviews, engine.catalog, at, deck);
    focusTarget.current = rest.length > 0 ? 'ask' : 'end';
    scrollCard.current = true;
  };

  const chooseMode = (value: RecallMode) => {
    if (!cardDeck) return;
    engine.usePrefsStore.getState().setRecall(cardDeck, value);
    setAttempt(null);
  };

  // Space reveals, 1-4 grade; keys typed in a form field or on a focused control keep their meaning.
  const keys = useRef({ reveal, grade });
  useEffect(() => {
    keys.current = { reveal, grade };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el?.closest('input:not([readonly]), select, textarea, [contenteditable="true"]')) return;
      if (isInDialog(e.target)) return;
      if (e.key === ' ' && !el?.closest('button, a, select')) {
        e.preventDefault();
        keys.current.reveal();
      } else if (['1', '2', '3', '4'].includes(e.key)) {
        e.preventDefault();
        keys.current.grade(gradeNames[Number(e.key) - 1] ?? 'good');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <ReviewFrame
        filter={filter}
        counts={counts}
        onFilter={(value) => {
          setFilter(value);
          setAttempt(null);
        }}
        mode={mode}
        modeDeck={cardDeck}
        onMode={chooseMode}
        canSpeak={canSpeak}
        note={
          chosen === 'listen' && !canSpeak ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t.noSpeech}</p>
          ) : null
        }
        cardRef={cardRef}
        after={
          <p role="status" className="sr-only">
            {announce}
          </p>
        }
      >
        {current && item && asked ? (
          <div className="flex flex-1 flex-col gap-4" data-card-id={current.id} data-mode={mode}>
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t.dueNow(queue.length)} · {t.cardPosition(deckNames[item.deck].name)}
            </p>
            <CardLines lines={asked.front} speakIcon={speakIcon} />
            {asked.listen ? (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => say()}
                  className={buttonStyles('secondary', 'md')}
                >
                  {speakIcon} {t.listen.play}
                </button>
                <button
                  type="button"
                  onClick={() => say(0.6)}
                  className={buttonStyles('secondary', 'md')}
                >
                  {t.listen.slower}
                </button>
              </div>
            ) : null}
            {asked.fields.length > 0 ? (
              <AnswerFields
                id={formId}
                fields={asked.fields}
                values={shown?.values ?? []}
                checked={shown?.checked}
                firstRef={fieldRef}
                onChange={(i, value) =>
                  setAttempt((a) => {
                    const values = [...(a?.id === current.id ? a.values : [])];
                    values[i] = value;
                    return { id: current.id, revealed: false, values };
                  })
                }
                onSubmit={check}
              />
            ) : null}
            {revealed ? <CardLines lines={asked.back} speakIcon={speakIcon} /> : null}
            {revealed && preview ? (
              <div
                role="group"
                aria-label={t.gradeGroup}
                className="mt-auto grid grid-cols-2 gap-2 sm:grid-cols-4"
              >
                {gradeNames.map((g, i) => (
                  <button
                    key={g}
                    ref={(el) => {
                      gradeRefs.current[g] = el;
                    }}
                    type="button"
                    onClick={() => grade(g)}
                    aria-keyshortcuts={String(i + 1)}
                    aria-describedby={g === suggested ? 'review-suggested' : undefined}
                    className={cn(
                      buttonStyles(gradeStyles[g], 'md'),
                      'flex-col gap-0 py-1 leading-tight',
                      g === suggested &&
                        'ring-4 ring-brand-400 ring-offset-2 dark:ring-offset-slate-900',
                    )}
                  >
                    <span>
                      <kbd className="font-sans">{i + 1}</kbd> {t.grades[g]}
                    </span>
                    <span className="text-xs font-normal">
                      {t.nextIn} {formatInterval(preview[g] - now)}
                    </span>
                  </button>
                ))}
                {suggested ? (
                  <span id="review-suggested" className="sr-only">
                    {t.suggested}
                  </span>
                ) : null}
              </div>
            ) : asked.fields.length > 0 ? (
              <button
                type="submit"
                form={`${formId}-answer`}
                className={cn(buttonStyles('primary', 'md'), 'mt-auto sm:self-start')}
              >
                {t.check} <kbd className="font-sans text-xs">{t.checkKey}</kbd>
              </button>
            ) : (
              <button
                ref={showRef}
                type="button"
                onClick={reveal}
                aria-keyshortcuts="Space"
                className={cn(buttonStyles('primary', 'md'), 'mt-auto sm:self-start')}
              >
                {t.showAnswer} <kbd className="font-sans text-xs">{t.showAnswerKey}</kbd>
              </button>
            )}
          </div>
        ) : (
          <CardEnd
            headingRef={endRef}
            heading={reviewed > 0 ? t.summaryHeading : hasCards ? t.nothingHeading : t.emptyHeading}
          >
            {reviewed > 0 ? (
              <>
                <p className="text-slate-800 dark:text-slate-200">{t.summary(reviewed)}</p>
                <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-slate-800 dark:text-slate-200">
                  {gradeNames.map((g) => (
                    <li key={g}>
                      {t.grades[g]}: <strong className="tabular-nums">{done[g]}</strong>
                    </li>
                  ))}
                </ul>
                <p lang="es" className="text-slate-700 dark:text-slate-300">
                  {t.summaryEs}
                </p>
              </>
            ) : null}
            {hasCards ? (
              <p className="text-slate-800 dark:text-slate-200" data-next-due={next ?? ''}>
                {next === undefined ? t.noNextDue : nextDueText(next, now)}
              </p>
            ) : (
              <AddFirstCards />
            )}
          </CardEnd>
        )}
      </ReviewFrame>

      <ReviewSettings
        reviews={reviews}
        load={(retention) => engine.dailyLoad(reviews, engine.createScheduler(retention))}
        onNewPerDay={(value) => engine.useReviewStore.getState().setNewPerDay(value)}
        onRetention={(value) =>
          engine.useReviewStore
            .getState()
            .setRetention(value, (r) => engine.reschedule(r, engine.createScheduler(value)))
        }
        onAnki={() => engine.ankiText(reviews, engine.catalog)}
      />

      <ReviewProgress figures={figures} />
    </>
  );
}
