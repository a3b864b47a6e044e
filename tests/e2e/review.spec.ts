import type { Locator, Page } from '@playwright/test';
import { createEmptyCard, fsrs, Rating, type Grade } from 'ts-fsrs';
import { verbLists } from '@/content/english/irregular-verbs';
import { phrases } from '@/content/english/phrases';
import { deckSizes, siteCatalog } from '@/lib/review/catalog';
import { decode, encode } from '@/lib/review/codec';
import { deckOf } from '@/lib/review/decks';
import { phraseCardId, verbCardId } from '@/lib/review/ids';
import { CardState, emptyReviews, enrol, type ReviewCard, type Reviews } from '@/lib/review/model';
import { dueQueue } from '@/lib/review/session';
import { axeViolations, expect, isScriptWith, test, waitForHydration } from './fixtures';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** A weekday morning in June: no daylight-saving change within the next ten days. */
const T0 = new Date(2026, 5, 8, 9, 0, 0);

const catalog = siteCatalog();
const scheduler = fsrs({ enable_fuzz: false });
const ratings = { 1: Rating.Again, 2: Rating.Hard, 3: Rating.Good, 4: Rating.Easy } as const;
type Key = keyof typeof ratings;
const gradeNames: Record<Key, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/** What the front of a card shows. */
function front(id: string): string {
  const item = catalog.get(id)!;
  if (item.deck === 'verbs') return item.verb.infinitive;
  if (item.deck === 'phrases') return item.phrase.english;
  return item.pair[0].en;
}

async function storedReviews(page: Page): Promise<Reviews> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), 'reviews');
  const reviews = raw === null ? undefined : decode(JSON.parse(raw));
  if (!reviews) throw new Error(`no readable reviews stored: ${raw}`);
  return reviews;
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

/**
 * The cards due at `now` by ts-fsrs, earliest first (every card has been studied), after
 * checking that the page stored exactly the due times ts-fsrs gives.
 */
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

/** The review page has read the stored deck and shows the session. */
async function reviewReady(page: Page) {
  await waitForHydration(page);
  await expect(page.getByText('Loading your cards…')).toBeHidden();
  await expect(page.getByRole('button', { name: /^All decks \d+ due$/ })).toBeEnabled();
}

/**
 * Counts the scripts the page fetches from now on that carry the review catalog (every
 * phrase, with its pronunciation guide): `await count()` once the page has settled.
 */
function countCatalogFetches(page: Page): () => Promise<number> {
  const isCatalog = isScriptWith(phrases[0]!.pronunciation);
  const checks: Promise<boolean>[] = [];
  page.on('response', (response) => checks.push(isCatalog(response)));
  return async () => (await Promise.all(checks)).filter(Boolean).length;
}

async function expectCounts(page: Page, all: number, verbs: number, phrasesDue: number) {
  await expect(page.getByRole('button', { name: /^All decks/ })).toHaveAccessibleName(
    `All decks ${all} due`,
  );
  await expect(page.getByRole('button', { name: /^Irregular verbs/ })).toHaveAccessibleName(
    `Irregular verbs ${verbs} due`,
  );
  await expect(page.getByRole('button', { name: /^Phrases/ })).toHaveAccessibleName(
    `Phrases ${phrasesDue} due`,
  );
}

/** The card on screen: its id and the text of its front. */
const currentCard = (page: Page) => page.locator('[data-card-id]');

/** A grade button: '3 Good next in 10 min'. */
const gradeButton = (page: Page, grade: string) =>
  page
    .getByRole('group', { name: 'How well did you remember it?' })
    .getByRole('button', { name: new RegExp(`^\\d ${grade} next in`) });

/**
 * Reviews every due card: checks it is the expected one, reveals it and grades it, by
 * mouse or by keyboard alone. Returns the ids in the order they were shown.
 */
