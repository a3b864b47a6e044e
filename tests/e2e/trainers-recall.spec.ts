import type { Locator, Page } from '@playwright/test';
import { techVerbs } from '@/content/english/irregular-verbs';
import { phrases } from '@/content/english/phrases';
import { revealLabels } from '@/content/english/reveal';
import {
  expect,
  firstScreenProblem,
  holdScripts,
  storedJson,
  test,
  waitForHydration,
} from './fixtures';

/** Hydrated, and the trainer has drawn its random start (nothing is busy any more). */
async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const showButton = (page: Page) =>
  page.getByRole('button', { name: revealLabels.show, exact: true });
const hideButton = (page: Page) =>
  page.getByRole('button', { name: revealLabels.hide, exact: true });
const showAll = (page: Page) => page.getByRole('switch', { name: revealLabels.showAll });
const next = (page: Page) => page.getByRole('button', { name: /^Next/ });
interface Trainer {
  path: string;
  /** The trainer's card: a list whose first definition asks, the others answer. */
  card(page: Page): Locator;
  /** The answers of the item on screen, in the card's order. */
  answers(asked: string): string[];
}

const tips: Trainer = {
  path: '/ee/tips',
  card: (page) =>
    page.locator('dl').filter({ has: page.getByText('Pronunciation', { exact: true }) }),
  answers(asked) {
    const phrase = phrases.find((p) => p.english === asked)!;
    return [phrase.pronunciation, phrase.spanish];
  },
};

const verbs: Trainer = {
  path: '/ee/irregularVerbs',
  card: (page) => page.locator('dl').first(),
  answers(asked) {
    const verb = techVerbs.find((v) => v.infinitive === asked)!;
    return [verb.pastSimple, verb.participle, verb.translation];
  },
};

/** What the card asks now (in sight), and its answers. */
async function current(page: Page, trainer: Trainer) {
  const asked = (await trainer.card(page).locator('dd').first().innerText()).trim();
  expect(asked).not.toBe('');
  return { asked, answers: trainer.answers(asked) };
}

/** Each answer is in its place in the card, shown or hidden. */
async function expectAnswers(page: Page, trainer: Trainer, answers: string[], shown: boolean) {
  for (const [index, answer] of answers.entries()) {
    const place = trainer
      .card(page)
      .locator('dd')
      .nth(index + 1)
      .getByText(answer, { exact: true });
    if (shown) await expect(place).toBeVisible();
    else await expect(place).toBeHidden();
    await expect(place).toHaveCount(1);
  }
}

for (const [name, trainer] of [
  ['phrase tips', tips],
  ['irregular verbs', verbs],
] as const) {
  test.describe(`${name} ask before they tell`, () => {
    test('the answer is hidden until Show, and hidden again for the next item', async ({
      page,
    }) => {
      await page.goto(trainer.path);
      await ready(page);
      const first = await current(page, trainer);
      await expectAnswers(page, trainer, first.answers, false);

      await showButton(page).click();
      await expectAnswers(page, trainer, first.answers, true);
      await expect(hideButton(page)).toBeFocused();

      await next(page).click();
      await expect.poll(async () => (await current(page, trainer)).asked).not.toBe(first.asked);
      const second = await current(page, trainer);
      await expectAnswers(page, trainer, second.answers, false);
      await expect(showButton(page)).toBeVisible();
    });

    test('Space shows the answer when no control has the focus', async ({ page }) => {
      await page.goto(trainer.path);
      await ready(page);
      const { answers } = await current(page, trainer);
      await page.keyboard.press('Space');
      await expectAnswers(page, trainer, answers, true);
      await expect(hideButton(page)).toBeVisible();
      // The page did not scroll: Space was the Show key.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the setting shows every answer at once, and is remembered', async ({ page }) => {
      await page.goto(trainer.path);
      await ready(page);
      await expect(showAll(page)).toHaveAttribute('aria-checked', 'false');
      await showAll(page).click();
      await expect(showAll(page)).toHaveAttribute('aria-checked', 'true');
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      await expect(showButton(page)).toHaveCount(0);
      // Saved (at once when the settings store came while the page was idle, else when it comes).
      await expect.poll(() => storedJson(page, 'englishPrefs')).toMatchObject({ showAll: true });

      await page.reload();
      await ready(page);
      await expect(showAll(page)).toHaveAttribute('aria-checked', 'true');
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      await next(page).click();
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      await expect(showButton(page)).toHaveCount(0);
    });

    test('with the setting stored, the answers show from the first paint', async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem('englishPrefs', JSON.stringify({ showAll: true })),
      );
      const release = await holdScripts(page);
      await page.goto(trainer.path, { waitUntil: 'domcontentloaded' });
      // Only the head script has run: the first item's answers are in sight, no Show step.
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      await expect(showButton(page)).toBeHidden();
      release();
      await ready(page);
      await expect(showAll(page)).toHaveAttribute('aria-checked', 'true');
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      // Switched off, the trainer asks again.
      await showAll(page).click();
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, false);
      await expect(showButton(page)).toBeVisible();
    });

    test('Show and Next are in the first screen of a phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(trainer.path);
      await ready(page);
      expect(await firstScreenProblem(showButton(page))).toBeNull();
      expect(await firstScreenProblem(next(page))).toBeNull();
      // Shown, the answer fits in the room it kept: nothing under it moves.
      const top = () => next(page).evaluate((el) => el.getBoundingClientRect().top + scrollY);
      const before = await top();
      await showButton(page).click();
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      expect(await top()).toBe(before);
    });
  });

  test.describe(`${name} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('show the answer at once, with no Show step', async ({ page }) => {
      await page.goto(trainer.path);
      await expect(trainer.card(page).locator('dd').first()).toBeVisible();
      await expectAnswers(page, trainer, (await current(page, trainer)).answers, true);
      await expect(showButton(page)).toBeHidden();
      await expect(showAll(page)).toBeHidden();
    });
  });
}
