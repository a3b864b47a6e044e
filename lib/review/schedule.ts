import { fsrs, Rating, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { CardState, GradeName, ReviewCard, Reviews } from './model';

/**
 * Scheduling with ts-fsrs. Only the review page loads this module, after mount: enrolling
 * a card needs no scheduler (see `newCard`), so ts-fsrs is in no page's first load.
 */

export { gradeNames, type GradeName } from './model';

const gradeValues = { again: 1, hard: 2, good: 3, easy: 4 } as const;

const ratings: Record<GradeName, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/**
 * The site's scheduler: FSRS defaults, aiming at the learner's desired retention, without
 * fuzz so that every learner sees the same intervals.
 */
export function createScheduler(retention = 0.9): FSRS {
  return fsrs({ enable_fuzz: false, request_retention: retention });
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

function fromFsrsCard(previous: ReviewCard, card: Card, now: number, grade: GradeName): ReviewCard {
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
    log: [...previous.log, [now, gradeValues[grade], previous.state]],
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
  return fromFsrsCard(card, next, at, grade);
}

/**
 * Every studied card due again as the desired retention asks: the interval after its last
 * review is the one at which the learner still remembers it with that probability.
 */
export function reschedule(reviews: Reviews, scheduler: FSRS): Reviews {
  const cards: Record<string, ReviewCard> = {};
  for (const card of Object.values(reviews.cards)) {
    const studied = card.state !== 0 && card.lastReview !== undefined && card.stability > 0;
    if (!studied) {
      cards[card.id] = card;
      continue;
    }
    const days = scheduler.next_interval(card.stability, card.elapsedDays);
    const due = card.lastReview! + days * 24 * 60 * 60 * 1000;
    cards[card.id] = due === card.due ? card : { ...card, due, scheduledDays: days };
  }
  return { ...reviews, cards };
}

/** Reviews a day the studied cards need at this retention, once the deck has settled. */
export function dailyLoad(reviews: Reviews, scheduler: FSRS): number {
  let perDay = 0;
  for (const card of Object.values(reviews.cards)) {
    if (card.state === 0 || card.stability <= 0) continue;
    perDay += 1 / Math.max(1, scheduler.next_interval(card.stability, 0));
  }
  return perDay;
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