async function runSession(
  page: Page,
  expected: readonly string[],
  keysFor: (id: string) => Key,
  by: 'mouse' | 'keyboard',
): Promise<string[]> {
  const shown: string[] = [];
  for (const [i, id] of expected.entries()) {
    const card = currentCard(page);
    await expect(card).toHaveAttribute('data-card-id', id);
    await expect(card.getByRole('definition').first()).toHaveText(front(id));
    const left = expected.length - i;
    await expect(
      card.getByText(new RegExp(`^${left} ${left === 1 ? 'card' : 'cards'} to review now`)),
    ).toBeVisible();
    shown.push(id);
    const key = keysFor(id);
    if (by === 'keyboard') {
      await page.keyboard.press('Space');
    } else {
      await page.getByRole('button', { name: /Show answer/ }).click();
    }
    const grades = page.getByRole('group', { name: 'How well did you remember it?' });
    await expect(grades).toBeVisible();
    // Every grade button tells when the card would come back.
    for (const name of Object.values(gradeNames)) {
      await expect(
        grades.getByRole('button', { name: new RegExp(`${name} next in \\d`) }),
      ).toBeVisible();
    }
    if (by === 'keyboard') {
      await expect(gradeButton(page, 'Good')).toBeFocused();
      await page.keyboard.press(String(key));
    } else {
      await gradeButton(page, gradeNames[key]).click();
    }
  }
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(
    page.getByText(`You reviewed ${expected.length} ${expected.length === 1 ? 'card' : 'cards'}.`),
  ).toBeVisible();
  return shown;
}

