import { fsrs, Rating, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { MAX_LOG, type CardState, type GradeName, type ReviewCard } from './model';

/**
 * Scheduling with ts-fsrs. Only the review page loads this module, after mount: enrolling
 * a card needs no scheduler (see `newCard`), so ts-fsrs is in no page's first load.
 */

export { gradeNames, type GradeName } from './model';

const ratings: Record<GradeName, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** The site's scheduler: FSRS defaults, without fuzz so that every learner sees the same intervals. */
export function createScheduler(): FSRS {
  return fsrs({ enable_fuzz: false });
}

const defaultScheduler = createScheduler();

export function toFsrsCard(card: ReviewCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview === undefined ? undefined : new Date(card.lastReview),
  };
}

function fromFsrsCard(previous: ReviewCard, card: Card, now: number): ReviewCard {
  return {
    id: previous.id,
    added: previous.added,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as number as CardState,
    lastReview: now,
    introduced: previous.introduced ?? now,
    log: [...previous.log, now].slice(-MAX_LOG),
  };
}

/**
 * The time to schedule from: `now`, or the card's last review when that is later (a
 * review made while this device's clock ran ahead, or on another device whose clock
 * did). The scheduler refuses a review before the last one.
 */
const scheduleTime = (card: ReviewCard, now: number) => Math.max(now, card.lastReview ?? now);

/** The card after grading it at `now`. */
export function gradeCard(
  card: ReviewCard,
  grade: GradeName,
  now: number,
  scheduler: FSRS = defaultScheduler,
): ReviewCard {
  const at = scheduleTime(card, now);
  const { card: next } = scheduler.next(toFsrsCard(card), new Date(at), ratings[grade]);
  return fromFsrsCard(card, next, at);
}

/** When the card would be due again after each grade at `now`. */
export function previewDue(
  card: ReviewCard,
  now: number,
  scheduler: FSRS = defaultScheduler,
): Record<GradeName, number> {
  const preview = scheduler.repeat(toFsrsCard(card), new Date(scheduleTime(card, now)));
  return {
    again: preview[Rating.Again].card.due.getTime(),
    hard: preview[Rating.Hard].card.due.getTime(),
    good: preview[Rating.Good].card.due.getTime(),
    easy: preview[Rating.Easy].card.due.getTime(),
  };
}
