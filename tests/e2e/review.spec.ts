import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { createEmptyCard, fsrs, Rating, type Grade } from 'ts-fsrs';
import { antonymPairs } from '@/content/english/antonyms';
import { verbLists } from '@/content/english/irregular-verbs';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { phrases } from '@/content/english/phrases';
import { deckNames, reviewSession as t, reviewSettings } from '@/content/english/review';
import { englishHome } from '@/content/english/menu';
import { reviewToday } from '@/content/english/review-today';
import { deckSizes, siteCatalog } from '@/lib/review/catalog';
import { encode } from '@/lib/review/codec';
import { deckOf } from '@/lib/review/decks';
import { antonymCardId, phrasalCardId, phraseCardId, verbCardId } from '@/lib/review/ids';
import {
  CardState,
  emptyReviews,
  enrol,
  gradeNames,
  type LogEntry,
  type ReviewCard,
  type Reviews,
} from '@/lib/review/model';
import { question } from '@/lib/review/recall';
import { dueQueue } from '@/lib/review/session';
import {
  axeViolations,
  expect,
  firstScreenProblem,
  holdScripts,
  isScriptWith,
  mockSpeech,
  seedStorage,
  spoken,
  storedJson,
  storedReviews,
  test,
  waitForHydration,
} from './fixtures';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** A weekday morning in June: no daylight-saving change within the next ten days. */
const T0 = new Date(2026, 5, 8, 9, 0, 0);

const catalog = siteCatalog();
const scheduler = fsrs({ enable_fuzz: false });
const ratings = { 1: Rating.Again, 2: Rating.Hard, 3: Rating.Good, 4: Rating.Easy } as const;
type Key = keyof typeof ratings;

const verbIds = verbLists[0]!.verbs.slice(0, 3).map(verbCardId);
const phraseIds = phrases.slice(0, 2).map(phraseCardId);

/** The main line of a card's front in Recognize mode. */
function front(id: string): string {
  return question(catalog.get(id)!, 'recognize').front.find((line) => line.main)!.text;
}

/** Stores `reviews`, then opens the page at `path`. */
async function seed(page: Page, reviews: Reviews, path = '/ee/review') {
  await seedStorage(page, { reviews: JSON.stringify(encode(reviews)) });
  await page.goto(path);
}

/**
 * The due time of a card as ts-fsrs computes it, replaying the grades given in the page
 * at the times the page stored (the card's review log).
 */
function replayDue(card: ReviewCard, grades: readonly Grade[]): number {
  expect(card.log).toHaveLength(grades.length);
  let fsrsCard = createEmptyCard(new Date(card.added));
  card.log.forEach(([at], i) => {
    fsrsCard = scheduler.next(fsrsCard, new Date(at), grades[i]!).card;
  });
  return fsrsCard.due.getTime();
}

/** The cards due at `now` by ts-fsrs, earliest first, after checking the stored due times. */
function expectedDue(reviews: Reviews, grades: Map<string, Grade[]>, now: number): string[] {
  const due = [...grades].map(([id, given]) => {
    const card = reviews.cards[id]!;
    const at = replayDue(card, given);
    expect(card.due, `due time of ${id}`).toBe(at);
    return { id, at };
  });
  return due
    .filter((c) => c.at <= now)
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map((c) => c.id);
}

const pageNow = (page: Page) => page.evaluate(() => Date.now());
// A select's name holds its label and its chosen option.
const deckSelect = (page: Page) =>
  page.getByRole('combobox', { name: new RegExp(`^${t.filterLabel}\\b`) });
const modeSelect = (page: Page) =>
  page.getByRole('combobox', { name: new RegExp(`^${t.modeLabel}\\b`) });

/** The review page has read the stored deck and shows the session. */
async function reviewReady(page: Page) {
  await waitForHydration(page);
  await expect(page.getByText(t.loading)).toBeHidden();
  await expect(deckSelect(page)).toBeEnabled();
}

