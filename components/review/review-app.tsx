'use client';

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deckNames, reviewSession as t, type DeckId } from '@/content/english/review';
import { cn } from '@/lib/cn';
import { isInDialog } from '@/lib/keyboard';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { Catalog } from '@/lib/review/catalog';
import { formatInterval, nextDueText } from '@/lib/review/format';
import { deckIds } from '@/lib/review/decks';
import { emptyReviews, gradeNames, MAX_NEW_PER_DAY, type GradeName } from '@/lib/review/model';
import { loadReviewClient } from './load-review-client';
import { CardBack, CardFront } from './review-card-view';
import { ReviewProgress } from './review-progress';

type Engine = typeof import('./review-engine') & {
  useReviewStore: ReturnType<typeof import('./review-client').reviewStore>;
  catalog: Catalog;
  /** When it was handed over: the page's clock starts there. */
  loadedAt: number;
};

/** How often the page looks again for cards that have come due. */
const TICK_MS = 30_000;

type Filter = DeckId | 'all';

const gradeStyles: Record<GradeName, string> = {
  again: 'danger',
  hard: 'secondary',
  good: 'success',
  easy: 'primary',
} as const;

/**
 * The store, the decks' content and the scheduler, loaded after mount; the stored
 * reviews are read before the engine is handed over (other tabs are followed by the
 * store itself). `undefined` while loading. The store and the content are the chunks the
 * menu badge loads (./review-client), so the page fetches and builds each once.
 */
function useEngine(): Engine | undefined {
  const [engine, setEngine] = useState<Engine>();
  useEffect(() => {
    let alive = true;
    void Promise.all([
      loadWhenOnline(() => import('./review-engine')),
      loadReviewClient(),
      // Fetched beside the others; the client builds the catalog from it.
      loadWhenOnline(() => import('@/lib/review/catalog')),
    ]).then(async ([scheduler, client]) => {
      const catalog = await client.loadCatalog();
      if (alive) {
        const useReviewStore = client.reviewStore();
        setEngine({ ...scheduler, useReviewStore, catalog, loadedAt: Date.now() });
      }
    });
    return () => {
      alive = false;
    };
  }, []);
  return engine;
}

/** The review state of the loaded store (the empty deck while loading). */
function useReviews(engine: Engine | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => engine?.useReviewStore.subscribe(onChange) ?? (() => {}),
    [engine],
  );
  return useSyncExternalStore(
    subscribe,
    () => engine?.useReviewStore.getState().reviews ?? emptyReviews,
    () => emptyReviews,
  );
}

