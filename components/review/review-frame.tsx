import type { ReactNode, Ref } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLink } from '@/components/ui/page-link';
import { deckNames, reviewSession as t, type DeckId } from '@/content/english/review';
import { RECALL_MODES, type RecallMode } from '@/lib/english/prefs';
import { deckIds } from '@/lib/review/decks';
import type { DueCounts } from '@/lib/review/session';

export type Filter = DeckId | 'all';

const selectClass =
  'h-11 min-w-0 rounded-lg border border-slate-400 bg-white px-2 text-base text-slate-900 disabled:opacity-60 dark:border-slate-500 dark:bg-slate-800 dark:text-white';
const fieldLabel =
  'flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200';

export interface ReviewFrameProps {
  filter: Filter;
  /** Cards due now, by deck (none while the review loads). */
  counts?: DueCounts;
  /** Without it (in the pre-rendered page, drawn while the review loads) the selects are disabled. */
  onFilter?: (filter: Filter) => void;
  mode: RecallMode;
  /** The deck whose recall mode the second select sets (the card's, or the filter's). */
  modeDeck?: DeckId;
  onMode?: (mode: RecallMode) => void;
  canSpeak: boolean;
  /** Under the selects. */
  note?: ReactNode;
  cardRef?: Ref<HTMLDivElement>;
  /** The card's content. */
  children: ReactNode;
  /** After the card. */
  after?: ReactNode;
}

/**
 * The day's review as the page lays it out: the deck filter and the recall mode, then the
 * card. The server draws it loading (./review-page.tsx), the review draws it working
 * (./review-app.tsx): the same frame, so nothing moves when the review arrives.
 */
export function ReviewFrame({
  filter,
  counts,
  onFilter,
  mode,
  modeDeck,
  onMode,
  canSpeak,
  note,
  cardRef,
  children,
  after,
}: ReviewFrameProps) {
  return (
    <section aria-labelledby="review-today" className="flex flex-col gap-3">
      <h2 id="review-today" className="sr-only">
        {t.heading}
      </h2>

      <div className="flex gap-3">
        <label className={fieldLabel}>
          {t.filterLabel}
          <select
            value={filter}
            disabled={!onFilter}
            onChange={onFilter && ((e) => onFilter(e.target.value as Filter))}
            className={selectClass}
          >
            {(['all', ...deckIds] as const).map((f) => (
              <option key={f} value={f}>
                {t.deckOption(f === 'all' ? t.allDecks : deckNames[f].name, counts?.[f])}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldLabel}>
          {t.modeLabel}
          <select
            value={mode}
            disabled={!onMode || !modeDeck}
            onChange={onMode && ((e) => onMode(e.target.value as RecallMode))}
            aria-describedby="review-mode-hint"
            className={selectClass}
          >
            {RECALL_MODES.map((m) => (
              <option key={m} value={m} disabled={m === 'listen' && !canSpeak}>
                {t.modes[m]}
              </option>
            ))}
          </select>
          <span id="review-mode-hint" className="sr-only">
            {modeDeck ? t.modeHint(deckNames[modeDeck].name) : ''}
          </span>
        </label>
      </div>
      {note}

      {/* Its height holds from card to card, with its buttons at its foot, so that Show
          answer, Check and the grades stay where the thumb is; after a grade the page
          brings the card into view between the header and the footer. */}
      <Card
        ref={cardRef}
        data-testid="review-card"
        className="flex min-h-[29.5rem] scroll-mt-16 scroll-mb-16 flex-col p-4 sm:min-h-[24rem] sm:p-6"
      >
        {children}
      </Card>
      {after}
    </section>
  );
}

/** Room kept for the settings and the progress until their code has come. */
export const SettingsRoom = () => <div className="mt-8 min-h-80" />;
export const ProgressRoom = () => <div className="mt-10 min-h-[40rem]" />;

/**
 * The card when it asks nothing: a heading (the focus goes there when the last card is
 * graded) and what follows it. `display` shows it (the pre-rendered page shows the empty
 * deck only where the first paint found no deck: lib/review/first-paint.ts).
 */
export function CardEnd({
  heading,
  headingRef,
  display = 'flex',
  children,
}: {
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  display?: string;
  children: ReactNode;
}) {
  return (
    <div className={`my-auto flex-col items-center gap-3 text-center ${display}`}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
      >
        {heading}
      </h3>
      {children}
    </div>
  );
}

/** An empty deck: what to do, and the trainers that add cards. */
export function AddFirstCards() {
  return (
    <>
      <p lang="es" className="text-slate-700 dark:text-slate-300">
        {t.addFirstEs}
      </p>
      <ul className="flex flex-wrap justify-center gap-2">
        {deckIds.map((d) => (
          <li key={d}>
            <PageLink href={deckNames[d].trainer} className={buttonStyles('secondary', 'sm')}>
              {deckNames[d].name}
            </PageLink>
          </li>
        ))}
      </ul>
    </>
  );
}