/** The due counts the deck filter shows, deck by deck. */
async function expectCounts(
  page: Page,
  counts: Partial<Record<'all' | 'verbs' | 'phrases', number>>,
) {
  for (const [deck, n] of Object.entries(counts)) {
    const name = deck === 'all' ? t.allDecks : deckNames[deck as 'verbs'].name;
    await expect(deckSelect(page).locator(`option[value="${deck}"]`)).toHaveText(
      t.deckOption(name, n),
    );
  }
}

/** The card on screen. */
const currentCard = (page: Page) => page.locator('[data-card-id]');
const showAnswer = (page: Page) => page.getByRole('button', { name: /Show answer/ });

/** A grade button: '3 Good next in 10 min'. */
const gradeButton = (page: Page, grade: string) =>
  page
    .getByRole('group', { name: t.gradeGroup })
    .getByRole('button', { name: new RegExp(`^\\d ${grade} next in`) });

/**
 * Reviews every due card: checks it is the expected one, reveals it and grades it, by
 * mouse or by keyboard alone.
 */
async function runSession(
  page: Page,
  expected: readonly string[],
  keysFor: (id: string) => Key,
  by: 'mouse' | 'keyboard',
) {
  for (const [i, id] of expected.entries()) {
    const card = currentCard(page);
    await expect(card).toHaveAttribute('data-card-id', id);
    await expect(card.getByRole('definition').first()).toHaveText(front(id));
    await expect(card).toContainText(t.dueNow(expected.length - i));
    const key = keysFor(id);
    if (by === 'keyboard') await page.keyboard.press('Space');
    else await showAnswer(page).click();
    for (const name of Object.values(t.grades)) {
      await expect(gradeButton(page, name)).toBeVisible();
    }
    if (by === 'keyboard') {
      await expect(gradeButton(page, 'Good')).toBeFocused();
      await page.keyboard.press(String(key));
    } else {
      await gradeButton(page, t.grades[gradeNames[key - 1]!]).click();
    }
  }
  await expect(page.getByRole('heading', { name: t.summaryHeading })).toBeVisible();
  await expect(page.getByText(t.summary(expected.length))).toBeVisible();
}