/** Today's review session, the deck filter, the daily limit and the progress charts. */
export function ReviewApp({ speakIcon }: { speakIcon: ReactNode }) {
  const engine = useEngine();
  const reviews = useReviews(engine);

  // The time the queue is read at: when the engine arrived (so the loaded page is drawn in
  // one render, not a render for the clock and another for the engine), then every
  // TICK_MS and at each grade.
  const [clock, setClock] = useState(0);
  const [filter, setFilter] = useState<Filter>('all');
  // The card whose answer is shown: it stays until it is graded, even when another one
  // comes due.
  const [pinned, setPinned] = useState<string | null>(null);
  /** The daily limit as typed, while its field has the focus (then the saved value). */
  const [limitDraft, setLimitDraft] = useState<string | null>(null);
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
  const now = Math.max(clock, engine?.loadedAt ?? 0);

  const ready = engine !== undefined;
  const deck = filter === 'all' ? undefined : filter;
  const queue = useMemo(
    () => (ready ? engine.dueQueue(reviews, engine.catalog, now, deck) : []),
    [ready, engine, reviews, now, deck],
  );
  const counts = useMemo(
    () => (ready ? engine.dueCounts(reviews, engine.catalog, now) : undefined),
    [ready, engine, reviews, now],
  );
  const current = queue.find((c) => c.id === pinned) ?? queue[0];
  // Shown only for that card: when it leaves the queue (graded in another tab, or past a
  // lowered daily limit), the next card starts on its front.
  const revealed = current !== undefined && current.id === pinned;
  const item = current && engine ? engine.catalog.get(current.id) : undefined;
  const preview = useMemo(
    () => (engine && current && revealed ? engine.previewDue(current, now) : undefined),
    [engine, current, revealed, now],
  );
  const reviewed = gradeNames.reduce((s, g) => s + done[g], 0);
  const hasCards = ready && Object.keys(reviews.cards).some((id) => engine.catalog.has(id));
  const next = ready && !current ? engine.nextDueAt(reviews, engine.catalog, now, deck) : undefined;

  const showRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<'show' | 'good' | 'end' | null>(null);

  // A pressed button that is replaced would drop the keyboard focus: move it on.
  useEffect(() => {
    const which = focusTarget.current;
    if (!which) return;
    const target = which === 'show' ? showRef : which === 'good' ? goodRef : endRef;
    if (!target.current) return;
    focusTarget.current = null;
    target.current.focus();
  });

  const reveal = () => {
    if (!current || revealed) return;
    setPinned(current.id);
    focusTarget.current = 'good';
  };

  const grade = (g: GradeName) => {
    if (!engine || !current || !revealed) return;
    const at = Date.now();
    const graded = engine.gradeCard(current, g, at);
    const store = engine.useReviewStore;
    store.getState().record(graded);
    setDone((d) => ({ ...d, [g]: d[g] + 1 }));
    setAnnounce(t.graded(t.grades[g], formatInterval(graded.due - at)));
    setPinned(null);
    setClock(at);
    const rest = engine.dueQueue(store.getState().reviews, engine.catalog, at, deck);
    focusTarget.current = rest.length > 0 ? 'show' : 'end';
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
      if (el?.closest('input, select, textarea, [contenteditable="true"]')) return;
      if (isInDialog(e.target)) return;
      if (e.key === ' ' && !el?.closest('button, a')) {
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
      <section aria-labelledby="review-today" className="flex flex-col gap-4">
        <h2
          id="review-today"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t.heading}
        </h2>

        <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
          {(['all', ...deckIds] as const).map((f) => {
            const active = f === filter;
            const count = counts?.[f];
            return (
              <button
                key={f}
                type="button"
                aria-pressed={active}
                disabled={!ready}
                onClick={() => {
                  setFilter(f);
                  setPinned(null);
                }}
                className={cn(buttonStyles(active ? 'primary' : 'secondary', 'sm'))}
              >
                {f === 'all' ? t.allDecks : deckNames[f].name}
                <span
                  className={cn(
                    'min-w-6 rounded-full bg-black/10 px-1.5 text-xs tabular-nums dark:bg-white/15',
                    count === undefined && 'invisible',
                  )}
                >
                  {count ?? 0}
                  <span className="sr-only"> {t.dueLabel}</span>
                </span>
              </button>
            );
          })}
        </div>

        {/* Its height holds while the deck loads; the end of a session (or an empty deck)
            sits in its middle rather than above a blank box. It is as tall as a card with
            its answer shown, and the buttons sit at its foot: Show answer and the grades
            are in one place for every card, so a thumb need not follow them. */}
        <Card
          data-testid="review-card"
          className="flex min-h-[32rem] flex-col p-5 sm:min-h-[28rem] sm:p-7"
        >
          {!ready ? (
            <>
              <noscript>
                <p lang="es" className="text-slate-700 dark:text-slate-300">
                  {t.noScript}
                </p>
              </noscript>
              <p aria-busy="true" className="text-slate-700 dark:text-slate-300 noscript:hidden">
                {t.loading}
              </p>
            </>
          ) : current && item ? (
            <div className="flex flex-1 flex-col gap-5" data-card-id={current.id}>
              <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
                {t.dueNow(queue.length)} · {t.cardPosition(deckNames[item.deck].name)}
              </p>
              <dl className="flex flex-col gap-4">
                <CardFront item={item} speakIcon={speakIcon} />
                {revealed ? <CardBack item={item} speakIcon={speakIcon} /> : null}
              </dl>
              {revealed && preview ? (
                <div
                  role="group"
                  aria-label={t.gradeGroup}
                  className="mt-auto grid grid-cols-2 gap-2 sm:grid-cols-4"
                >
                  {gradeNames.map((g, i) => (
                    <button
                      key={g}
                      ref={g === 'good' ? goodRef : undefined}
                      type="button"
                      onClick={() => grade(g)}
                      aria-keyshortcuts={String(i + 1)}
                      className={cn(
                        buttonStyles(gradeStyles[g] as 'primary', 'md'),
                        'flex-col gap-0 py-1 leading-tight',
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
                </div>
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
            <div className="my-auto flex flex-col items-center gap-3 text-center">
              <h3
                ref={endRef}
                tabIndex={-1}
                className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
              >
                {reviewed > 0 ? t.summaryHeading : hasCards ? t.nothingHeading : t.emptyHeading}
              </h3>
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
                <p lang="es" className="text-slate-700 dark:text-slate-300">
                  {t.emptyText}
                </p>
              )}
            </div>
          )}
        </Card>
        <p role="status" className="sr-only">
          {announce}
        </p>

        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t.newPerDayLabel}
            <input
              type="number"
              min={0}
              max={MAX_NEW_PER_DAY}
              disabled={!ready}
              value={ready ? (limitDraft ?? reviews.newPerDay) : ''}
              onChange={(e) => {
                // What is typed stays while the field has the focus, even empty, so that a
                // number can be erased and typed anew; each whole number is saved.
                setLimitDraft(e.target.value);
                if (e.target.value !== '') {
                  engine?.useReviewStore.getState().setNewPerDay(Number(e.target.value));
                }
              }}
              onBlur={() => setLimitDraft(null)}
              aria-describedby="review-new-hint"
              className="h-11 w-24 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-white"
            />
          </label>
          <p
            id="review-new-hint"
            lang="es"
            className="text-sm text-slate-700 sm:pb-3 dark:text-slate-300"
          >
            {t.newPerDayHint}
          </p>
        </div>
      </section>

      <ReviewProgress
        perDay={ready ? engine.reviewsPerDay(reviews, engine.catalog, now) : undefined}
        perState={ready ? engine.cardsPerState(reviews, engine.catalog) : undefined}
      />
    </>
  );
}