test.describe('review', () => {
  test('cards added from the trainers come back as the scheduler says, 1 and 10 days later', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: T0 });

    // Three verbs: two with "Add to review", the third by marking it learned.
    await page.goto('/ee/irregularVerbs');
    await waitForHydration(page);
    // The trainer draws a random item once its list has loaded.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const infinitives = new Set(verbLists.flatMap((l) => l.verbs.map((v) => v.infinitive)));
    const verbShown = async () => {
      const texts = (await page.getByRole('definition').allInnerTexts()).map((t) => t.trim());
      const found = texts.find((t) => infinitives.has(t));
      expect(found).toBeDefined();
      return found!;
    };
    const verbIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const verb = await verbShown();
      verbIds.push(verbCardId({ infinitive: verb }));
      if (i < 2) {
        // By keyboard: the focus stays on the button, which now says the verb is in review.
        await page.getByRole('button', { name: 'Add to review', exact: true }).press('Enter');
        const added = page.getByRole('button', { name: 'In review', exact: true });
        await expect(added).toBeDisabled();
        await expect(added).toBeFocused();
      }
      await page.getByRole('button', { name: `Learned (${i})` }).click();
      await expect(page.getByRole('button', { name: `Learned (${i + 1})` })).toBeVisible();
      await expect(page.getByRole('definition').first()).not.toHaveText(verb);
    }
    await expect
      .poll(async () => Object.keys((await storedReviews(page)).cards).sort())
      .toEqual([...verbIds].sort());

    // Two phrases.
    await page.goto('/ee/tips');
    await waitForHydration(page);
    // The trainer draws a random item once its list has loaded.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const english = new Set(phrases.map((p) => p.english));
    const phraseIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const texts = (await page.getByRole('definition').allInnerTexts()).map((t) => t.trim());
      const text = texts.find((t) => english.has(t));
      expect(text).toBeDefined();
      phraseIds.push(phraseCardId({ english: text! }));
      await page.getByRole('button', { name: 'Add to review', exact: true }).click();
      await expect(page.getByRole('button', { name: 'In review', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: /^Next/ }).click();
      await expect(page.getByRole('definition').getByText(text!, { exact: true })).toHaveCount(0);
    }
    const ids = [...verbIds, ...phraseIds];
    await expect
      .poll(async () => Object.keys((await storedReviews(page)).cards).sort())
      .toEqual([...ids].sort());
    // The menu shows the 5 new cards due.
    await expect(page.getByRole('link', { name: /^Review/ })).toHaveAccessibleName(
      /Review\s*,\s*5 cards due/,
    );

    // Day 0: the five new cards, in the order they were added.
    await page.goto('/ee/review');
    await reviewReady(page);
    await expectCounts(page, 5, 3, 2);
    const day0 = dueQueue(await storedReviews(page), catalog, await pageNow(page)).map((c) => c.id);
    expect(day0).toEqual(ids);
    // No "Again" here: a card graded Again would come back within a minute of real time.
    const firstGrades: Record<string, Key> = {
      [ids[0]!]: 3,
      [ids[1]!]: 4,
      [ids[2]!]: 2,
      [ids[3]!]: 3,
      [ids[4]!]: 4,
    };
    expect(await runSession(page, day0, (id) => firstGrades[id]!, 'mouse')).toEqual(day0);
    const given = new Map<string, Grade[]>(ids.map((id) => [id, [ratings[firstGrades[id]!]]]));
    await expectCounts(page, 0, 0, 0);

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
    const nextDue = Math.min(...ids.map((id) => reviews.cards[id]!.due));
    await expect(page.locator('[data-next-due]')).toHaveAttribute('data-next-due', String(nextDue));
    // With the day and time it comes due, in the visitor's clock.
    await expect(
      page.getByText(
        /^The next card is due in \d+ min \((Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2}\s[AP]M\)\.$/,
      ),
    ).toBeVisible();

    // A reload keeps the deck, the grades and the progress.
    await page.reload();
    await reviewReady(page);
    await expect(page.getByRole('heading', { name: 'Nothing to review now' })).toBeVisible();
    await expectCounts(page, 0, 0, 0);
    await expect(page.locator('[data-next-due]')).toHaveAttribute('data-next-due', String(nextDue));
    const stateTable = page.getByRole('table', { name: 'Cards per state' });
    await expect(stateTable.getByRole('row').nth(1)).toHaveText(/^0\s*3\s*2\s*0$/);
    await expect(page.getByRole('img', { name: '5 reviews in the last 30 days' })).toBeVisible();
    expect(await storedReviews(page)).toEqual(reviews);

    // One day later: the learning cards are due, earliest due time first.
    await page.clock.fastForward(DAY);
    const day1 = expectedDue(reviews, given, await pageNow(page));
    expect(day1).toHaveLength(3);
    expect(new Set(day1)).toEqual(new Set([ids[0], ids[2], ids[3]]));
    // ids[2] (Hard, 6 min) comes before ids[0] (Good, 10 min): not the order of day 0.
    expect(day1.indexOf(ids[2]!)).toBeLessThan(day1.indexOf(ids[0]!));
    const count = (deck: 'verbs' | 'phrases', list: string[]) =>
      list.filter((id) => deckOf(id) === deck).length;
    await expectCounts(page, 3, count('verbs', day1), count('phrases', day1));
    const secondGrades: Record<string, Key> = { [day1[0]!]: 3, [day1[1]!]: 2, [day1[2]!]: 4 };
    expect(await runSession(page, day1, (id) => secondGrades[id]!, 'keyboard')).toEqual(day1);
    for (const id of day1) given.get(id)!.push(ratings[secondGrades[id]!]);
    await expectCounts(page, 0, 0, 0);

    // Ten days after the start: the cards whose interval has passed, earliest first.
    await page.clock.fastForward(9 * DAY);
    reviews = await storedReviews(page);
    const now10 = await pageNow(page);
    expect(now10 - T0.getTime()).toBeGreaterThanOrEqual(10 * DAY);
    const day10 = expectedDue(reviews, given, now10);
    expect(day10).toContain(ids[1]);
    expect(day10).toContain(ids[4]);
    expect(day10).not.toEqual(day1);
    await expectCounts(page, day10.length, count('verbs', day10), count('phrases', day10));
    // A reload at day 10 shows the same, and the keyboard alone runs the session.
    await page.reload();
    await reviewReady(page);
    await expectCounts(page, day10.length, count('verbs', day10), count('phrases', day10));
    expect(await runSession(page, day10, () => 3, 'keyboard')).toEqual(day10);
    await expect(page.getByRole('heading', { name: 'Session complete' })).toBeFocused();
    await expect(
      page.getByRole('img', { name: /^\d+ reviews in the last 30 days$/ }),
    ).toHaveAccessibleName(`${5 + 3 + day10.length} reviews in the last 30 days`);
    for (const id of day10) given.get(id)!.push(Rating.Good);
    expect(expectedDue(await storedReviews(page), given, await pageNow(page))).toEqual([]);
  });

  test('two tabs grading different cards keep both grades', async ({ page, context }) => {
    test.setTimeout(90_000);
    const verb = verbCardId(verbLists[0]!.verbs[0]!);
    const phrase = phraseCardId(phrases[0]!);
    await page.goto('/ee/review');
    const seeded = enrol(emptyReviews, [verb, phrase], await pageNow(page));
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['reviews', JSON.stringify(encode(seeded))],
    );
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('console', (m) => {
      if (m.type() === 'error') otherErrors.push(m.text());
    });
    other.on('pageerror', (e) => otherErrors.push(e.message));
    await page.reload();
    await other.goto('/ee/review');
    // A page in the background gets no animation frames: bring each to the front to use it.
    for (const tab of [page, other]) {
      await tab.bringToFront();
      await reviewReady(tab);
    }

    // Each tab picks one deck and reveals its card before either grades.
    const pick = async (tab: Page, deck: RegExp, id: string) => {
      await tab.bringToFront();
      await tab.getByRole('button', { name: deck }).click();
      await expect(currentCard(tab)).toHaveAttribute('data-card-id', id);
      await tab.getByRole('button', { name: /Show answer/ }).click();
    };
    await pick(page, /^Irregular verbs/, verb);
    await pick(other, /^Phrases/, phrase);
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
    for (const tab of [page, other]) {
      await tab.bringToFront();
      await tab.reload();
      await reviewReady(tab);
      await expect(
        tab.getByRole('table', { name: 'Cards per state' }).getByRole('row').nth(1),
      ).toHaveText(/^0\s*1\s*1\s*0$/);
    }
    const { cards } = await storedReviews(other);
    expect(cards[verb]?.reps).toBe(1);
    expect(cards[phrase]?.reps).toBe(1);
    await other.close();
    expect(otherErrors).toEqual([]);
  });

  test('a card graded in another tab leaves this one on the next front; keys in a dialog grade nothing', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const ids = [verbCardId(verbLists[0]!.verbs[0]!), phraseCardId(phrases[0]!)];
    await page.goto('/ee/review');
    const seeded = enrol(emptyReviews, ids, await pageNow(page));
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['reviews', JSON.stringify(encode(seeded))],
    );
    await page.reload();
    const other = await context.newPage();
    await other.goto('/ee/review');
    for (const tab of [page, other]) {
      await tab.bringToFront();
      await reviewReady(tab);
      await tab.getByRole('button', { name: /Show answer/ }).click();
      await expect(gradeButton(tab, 'Easy')).toBeVisible();
    }
    const first = await currentCard(page).getAttribute('data-card-id');
    expect(await currentCard(other).getAttribute('data-card-id')).toBe(first);
    const second = ids.find((id) => id !== first)!;

    // Graded in the other tab: this one moves on to the next card, on its front.
    await other.bringToFront();
    await gradeButton(other, 'Easy').click();
    await page.bringToFront();
    await expect(currentCard(page)).toHaveAttribute('data-card-id', second);
    await expect(page.getByRole('button', { name: /Show answer/ })).toBeVisible();
    await expect(gradeButton(page, 'Good')).toHaveCount(0);

    // Keys pressed in the site search belong to it, not to the card behind.
    await page.keyboard.press(' ');
    await expect(gradeButton(page, 'Good')).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
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
    const verbs = verbLists[0]!.verbs.slice(0, 3).map(verbCardId);
    await page.goto('/ee/review');
    const now = await pageNow(page);
    // A card whose verb is no longer in the content stays stored but is never shown.
    const seeded = enrol(emptyReviews, [...verbs, 'verb:no-longer-taught'], now);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['reviews', JSON.stringify(encode(seeded))],
    );
    await page.reload();
    await reviewReady(page);
    await expectCounts(page, 3, 3, 0);
    const limit = page.getByRole('spinbutton', { name: 'New cards per day' });
    await expect(limit).toHaveValue('10');
    // Typed as a person does: the old number erased, then the new one.
    await limit.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(limit).toHaveValue('');
    await page.keyboard.type('1');
    await expect(limit).toHaveValue('1');
    await expectCounts(page, 1, 1, 0);
    // Left empty, the field shows the saved limit again.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect(limit).toHaveValue('1');
    await page.reload();
    await reviewReady(page);
    await expect(limit).toHaveValue('1');
    await expectCounts(page, 1, 1, 0);
    await page.getByRole('button', { name: /Show answer/ }).click();
    await gradeButton(page, 'Good').click();
    // The one new card of the day is introduced: the others wait for tomorrow.
    await expectCounts(page, 0, 0, 0);
    await expect(page.getByText(/^The next card is due in \d+ min/)).toBeVisible();
    const stored = await storedReviews(page);
    expect(Object.keys(stored.cards)).toContain('verb:no-longer-taught');
    expect(stored.newPerDay).toBe(1);

    // An unreadable stored value is set aside, not lost, and the page starts clean.
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"cards":'), 'reviews');
    await page.reload();
    await reviewReady(page);
    const empty = page.getByRole('heading', { name: 'Your review deck is empty' });
    await expect(empty).toBeVisible();
    // In the middle of the card that holds its place, not above a blank box. Both are
    // measured at once: the page may still be scrolling after the reload.
    const offCentre = await empty.evaluate((heading) => {
      const middle = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      const card = document.querySelector('[data-testid="review-card"]')!;
      return Math.abs(middle(heading.parentElement!) - middle(card));
    });
    expect(offCentre).toBeLessThan(4);
    const aside = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('reviews.corrupt'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(aside).toEqual(['{"version":1,"cards":']);
  });

  test('the pre-rendered page explains itself and lists the decks; the badge shifts nothing', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const sizes = deckSizes(catalog);
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const plain = await noJs.newPage();
    await plain.goto('/ee/review');
    await expect(plain.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(plain.getByText(/just before you forget them/)).toBeVisible();
    for (const [name, size] of [
      ['Irregular verbs', sizes.verbs],
      ['Phrases', sizes.phrases],
      ['Antonyms', sizes.antonyms],
    ] as const) {
      const deck = plain
        .getByRole('region', { name: 'Decks' })
        .getByRole('listitem')
        .filter({ has: plain.getByRole('link', { name, exact: true }) });
      await expect(deck).toContainText(`${size} cards`);
    }
    await expect(plain.getByText(/El repaso necesita JavaScript/)).toBeVisible();
    await expect(plain.getByText('Loading your cards…')).toBeHidden();
    const menuLink = (p: Page) => p.getByRole('link', { name: /^Review/ });
    const before = await menuLink(plain).boundingBox();
    await noJs.close();

    await page.goto('/ee/review');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [
        'reviews',
        JSON.stringify(encode(enrol(emptyReviews, [verbCardId(verbLists[0]!.verbs[0]!)], 0))),
      ],
    );
    await page.reload();
    await reviewReady(page);
    await expect(menuLink(page)).toHaveAccessibleName(/1 card due/);
    expect(await menuLink(page).boundingBox()).toEqual(before);
  });

  test("the daily limit's hint sits level with its field on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ee/review');
    await reviewReady(page);
    const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
    const field = middle(
      await page.getByRole('spinbutton', { name: 'New cards per day' }).boundingBox(),
    );
    // Where the words are drawn (the paragraph's box would include its padding).
    const hint = middle(
      await page.getByText(/^Máximo de tarjetas nuevas/).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const { y, height } = range.getBoundingClientRect();
        return { y, height };
      }),
    );
    expect(Math.abs(hint - field)).toBeLessThan(3);
  });

  test('the menu badge fetches the English content only when the deck holds cards', async ({
    page,
  }) => {
    const catalogFetches = countCatalogFetches(page);
    // The badge's own code carries the function that counts.
    const badgeCode = page.waitForResponse(isScriptWith('watchDueCount'));
    await page.goto('/ee/phrasalVerbs');
    await waitForHydration(page);
    await badgeCode;
    // The badge has run once its code arrived (a task after the response, then idle).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(await catalogFetches()).toBe(0);
    const menuLink = page.getByRole('link', { name: /^Review/ });
    await expect(menuLink).toHaveAccessibleName(/^Review$/);

    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['reviews', JSON.stringify(encode(enrol(emptyReviews, [phraseCardId(phrases[0]!)], 0)))],
    );
    await page.reload();
    await expect(menuLink).toHaveAccessibleName(/1 card due/);
    expect(await catalogFetches()).toBe(1);
  });

  test('the review page and the menu badge fetch the English content once between them', async ({
    page,
  }) => {
    await page.goto('/ee/review');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['reviews', JSON.stringify(encode(enrol(emptyReviews, [phraseCardId(phrases[0]!)], 0)))],
    );
    const catalogFetches = countCatalogFetches(page);
    await page.reload();
    await reviewReady(page);
    await expect(page.getByRole('link', { name: /^Review/ })).toHaveAccessibleName(/1 card due/);
    await expect(page.getByText(phrases[0]!.english)).toBeVisible();
    expect(await catalogFetches()).toBe(1);
  });

  for (const width of [375, 1280]) {
    test(`the trainers keep the place of their review buttons at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const viewport = { width, height: 800 };
      const noJs = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: test.info().project.use.baseURL,
        viewport,
      });
      const plain = await noJs.newPage();
      await page.setViewportSize(viewport);
      for (const path of ['/ee/irregularVerbs', '/ee/tips']) {
        // The row of the trainer's buttons: NEXT, (Learned,) Add to review, Add this list.
        const row = (p: Page) => p.getByRole('button', { name: /^next/i }).locator('..');
        await plain.goto(path);
        const before = await row(plain).boundingBox();
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole('button', { name: 'Add this list' })).toBeEnabled();
        const after = await row(page).boundingBox();
        expect(after?.width).toBe(before?.width);
        expect(after?.height).toBe(before?.height);
      }
      await noJs.close();
    });
  }

  for (const width of [375, 1280]) {
    test(`Show answer and the grades stay in one place from card to card at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ee/tips');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add this list' }).click();
      await expect(page.getByRole('link', { name: /^Review/ })).toHaveAccessibleName(
        /10 cards? due/,
      );
      await page.goto('/ee/review');
      await reviewReady(page);
      const place = (button: Locator) =>
        button.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
      const show = page.getByRole('button', { name: /Show answer/ });
      const places = { show: new Set<number>(), good: new Set<number>() };
      const answers = new Set<number>();
      for (let i = 0; i < 10; i += 1) {
        await expect(show).toBeVisible();
        places.show.add(await place(show));
        await show.click();
        const good = gradeButton(page, 'Good');
        await expect(good).toBeVisible();
        places.good.add(await place(good));
        answers.add(Math.round((await currentCard(page).locator('dl').boundingBox())!.height));
        await good.click();
      }
      await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
      expect([...places.show]).toHaveLength(1);
      expect([...places.good]).toHaveLength(1);
      // The cards' answers took different heights.
      if (width === 375) expect(answers.size).toBeGreaterThan(1);
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`axe finds nothing serious at ${width} px in the ${scheme} theme`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        // The light theme's run checks every rule; the dark one, the colours.
        const colorsOnly = scheme === 'dark';
        await page.goto('/ee/review');
        const ids = [verbCardId(verbLists[0]!.verbs[0]!), phraseCardId(phrases[0]!)];
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          ['reviews', JSON.stringify(encode(enrol(emptyReviews, ids, 0)))],
        );
        await page.reload();
        await reviewReady(page);
        expect(await axeViolations(page, { colorsOnly })).toEqual([]);
        await page.getByRole('button', { name: /Show answer/ }).click();
        await expect(gradeButton(page, 'Easy')).toBeVisible();
        expect(await axeViolations(page, { colorsOnly })).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        for (const grade of ['Good', 'Easy']) {
          await gradeButton(page, grade).click();
          if (grade === 'Good') await page.getByRole('button', { name: /Show answer/ }).click();
        }
        await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
        expect(await axeViolations(page, { colorsOnly })).toEqual([]);
      });
    }
  }
});