test.describe('review', () => {
  test('cards come back as the scheduler says, 1 and 10 days later, by mouse and keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: T0 });
    const ids = [...verbIds, ...phraseIds];
    await seed(page, enrol(emptyReviews, ids, T0.getTime()));
    await reviewReady(page);

    // Day 0: the five new cards, in the order they were added.
    await expectCounts(page, { all: 5, verbs: 3, phrases: 2 });
    const day0 = dueQueue(await storedReviews(page), catalog, await pageNow(page)).map((c) => c.id);
    // Added at the same moment: in the order of their ids.
    expect(day0).toEqual([...ids].sort());
    // No "Again" here: a card graded Again would come back within a minute of real time.
    const firstGrades: Record<string, Key> = Object.fromEntries(
      ids.map((id, i) => [id, ([3, 4, 2, 3, 4] as const)[i]!]),
    );
    await runSession(page, day0, (id) => firstGrades[id]!, 'mouse');
    const given = new Map<string, Grade[]>(ids.map((id) => [id, [ratings[firstGrades[id]!]]]));
    await expectCounts(page, { all: 0, verbs: 0, phrases: 0 });

    let reviews = await storedReviews(page);
    expect(expectedDue(reviews, given, await pageNow(page))).toEqual([]);
    // Good and Hard keep a new card learning (minutes); Easy sends it days away.
    expect(ids.map((id) => reviews.cards[id]!.state)).toEqual([
      CardState.Learning,
      CardState.Review,
      CardState.Learning,
      CardState.Learning,
      CardState.Review,
    ]);
    // Each review is logged with its grade and the state before it.
    expect(reviews.cards[ids[1]!]!.log).toEqual([
      [expect.any(Number), 4, CardState.New] as unknown as LogEntry,
    ]);
    const nextDue = Math.min(...ids.map((id) => reviews.cards[id]!.due));
    await expect(page.locator('[data-next-due]')).toHaveAttribute('data-next-due', String(nextDue));
    await expect(
      page.getByText(
        /^Next card due in \d+ min: (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2}\s[AP]M\.$/,
      ),
    ).toBeVisible();

    // A reload keeps the deck and the grades.
    await page.reload();
    await reviewReady(page);
    await expect(page.getByRole('heading', { name: t.nothingHeading })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Cards per state' }).getByRole('row').nth(1),
    ).toHaveText(/^0\s*3\s*2\s*0$/);
    expect(await storedReviews(page)).toEqual(reviews);

    // One day later: the learning cards are due, earliest due time first.
    await page.clock.fastForward(DAY);
    const day1 = expectedDue(reviews, given, await pageNow(page));
    expect(new Set(day1)).toEqual(new Set([ids[0], ids[2], ids[3]]));
    // ids[2] (Hard, 6 min) comes before ids[0] (Good, 10 min): not the order of day 0.
    expect(day1.indexOf(ids[2]!)).toBeLessThan(day1.indexOf(ids[0]!));
    const count = (deck: 'verbs' | 'phrases', list: string[]) =>
      list.filter((id) => deckOf(id) === deck).length;
    await expectCounts(page, {
      all: 3,
      verbs: count('verbs', day1),
      phrases: count('phrases', day1),
    });
    const secondGrades: Record<string, Key> = { [day1[0]!]: 3, [day1[1]!]: 2, [day1[2]!]: 4 };
    await runSession(page, day1, (id) => secondGrades[id]!, 'keyboard');
    for (const id of day1) given.get(id)!.push(ratings[secondGrades[id]!]);

    // Ten days after the start: the cards whose interval has passed, earliest first.
    await page.clock.fastForward(9 * DAY);
    reviews = await storedReviews(page);
    const day10 = expectedDue(reviews, given, await pageNow(page));
    expect(day10).toEqual(expect.arrayContaining([ids[1], ids[4]]));
    await page.reload();
    await reviewReady(page);
    await expectCounts(page, { all: day10.length });
    await runSession(page, day10, () => 3, 'keyboard');
    await expect(page.getByRole('heading', { name: t.summaryHeading })).toBeFocused();
    for (const id of day10) given.get(id)!.push(Rating.Good);
    expect(expectedDue(await storedReviews(page), given, await pageNow(page))).toEqual([]);
    // Reviews on days 0, 1 and 10: the streak is the one day of today.
    await expect(page.getByRole('heading', { name: 'Streak' }).locator('..')).toContainText(
      '1 day',
    );
    await expect(page.getByTestId('review-heatmap')).toHaveAccessibleName(
      `${5 + 3 + day10.length} reviews on 3 days in the last 365 days`,
    );
  });

  test('recall modes: typed answers with a diff and a suggested grade, Spanish first, listening; each deck remembers its mode', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await mockSpeech(page);
    const verb = verbLists[0]!.verbs[0]!;
    const phrase = phrases[0]!;
    const pair = antonymPairs[0]!;
    const ids = [verbCardId(verb), phraseCardId(phrase), antonymCardId(pair)];
    await seed(page, enrol(emptyReviews, ids, 0));
    await reviewReady(page);

    // The verbs deck, typed: a wrong past simple shows the diff and proposes Again.
    await deckSelect(page).selectOption('verbs');
    await modeSelect(page).selectOption('type');
    const card = currentCard(page);
    await expect(card).toHaveAttribute('data-mode', 'type');
    const past = card.getByLabel(t.verb.past, { exact: true });
    await past.click();
    await past.fill(`${verb.pastSimple}x`);
    await card.getByLabel(t.verb.participle, { exact: true }).fill(verb.participle.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(past).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByLabel(t.verb.participle, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await expect(card.locator('del')).toHaveText(`${t.typed.extra} x`);
    await expect(gradeButton(page, 'Again')).toBeFocused();
    await expect(gradeButton(page, 'Again')).toHaveAccessibleDescription(t.suggested);
    // The learner may grade otherwise.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(gradeButton(page, 'Good')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await storedReviews(page)).cards[ids[0]!]!.log[0]?.[1]).toBe(3);

    // Phrases, Spanish to English: the Spanish asks, Space shows the English.
    await deckSelect(page).selectOption('phrases');
    await modeSelect(page).selectOption('spanish');
    await expect(card.getByRole('definition').first()).toHaveText(phrase.spanish);
    await expect(card).not.toContainText(phrase.english);
    await page.locator('body').press('Space');
    await expect(card).toContainText(phrase.english);
    await page.keyboard.press('4');

    // Antonyms, listen and type: spoken on demand, slower on demand, typed and checked.
    await deckSelect(page).selectOption('antonyms');
    await modeSelect(page).selectOption('listen');
    await card.getByRole('button', { name: t.listen.play }).click();
    await card.getByRole('button', { name: t.listen.slower }).click();
    await expect
      .poll(() => spoken(page, 'text', 'rate'))
      .toEqual(
        expect.arrayContaining([
          { text: pair[0].en, rate: 1 },
          { text: pair[0].en, rate: 0.6 },
        ]),
      );
    await card.getByLabel(t.heard, { exact: true }).fill(` ${pair[0].en.toUpperCase()}! `);
    await card.getByRole('button', { name: new RegExp(`^${t.check}`) }).click();
    await expect(gradeButton(page, 'Good')).toBeFocused();
    await expect(card).toContainText(`${t.typed.right} ${pair[0].en}`);

    // Each deck's mode is remembered across a reload.
    await page.reload();
    await reviewReady(page);
    for (const [deck, mode] of [
      ['verbs', 'type'],
      ['phrases', 'spanish'],
      ['antonyms', 'listen'],
    ] as const) {
      await deckSelect(page).selectOption(deck);
      // A deck with nothing due keeps its mode without a card to show.
      if ((await currentCard(page).count()) > 0) await expect(modeSelect(page)).toHaveValue(mode);
    }
    expect((await storedJson(page, 'englishPrefs')).recall).toEqual({
      verbs: 'type',
      phrases: 'spanish',
      antonyms: 'listen',
    });
  });

  test('progress from the log, desired retention that reschedules, and the Anki export', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: T0 });
    const now = T0.getTime();
    // Three cards reviewed on each of the last three days (Good twice, Again once on a
    // learned card), then due over the coming days.
    const ids = [...verbIds.slice(0, 2), phrasalCardId(phrasalVerbs[0]!)];
    let reviews = enrol(emptyReviews, ids, now - 5 * DAY);
    const cards = { ...reviews.cards };
    ids.forEach((id, i) => {
      const log: LogEntry[] = [
        [now - 2 * DAY, 3, CardState.New],
        [now - DAY, 3, CardState.Learning],
        [now - 60 * MIN, i === 0 ? 1 : 3, CardState.Review],
      ];
      cards[id] = {
        ...cards[id]!,
        state: CardState.Review,
        stability: 5 + i,
        difficulty: 5,
        reps: 3,
        lastReview: now - 60 * MIN,
        introduced: now - 2 * DAY,
        due: now + (i + 1) * DAY,
        scheduledDays: i + 1,
        log,
      };
    });
    reviews = { ...reviews, cards };
    await seed(page, reviews);
    await reviewReady(page);

    const tile = (name: string) => page.getByRole('heading', { name }).locator('..');
    await expect(tile('Streak')).toContainText('3 days');
    // 9 reviews: 3 of them of learned cards (state Review before), 2 of those Good.
    await expect(tile('True retention, last 30 days')).toContainText('67 %');
    await expect(tile('True retention, last 30 days')).toContainText('of 3 reviews');
    await expect(page.getByTestId('review-heatmap')).toHaveAccessibleName(
      '9 reviews on 3 days in the last 365 days',
    );
    await expect(page.getByTestId('review-forecast')).toHaveText(
      '3 cards in the next 14 days, 0 today',
    );

    // Desired retention: by keyboard, saved when let go, with the daily load it means.
    const slider = page.getByRole('slider', { name: /Desired retention/ });
    await expect(slider).toHaveAttribute('aria-valuetext', '90 %');
    const load = page.locator('#review-goal-load');
    await expect(load).toContainText(
      /^At 90 %, your 3 studied cards need about [\d.]+ reviews? a day\.$/,
    );
    const before = await load.textContent();
    await slider.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '95 %');
    await expect(load).not.toHaveText(before!);
    await expect.poll(async () => (await storedReviews(page)).retention).toBeCloseTo(0.95);
    // Rescheduled: a higher retention brings the cards back sooner.
    const after = await storedReviews(page);
    for (const id of ids) expect(after.cards[id]!.due).toBeLessThanOrEqual(reviews.cards[id]!.due);

    // Export for Anki: a tab-separated file Anki's File > Import reads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: reviewSettings.ankiButton }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(reviewSettings.ankiFile);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines.slice(0, 3)).toEqual(['#separator:tab', '#html:false', '#tags column:3']);
    expect(lines).toHaveLength(3 + ids.length);
    const verb = verbLists[0]!.verbs[0]!;
    expect(lines[3]!.split('\t')).toEqual([
      verb.infinitive,
      [verb.pastSimple, verb.participle, verb.translation].join(' — '),
      'english-review verbs',
    ]);
    expect(lines.at(-1)).toMatch(/\tenglish-review phrasal$/);
  });

  test('cards added from the trainers, the phrasal verbs and the tenses; /ee and the navbar count them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/ee');
    await waitForHydration(page);
    // An empty deck: the day's review offers the trainers, in the first screen.
    const today = page.getByRole('region', { name: reviewToday.heading });
    await expect(today).toContainText(reviewToday.addFirst);
    expect(await firstScreenProblem(today)).toBeNull();
    await expect(today.getByRole('link', { name: deckNames.phrasal.name })).toHaveAttribute(
      'href',
      deckNames.phrasal.trainer,
    );

    await page.goto('/ee/tips');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add this list' }).click();
    await page.goto('/ee/phrasalVerbs');
    await waitForHydration(page);
    const ofDeck = async (deck: string) =>
      Object.keys((await storedReviews(page)).cards).filter((id) => deckOf(id) === deck);
    await page.getByRole('button', { name: 'Add to review', exact: true }).first().click();
    await expect.poll(() => ofDeck('phrasal')).toHaveLength(1);
    await page.getByRole('button', { name: 'Add this list' }).first().click();
    await page.goto('/ee/verbalTenses');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to review', exact: true }).first().click();
    await expect.poll(() => ofDeck('tenses')).toHaveLength(1);

    const stored = await storedReviews(page);
    const byDeck = (deck: string) => Object.keys(stored.cards).filter((id) => deckOf(id) === deck);
    expect(byDeck('phrases').length).toBeGreaterThan(0);
    expect(byDeck('phrasal').length).toBeGreaterThan(1);
    const total = Object.keys(stored.cards).length;
    // A day's new cards: at most the daily limit are due at once.
    const due = Math.min(total, stored.newPerDay);
    const badge = new RegExp(`${due} cards due`);

    await page.goto('/ee');
    await waitForHydration(page);
    await expect(today).toContainText(reviewToday.due(due));
    expect(await firstScreenProblem(today)).toBeNull();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(
      await firstScreenProblem(today.getByRole('link', { name: reviewToday.start })),
    ).toBeNull();
    await expect(page.getByRole('link', { name: /^English/ })).toHaveAccessibleName(badge);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: /^English/ })).toHaveAccessibleName(badge);
    await page.keyboard.press('Escape');

    // Start opens the review on a tense card asked from its Spanish.
    await today.getByRole('link', { name: reviewToday.start }).click();
    await reviewReady(page);
    await deckSelect(page).selectOption('tenses');
    const tense = catalog.get(byDeck('tenses')[0]!)!;
    if (tense.deck !== 'tenses') throw new Error('not a tense card');
    await expect(currentCard(page).getByRole('definition').first()).toHaveText(
      tense.sentence.spanish,
    );
    await showAnswer(page).click();
    await expect(currentCard(page)).toContainText(tense.sentence.english);
  });

  for (const [viewport, touch] of [
    [{ width: 375, height: 812 }, true],
    [{ width: 1280, height: 800 }, false],
  ] as const) {
    test.describe(touch ? 'on a touch screen' : 'with a mouse', () => {
      test.use({ hasTouch: touch });
      test(`the card and its buttons are in the first screen and stay in place at ${viewport.width} px`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const press = (button: Locator) => (touch ? button.tap() : button.click());
        await page.setViewportSize(viewport);
        await seed(page, enrol(emptyReviews, phrases.slice(0, 6).map(phraseCardId), 0));
        await reviewReady(page);
        expect(await firstScreenProblem(currentCard(page))).toBeNull();
        expect(await firstScreenProblem(showAnswer(page))).toBeNull();
        const place = (button: Locator) =>
          button.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
        const places = { show: new Set<number>(), good: new Set<number>() };
        for (let i = 0; i < 6; i += 1) {
          await expect(showAnswer(page)).toBeVisible();
          places.show.add(await place(showAnswer(page)));
          await press(showAnswer(page));
          const good = gradeButton(page, 'Good');
          places.good.add(await place(good));
          expect(await firstScreenProblem(good)).toBeNull();
          await press(good);
          // The next card's front is in view under the header, not scrolled past.
          if (i < 5) {
            await expect(showAnswer(page)).toBeFocused();
            await expect.poll(() => firstScreenProblem(currentCard(page))).toBeNull();
          }
        }
        await expect(page.getByRole('heading', { name: t.summaryHeading })).toBeVisible();
        expect(places.show.size).toBe(1);
        expect([...places.good]).toHaveLength(1);
      });
    });
  }

  test('two tabs grading different cards keep both grades', async ({ page, context }) => {
    test.setTimeout(90_000);
    const [verb, phrase] = [verbIds[0]!, phraseIds[0]!];
    await seed(page, enrol(emptyReviews, [verb, phrase], 0));
    const other = await context.newPage();
    await other.goto('/ee/review');
    for (const tab of [page, other]) {
      await tab.bringToFront();
      await reviewReady(tab);
    }
    // Each tab picks one deck and reveals its card before either grades.
    const pick = async (tab: Page, deck: string, id: string) => {
      await tab.bringToFront();
      await deckSelect(tab).selectOption(deck);
      await expect(currentCard(tab)).toHaveAttribute('data-card-id', id);
      await showAnswer(tab).click();
    };
    await pick(page, 'verbs', verb);
    await pick(other, 'phrases', phrase);
    await page.bringToFront();
    await gradeButton(page, 'Good').click();
    await other.bringToFront();
    await gradeButton(other, 'Easy').click();
    await expect
      .poll(async () => {
        const { cards } = await storedReviews(page);
        return [cards[verb]?.state, cards[phrase]?.state];
      })
      .toEqual([CardState.Learning, CardState.Review]);
    await other.close();
  });

  test('a card graded in another tab leaves this one on the next front; keys in a dialog grade nothing', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const ids = [verbIds[0]!, phraseIds[0]!];
    await seed(page, enrol(emptyReviews, ids, 0));
    const other = await context.newPage();
    await other.goto('/ee/review');
    for (const tab of [page, other]) {
      await tab.bringToFront();
      await reviewReady(tab);
      await showAnswer(tab).click();
      await expect(gradeButton(tab, 'Easy')).toBeVisible();
    }
    const first = await currentCard(page).getAttribute('data-card-id');
    const second = ids.find((id) => id !== first)!;
    await other.bringToFront();
    await gradeButton(other, 'Easy').click();
    await page.bringToFront();
    await expect(currentCard(page)).toHaveAttribute('data-card-id', second);
    await expect(showAnswer(page)).toBeVisible();

    // Keys pressed in the site search belong to it, not to the card behind.
    await page.locator('body').press('Space');
    await expect(gradeButton(page, 'Good')).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('3');
    await expect(dialog).toBeVisible();
    expect((await storedReviews(page)).cards[second]?.reps).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('3');
    await expect.poll(async () => (await storedReviews(page)).cards[second]?.reps).toBe(1);
    await other.close();
  });

  test('the daily limit of new cards, cards that left the content and unreadable storage', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // A card whose verb is no longer in the content stays stored but is never shown.
    await seed(page, enrol(emptyReviews, [...verbIds, 'verb:no-longer-taught'], 0));
    await reviewReady(page);
    await expectCounts(page, { all: 3, verbs: 3, phrases: 0 });
    const limit = page.getByRole('spinbutton', { name: reviewSettings.newPerDayLabel });
    await expect(limit).toHaveValue('10');
    // Typed as a person does: the old number erased, then the new one.
    await limit.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1');
    await expectCounts(page, { all: 1, verbs: 1 });
    // Left empty, the field shows the saved limit again.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect(limit).toHaveValue('1');
    await page.reload();
    await reviewReady(page);
    await expect(limit).toHaveValue('1');
    await showAnswer(page).click();
    await gradeButton(page, 'Good').click();
    // The one new card of the day is introduced: the others wait for tomorrow.
    await expectCounts(page, { all: 0, verbs: 0 });
    await expect(page.getByText(/^Next card due in \d+ min: /)).toBeVisible();
    const stored = await storedReviews(page);
    expect(Object.keys(stored.cards)).toContain('verb:no-longer-taught');
    expect(stored.newPerDay).toBe(1);

    // An unreadable stored value is set aside, not lost, and the page starts clean, with
    // the way to add cards.
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"cards":'), 'reviews');
    await page.reload();
    await reviewReady(page);
    await expect(page.getByRole('heading', { name: t.emptyHeading })).toBeVisible();
    await expect(
      currentCard(page).or(page.getByTestId('review-card')).getByRole('link', {
        name: deckNames.verbs.name,
      }),
    ).toHaveAttribute('href', deckNames.verbs.trainer);
    const aside = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('reviews.corrupt'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(aside).toEqual(['{"version":1,"cards":']);
  });

  test('an empty deck says what to do from the first paint; a deck with cards loads them', async ({
    page,
  }) => {
    const emptyHeading = page.getByRole('heading', { name: t.emptyHeading });
    const loading = page.getByText(t.loading);
    let release = await holdScripts(page);
    // The load event waits for the held scripts: wait for the document only.
    await page.goto('/ee/review', { waitUntil: 'domcontentloaded' });
    await expect(emptyHeading).toBeVisible();
    await expect(page.getByText(t.addFirstEs)).toBeVisible();
    await expect(loading).toBeHidden();
    release();
    await reviewReady(page);
    await expect(emptyHeading).toBeVisible();
    await expect(page.getByText(t.addFirstEs)).toBeVisible();

    await page.evaluate(
      (raw) => localStorage.setItem('reviews', raw),
      JSON.stringify(encode(enrol(emptyReviews, [verbIds[0]!], 0))),
    );
    release = await holdScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(loading).toBeVisible();
    await expect(emptyHeading).toBeHidden();
    release();
    await reviewReady(page);
    await expect(currentCard(page)).toHaveAttribute('data-card-id', verbIds[0]!);
  });

  test('/ee offers the trainers from the first paint when the deck is empty: the count moves nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const today = page.getByRole('region', { name: reviewToday.heading });
    const topics = page.getByRole('navigation', { name: englishHome.menuLabel });
    const release = await holdScripts(page);
    await page.goto('/ee', { waitUntil: 'domcontentloaded' });
    await expect(today.getByText(reviewToday.addFirstEs)).toBeVisible();
    await expect(today.getByRole('link', { name: deckNames.phrasal.name })).toBeVisible();
    await expect(today.getByRole('link', { name: reviewToday.open })).toHaveCount(0);
    const before = await Promise.all([today.boundingBox(), topics.boundingBox()]);
    release();
    await waitForHydration(page);
    // The review's client reads the deck after mount: wait until nothing more arrives.
    await page.waitForLoadState('networkidle');
    await expect(today.getByText(reviewToday.addFirstEs)).toBeVisible();
    expect(await Promise.all([today.boundingBox(), topics.boundingBox()])).toEqual(before);

    // A deck with cards: the link to the review, not the trainers.
    await seed(page, enrol(emptyReviews, [verbIds[0]!], 0), '/ee');
    await expect(today.getByRole('link', { name: reviewToday.start })).toBeVisible();
    await expect(today.getByText(reviewToday.addFirstEs)).toHaveCount(0);
  });

  test('the pre-rendered page explains itself and lists the decks; the badges shift nothing', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const sizes = deckSizes(catalog);
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const plain = await noJs.newPage();
    await plain.goto('/ee/review');
    await expect(plain.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    for (const deck of ['verbs', 'phrases', 'antonyms', 'phrasal', 'tenses'] as const) {
      const item = plain
        .getByRole('region', { name: 'Decks' })
        .getByRole('listitem')
        .filter({ has: plain.getByRole('link', { name: deckNames[deck].name, exact: true }) });
      await expect(item).toContainText(`${sizes[deck]} cards`);
    }
    await expect(plain.getByText(/^El repaso necesita JavaScript/)).toBeVisible();
    const links = (p: Page) => [
      p.getByRole('link', { name: /^Review/ }),
      p.getByRole('link', { name: /^Dev tips/ }),
    ];
    const before = await Promise.all(links(plain).map((l) => l.boundingBox()));
    await noJs.close();

    await seed(page, enrol(emptyReviews, [verbIds[0]!], 0));
    await reviewReady(page);
    await expect(page.getByRole('link', { name: /^Review/ })).toHaveAccessibleName(/1 card due/);
    await expect(page.getByRole('link', { name: /^English/ })).toHaveAccessibleName(/1 card due/);
    expect(await Promise.all(links(page).map((l) => l.boundingBox()))).toEqual(before);
  });

  test('the badges fetch the English content only when the deck holds cards, once with the page', async ({
    page,
  }) => {
    const isCatalog = isScriptWith(phrases[0]!.pronunciation);
    const checks: Promise<boolean>[] = [];
    page.on('response', (response) => checks.push(isCatalog(response)));
    const catalogFetches = async () => (await Promise.all(checks)).filter(Boolean).length;
    const badgeCode = page.waitForResponse(isScriptWith('watchDueCount'));
    await page.goto('/ee/phrasalVerbs');
    await waitForHydration(page);
    await badgeCode;
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(await catalogFetches()).toBe(0);
    await expect(page.getByRole('link', { name: /^Review/ })).toHaveAccessibleName(/^Review$/);

    await seedStorage(page, {
      reviews: JSON.stringify(encode(enrol(emptyReviews, [phraseIds[0]!], 0))),
    });
    checks.length = 0;
    await page.goto('/ee/review');
    await reviewReady(page);
    await expect(page.getByRole('link', { name: /^Review/ })).toHaveAccessibleName(/1 card due/);
    await expect(page.getByText(phrases[0]!.english)).toBeVisible();
    expect(await catalogFetches()).toBe(1);
  });

  for (const [width, scheme] of [
    [375, 'light'],
    [1280, 'dark'],
  ] as const) {
    test(`axe finds nothing serious at ${width} px in the ${scheme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await seed(page, enrol(emptyReviews, [verbIds[0]!, phraseIds[0]!], 0));
      await reviewReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await modeSelect(page).selectOption('type');
      await page.getByRole('button', { name: new RegExp(`^${t.check}`) }).click();
      await expect(gradeButton(page, 'Again')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
