import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { CardState, emptyReviews, newCard, type ReviewCard } from '@/lib/review/model';
import {
  createScheduler,
  dailyLoad,
  gradeCard,
  previewDue,
  reschedule,
  toFsrsCard,
} from '@/lib/review/schedule';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const t0 = new Date(2026, 0, 10, 9, 0).getTime();

describe('scheduling', () => {
  it('creates new cards exactly as ts-fsrs does, without the scheduler', () => {
    const ours = toFsrsCard(newCard('verb:go', t0));
    expect(ours).toEqual({ ...createEmptyCard(new Date(t0)), last_review: undefined });
  });

  it('gives the interval sequence of Good, Good, Again, Good', () => {
    let card = newCard('verb:go', t0);
    let now = t0;
    const steps: Array<[number, CardState]> = [];
    for (const grade of ['good', 'good', 'again', 'good'] as const) {
      card = gradeCard(card, grade, now);
      steps.push([card.due - now, card.state]);
      now = card.due;
    }
    expect(steps).toEqual([
      [10 * MIN, CardState.Learning],
      [2 * DAY, CardState.Review],
      [10 * MIN, CardState.Relearning],
      [1 * DAY, CardState.Review],
    ]);
    // The same clock and grades given to ts-fsrs directly give the same due times.
    const f = fsrs({ enable_fuzz: false });
    let theirs = createEmptyCard(new Date(t0));
    let at = t0;
    const theirSteps: Array<[number, CardState]> = [];
    for (const rating of [Rating.Good, Rating.Good, Rating.Again, Rating.Good] as const) {
      theirs = f.next(theirs, new Date(at), rating).card;
      theirSteps.push([theirs.due.getTime() - at, theirs.state as number as CardState]);
      at = theirs.due.getTime();
    }
    expect(steps).toEqual(theirSteps);
    expect(card.reps).toBe(4);
    expect(card.lapses).toBe(1);
    expect(card.log).toHaveLength(4);
    expect(card.introduced).toBe(t0);
  });

  it('matches ts-fsrs called directly with the same clock', () => {
    const f = fsrs({ enable_fuzz: false });
    let theirs = createEmptyCard(new Date(t0));
    let ours = newCard('phrase:hello', t0);
    let now = t0;
    for (const [grade, rating] of [
      ['good', Rating.Good],
      ['easy', Rating.Easy],
      ['hard', Rating.Hard],
    ] as const) {
      theirs = f.next(theirs, new Date(now), rating).card;
      ours = gradeCard(ours, grade, now);
      expect(ours.due).toBe(theirs.due.getTime());
      expect(ours.stability).toBeCloseTo(theirs.stability, 10);
      now = ours.due + DAY;
    }
  });

  it('previews the due time of each grade, later for better grades', () => {
    const preview = previewDue(newCard('verb:go', t0), t0);
    expect(preview.again).toBe(t0 + MIN);
    expect(preview.good).toBe(t0 + 10 * MIN);
    expect(preview.hard).toBeGreaterThan(preview.again);
    expect(preview.easy).toBeGreaterThan(preview.good);
  });

  it('schedules from the last review when it is later than now (a clock that ran ahead)', () => {
    const reviewed = gradeCard(newCard('verb:go', t0), 'good', t0 + 10 * DAY);
    // Back on a clock ten days behind: previewing and grading still work, from that review.
    const preview = previewDue(reviewed, t0);
    expect(preview).toEqual(previewDue(reviewed, t0 + 10 * DAY));
    const again = gradeCard(reviewed, 'good', t0);
    expect(again.lastReview).toBe(t0 + 10 * DAY);
    expect(again.due).toBe(preview.good);
  });
});

describe('rescheduling and daily load', () => {
  const graded = gradeCard(newCard('verb:go', t0), 'good', t0);
  const only = (card: ReviewCard) => ({ ...emptyReviews, cards: { [card.id]: card } });

  it('logs Again as grade 1', () => {
    expect(gradeCard(newCard('verb:go', t0), 'again', t0).log[0]![1]).toBe(1);
  });

  it('makes a studied card due its interval in days after its last review', () => {
    const card = reschedule(only(graded), createScheduler(0.8)).cards['verb:go']!;
    expect(card.scheduledDays).toBeGreaterThan(0);
    expect(card.due).toBe(graded.lastReview! + card.scheduledDays * DAY);
  });

  it.each([
    ['a new card', { ...newCard('verb:go', t0), lastReview: t0, stability: 5, difficulty: 5 }],
    ['a card with no stability', { ...graded, stability: 0 }],
  ])('leaves %s as it is', (_, card) => {
    expect(reschedule(only(card), createScheduler(0.8)).cards['verb:go']).toBe(card);
  });

  it('counts a card due again within a day as one review a day', () => {
    const forgotten = gradeCard(newCard('verb:go', t0), 'again', t0);
    expect(dailyLoad(only(forgotten), createScheduler())).toBe(1);
  });
});
