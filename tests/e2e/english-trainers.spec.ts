import type { Locator, Page } from '@playwright/test';
import { antonymPairs } from '@/content/english/antonyms';
import { meetingVerbs, techVerbs } from '@/content/english/irregular-verbs';
import { phrases } from '@/content/english/phrases';
import { addToReview } from '@/content/english/review-actions';
import { site } from '@/content/site';
import { ROUND_SIZE } from '@/lib/english/antonyms';
import { asideValues, expect, test, waitForHydration, waitForSettledAnimations } from './fixtures';

interface Spoken {
  text: string;
  lang: string;
}

/** A speech synthesis that records what it is asked to say (headless Chromium has no voices). */
async function mockSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    class FakeUtterance {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, '__spoken', { value: spoken });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: FakeUtterance,
      configurable: true,
    });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (u: FakeUtterance) => spoken.push({ text: u.text, lang: u.lang }),
        cancel: () => {},
        getVoices: () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
}

/** A browser without speech synthesis. */
async function removeSpeech(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechSynthesisUtterance;
    delete w.speechSynthesis;
  });
}

const spokenTexts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken,
  );

/** Hydrated, and the trainer has drawn its random start (nothing is busy any more). */
async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('phrase tips', () => {
  /** The phrase card's list (the pronunciation guide above it is a list of terms too). */
  const card = (page: Page) =>
    page.locator('dl').filter({ has: page.getByRole('term').getByText('Pronunciation') });
  const english = (page: Page) => card(page).getByRole('definition').first();

  test('NEXT walks through every phrase once, then RELOAD restores the pool', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/ee/tips');
    await ready(page);
    const total = phrases.length;
    await expect(page.getByRole('heading', { level: 1, name: 'Phrase tips' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/eeHome',
    );
    const feedback = page.getByRole('link', { name: /Feedback/ });
    await expect(feedback).toHaveAttribute('href', site.feedbackFormUrl);
    await expect(feedback).toHaveAttribute('target', '_blank');

    const known = new Set(phrases.map((p) => p.english));
    const seen = new Set<string>();
    for (let remaining = total - 1; remaining >= 0; remaining -= 1) {
      const next = page.getByRole('button', { name: `Next (${remaining}/${total})` });
      await expect(next).toBeVisible();
      const [text] = (await card(page).getByRole('definition').allInnerTexts()).map((t) =>
        t.trim(),
      );
      expect(known.has(text!)).toBe(true);
      seen.add(text!);
      await next.click();
    }
    expect(seen.size).toBe(total);

    await expect(page.getByText('No phrases remain.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Next/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/ee',
    );
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeFocused();
    await reload.press('Enter');
    const next = page.getByRole('button', { name: `Next (${total - 1}/${total})` });
    await expect(next).toBeFocused();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/eeHome',
    );
    expect(known.has((await english(page).innerText()).trim())).toBe(true);
  });

  test('links each phrase to pages that read it aloud', async ({ page }) => {
    await page.goto('/ee/tips');
    await ready(page);
    const text = (await english(page).innerText()).trim();
    const en = page.getByRole('link', { name: /Hear it in English/ });
    const es = page.getByRole('link', { name: /Escúchalo en español/ });
    await expect(en).toHaveAttribute('target', '_blank');
    await expect(es).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL((await en.getAttribute('href'))!).searchParams.get('text')).toBe(text);
    const phrase = phrases.find((p) => p.english === text)!;
    expect(new URL((await es.getAttribute('href'))!).searchParams.get('text')).toBe(phrase.spanish);
    await expect(page.locator('audio')).toHaveCount(0);
  });

  test('the speak buttons read the phrase in English and in Spanish', async ({ page }) => {
    await mockSpeech(page);
    await page.goto('/ee/tips');
    await ready(page);
    const text = (await english(page).innerText()).trim();
    const phrase = phrases.find((p) => p.english === text)!;
    await page.getByRole('button', { name: `Listen: ${phrase.english}` }).click();
    await page.getByRole('button', { name: 'Show answer', exact: true }).click();
    await page.getByRole('button', { name: `Escuchar: ${phrase.spanish}` }).click();
    // The speech code comes with the first press: wait for what it says.
    await expect
      .poll(() => spokenTexts(page))
      .toEqual([
        { text: phrase.english, lang: 'en-US' },
        { text: phrase.spanish, lang: 'es-ES' },
      ]);
  });

  test('without speech synthesis there are no speak buttons', async ({ page }) => {
    await removeSpeech(page);
    await page.goto('/ee/tips');
    await ready(page);
    await expect(page.getByRole('button', { name: /Next/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^(Listen|Escuchar):/ })).toHaveCount(0);
  });

  test.describe('when the list cannot load', () => {
    // The refused script is reported by the browser (and retried by the page).
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

    test('the page says so and keeps its first phrase', async ({ page }) => {
      // The list comes in a script of its own, after the page: refuse that one only (the
      // review buttons load every deck, the verbs too, in scripts of their own).
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        const list =
          body.includes(phrases[1]!.pronunciation) && !body.includes(techVerbs[0]!.translation);
        if (list) await route.abort('internetdisconnected');
        else await route.fulfill({ response, body });
      });
      await page.goto('/ee/tips');
      await waitForHydration(page);
      await expect(
        page.getByText(
          'The other phrases could not be loaded. Check your connection and reload the page.',
        ),
      ).toBeVisible();
      await expect(english(page)).toHaveText(phrases[0]!.english);
      await expect(page.getByRole('button', { name: /^Next/ })).toBeDisabled();
      // What makes the review buttons work comes in a script of its own too: wait for them
      // to work, so no script is still on its way through the handler when the test ends.
      await expect(page.getByRole('button', { name: 'Add to review', exact: true })).toBeEnabled();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test.describe('when the Add to review code cannot load', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

    test('the trainer goes on with the buttons disabled, and they work once back online', async ({
      page,
      context,
    }) => {
      // What makes the buttons work comes in a script of its own, fetched after the page:
      // refuse it, as a browser that went offline before it arrived does. It is the script
      // that reads the deck through the review client's subscribeCards (the client's own
      // script defines it by name, without the dot).
      let online = false;
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (!online && body.includes('.subscribeCards,')) await route.abort('internetdisconnected');
        else await route.fulfill({ response, body });
      });
      await page.goto('/ee/tips');
      await ready(page);
      const first = (await english(page).innerText()).trim();
      await page.getByRole('button', { name: /^Next/ }).click();
      await expect(english(page)).not.toHaveText(first);
      await expect(page.getByRole('heading', { level: 1, name: 'Phrase tips' })).toBeVisible();
      // The buttons are there, as in the pre-rendered page, but cannot be used yet.
      await expect(
        page.getByRole('button', { name: addToReview.item, exact: true }),
      ).toBeDisabled();
      await expect(
        page.getByRole('button', { name: addToReview.list, exact: true }),
      ).toBeDisabled();

      online = true;
      await context.setOffline(true);
      await context.setOffline(false);
      const add = page.getByRole('button', { name: addToReview.item, exact: true });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(
        page.getByRole('button', { name: addToReview.itemDone, exact: true }),
      ).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the first phrase is in the page', async ({ page }) => {
      await page.goto('/ee/tips');
      await expect(page.getByRole('heading', { level: 1, name: 'Phrase tips' })).toBeVisible();
      await expect(
        page.getByRole('definition').getByText(phrases[0]!.english, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('definition').getByText(phrases[0]!.spanish, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Next (${phrases.length - 1}/${phrases.length})` }),
      ).toBeVisible();
      // The review buttons are in their place in the row, disabled (they need the script).
      await expect(
        page.getByRole('button', { name: addToReview.item, exact: true }),
      ).toBeDisabled();
    });
  });
});

test.describe('irregular verbs', () => {
  const infinitive = (page: Page) => page.getByRole('definition').first();
  const verbText = async (page: Page) => (await infinitive(page).innerText()).trim();
  const stored = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('verbsLearned') ?? 'null') as unknown);

  test('Learned excludes a verb from the picks and survives a reload', async ({ page }) => {
    await page.goto('/ee/irregularVerbs');
    await ready(page);
    const tech = page.getByRole('button', { name: 'in tech' });
    const meetings = page.getByRole('button', { name: 'in meetings' });
    await expect(tech).toBeDisabled();
    await expect(tech).toHaveAttribute('aria-pressed', 'true');
    await expect(meetings).toBeEnabled();
    await expect(page.getByRole('button', { name: `Next (${techVerbs.length})` })).toBeVisible();
    for (const term of ['Infinitive', 'Past Simple', 'Participle', 'Español']) {
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    }

    const first = await verbText(page);
    const verb = techVerbs.find((v) => v.infinitive === first)!;
    expect(verb).toBeDefined();
    await page.getByRole('button', { name: 'Learned (0)' }).click();
    await expect(page.getByRole('button', { name: 'Learned (1)' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Next (${techVerbs.length - 1})` }),
    ).toBeVisible();
    expect(await verbText(page)).not.toBe(first);
    expect(await stored(page)).toEqual([first]);

    const next = page.getByRole('button', { name: `Next (${techVerbs.length - 1})` });
    let previous = await verbText(page);
    for (let i = 0; i < 30; i += 1) {
      await next.click();
      await expect(infinitive(page)).not.toHaveText(previous);
      previous = await verbText(page);
      expect(previous).not.toBe(first);
    }

    await meetings.click();
    await expect(meetings).toBeDisabled();
    await expect(tech).toBeEnabled();
    const inMeetings = meetingVerbs.some((v) => v.infinitive === first);
    await expect(
      page.getByRole('button', { name: `Learned (${inMeetings ? 1 : 0})` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Next (${meetingVerbs.length - (inMeetings ? 1 : 0)})` }),
    ).toBeVisible();
    const shown = await verbText(page);
    expect(meetingVerbs.some((v) => v.infinitive === shown)).toBe(true);
    expect(shown).not.toBe(first);

    await page.reload();
    await ready(page);
    await expect(page.getByRole('button', { name: 'Learned (1)' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Next (${techVerbs.length - 1})` }),
    ).toBeVisible();
    expect(await verbText(page)).not.toBe(first);
  });

  test('when every verb of a list is learned it says so and resets that list', async ({ page }) => {
    await page.goto('/ee/irregularVerbs');
    const all = [...techVerbs.map((v) => v.infinitive), 'wear'];
    await page.evaluate(
      (learned) => localStorage.setItem('verbsLearned', JSON.stringify(learned)),
      all,
    );
    await page.reload();
    await ready(page);
    await expect(
      page.getByText(`You have learned all ${techVerbs.length} verbs in tech!`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next (0)' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: `Learned (${techVerbs.length})` }),
    ).toBeDisabled();
    await page.getByRole('button', { name: 'Reset progress in tech' }).click();
    const next = page.getByRole('button', { name: `Next (${techVerbs.length})` });
    await expect(next).toBeEnabled();
    await expect(next).toBeFocused();
    await expect(page.getByRole('button', { name: 'Learned (0)' })).toBeEnabled();
    expect(await stored(page)).toEqual(['wear']);
  });

  test('learning the last verb by keyboard moves the focus to the reset button', async ({
    page,
  }) => {
    await page.goto('/ee/irregularVerbs');
    const allButOne = techVerbs.slice(1).map((v) => v.infinitive);
    await page.evaluate(
      (learned) => localStorage.setItem('verbsLearned', JSON.stringify(learned)),
      allButOne,
    );
    await page.reload();
    await ready(page);
    await expect(infinitive(page)).toHaveText(techVerbs[0]!.infinitive);
    await page.getByRole('button', { name: `Learned (${techVerbs.length - 1})` }).press('Enter');
    await expect(page.getByRole('button', { name: 'Reset progress in tech' })).toBeFocused();
  });

  test('a corrupt stored value is set aside and the trainer starts clean', async ({ page }) => {
    await page.goto('/ee/irregularVerbs');
    await page.evaluate(() => localStorage.setItem('verbsLearned', '{"be": tru'));
    await page.reload();
    await ready(page);
    await expect(page.getByRole('button', { name: 'Learned (0)' })).toBeEnabled();
    await expect(page.getByRole('button', { name: `Next (${techVerbs.length})` })).toBeEnabled();
    expect(await asideValues(page, 'verbsLearned')).toEqual(['{"be": tru']);
  });

  test('each form can be heard when speech exists', async ({ page }) => {
    await mockSpeech(page);
    await page.goto('/ee/irregularVerbs');
    await ready(page);
    const shown = await verbText(page);
    const current = techVerbs.find((v) => v.infinitive === shown)!;
    expect(current).toBeDefined();
    await page.getByRole('button', { name: 'Show answer', exact: true }).click();
    await page.getByRole('button', { name: `Listen: Participle ${current.participle}` }).click();
    await page.getByRole('button', { name: `Escuchar: ${current.translation}` }).click();
    // The speech code comes with the first press: wait for what it says.
    await expect
      .poll(() => spokenTexts(page))
      .toEqual([
        { text: current.participle.replaceAll(' / ', ', '), lang: 'en-US' },
        { text: current.translation.replaceAll(' / ', ', '), lang: 'es-ES' },
      ]);
  });

  test('without speech synthesis there are no speak buttons', async ({ page }) => {
    await removeSpeech(page);
    await page.goto('/ee/irregularVerbs');
    await ready(page);
    await expect(page.getByRole('button', { name: /^(Listen|Escuchar):/ })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the first verb is in the page', async ({ page }) => {
      await page.goto('/ee/irregularVerbs');
      await expect(page.getByRole('heading', { level: 1, name: 'Irregular verbs' })).toBeVisible();
      await expect(infinitive(page)).toHaveText(techVerbs[0]!.infinitive);
      await expect(
        page.getByRole('definition').getByText(techVerbs[0]!.pastSimple, { exact: true }),
      ).toBeVisible();
    });
  });
});

test.describe('antonyms game', () => {
  /** The game's announcements: the Add to review button has a status of its own. */
  const gameStatus = (page: Page) => page.getByRole('status').and(page.locator('[aria-live]'));
  const counterparts = new Map<string, Set<string>>();
  for (const [a, b] of antonymPairs)
    counterparts.set(a.en, (counterparts.get(a.en) ?? new Set()).add(b.en));

  const select1 = (page: Page) =>
    page.getByRole('region', { name: 'Select 1' }).getByRole('button');
  const select2 = (page: Page) =>
    page.getByRole('region', { name: 'Select 2' }).getByRole('button');
  const englishOf = (text: string) => text.slice(0, text.lastIndexOf(' (')).trim();

  /** The Select 2 button that is (or is not) the antonym of a Select 1 word. */
  async function rightFor(page: Page, leftWord: string, correct: boolean): Promise<Locator> {
    const texts = await select2(page).allInnerTexts();
    const index = texts.findIndex(
      (t) => (counterparts.get(leftWord)?.has(englishOf(t)) ?? false) === correct,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    return select2(page).nth(index);
  }

  /** Each Select 1 word on screen has exactly one right answer in Select 2: its own pair. */
  async function expectOneAnswerEach(page: Page) {
    const lefts = (await select1(page).allInnerTexts()).map((t) => t.trim());
    const rights = (await select2(page).allInnerTexts()).map((t) => englishOf(t.trim()));
    for (const left of lefts) {
      const groups = new Set(antonymPairs.filter(([l]) => l.en === left).map((p) => p[2]));
      const answers = rights.filter(
        (right) =>
          counterparts.get(left)?.has(right) ||
          antonymPairs.some(([, r, g]) => r.en === right && g !== undefined && groups.has(g)),
      );
      expect({ left, answers: answers.length }).toEqual({ left, answers: 1 });
    }
  }

  async function matchOne(page: Page) {
    const left = select1(page).first();
    const word = (await left.innerText()).trim();
    await left.click();
    await (await rightFor(page, word, true)).click();
  }

  test('keyboard play: picks, replaced picks, a wrong pair, correct pairs and a new round', async ({
    page,
  }) => {
    await page.goto('/ee/antonyms');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Antonyms' })).toBeVisible();
    await expect(page.getByText('Score: 0')).toBeVisible();
    await expect(page.getByText('Best score ever: 0')).toBeVisible();
    await expect(select1(page)).toHaveCount(ROUND_SIZE);
    await expect(select2(page)).toHaveCount(ROUND_SIZE);
    await expectOneAnswerEach(page);

    const [a, b] = [select1(page).nth(0), select1(page).nth(1)];
    await a.focus();
    await page.keyboard.press('Enter');
    await expect(a).toHaveAttribute('aria-pressed', 'true');
    await b.focus();
    await page.keyboard.press('Space');
    await expect(b).toHaveAttribute('aria-pressed', 'true');
    await expect(a).toHaveAttribute('aria-pressed', 'false');

    const word = (await b.innerText()).trim();
    const wrong = await rightFor(page, word, false);
    const fill = (tile: Locator) => tile.evaluate((el) => getComputedStyle(el).backgroundColor);
    const pickedFill = await fill(b);
    await wrong.press('Enter');
    await expect(gameStatus(page)).toContainText('are not antonyms');
    // A wrong pair is plain to see: the line under the board and both words turn red.
    await expect(gameStatus(page)).toHaveAttribute('data-kind', 'wrong');
    await waitForSettledAnimations(page);
    expect(await fill(b)).not.toBe(pickedFill);
    expect(await fill(wrong)).toBe(await fill(b));
    await expect(page.getByText('Score: 0')).toBeVisible();
    await expect(b).toHaveAttribute('aria-pressed', 'true');
    await expect(wrong).toHaveAttribute('aria-pressed', 'true');

    const right = await rightFor(page, word, true);
    const rightText = (await right.innerText()).trim();
    await right.press('Space');
    await expect(page.getByText('Score: 1')).toBeVisible();
    await expect(page.getByText('Best score ever: 1')).toBeVisible();
    await expect(select1(page)).toHaveCount(4);
    await expect(select2(page)).toHaveCount(4);
    const pair = antonymPairs.find(([l, r]) => l.en === word && r.en === englishOf(rightText))!;
    const text = `${pair[0].en} (${pair[0].es}) - ${pair[1].en} (${pair[1].es})`;
    await expect(page.getByText('Last correct pair:').locator('..')).toContainText(`✓ ${text}`);
    await expect(gameStatus(page)).toContainText(`Correct: ${text}`);
    await expect(select1(page).first()).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('maxScoreEver'))).toBe('1');

    for (let i = 0; i < 4; i += 1) await matchOne(page);
    await expect(page.getByText('Score: 5')).toBeVisible();
    await expect(select1(page)).toHaveCount(ROUND_SIZE);
    await expect(select2(page)).toHaveCount(ROUND_SIZE);
    await expect(gameStatus(page)).toContainText('New round');
    await expectOneAnswerEach(page);
  });

  test('the best score survives a reload; the score starts again at 0', async ({ page }) => {
    await page.goto('/ee/antonyms');
    await ready(page);
    await matchOne(page);
    await matchOne(page);
    await expect(page.getByText('Best score ever: 2')).toBeVisible();
    await page.reload();
    await ready(page);
    await expect(page.getByText('Score: 0')).toBeVisible();
    await expect(page.getByText('Best score ever: 2')).toBeVisible();
    await matchOne(page);
    await expect(page.getByText('Best score ever: 2')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('maxScoreEver'))).toBe('2');
  });

  test('a corrupt best score is set aside and the game starts clean', async ({ page }) => {
    await page.goto('/ee/antonyms');
    await page.evaluate(() => localStorage.setItem('maxScoreEver', 'NaN points'));
    await page.reload();
    await ready(page);
    await expect(page.getByText('Best score ever: 0')).toBeVisible();
    expect(await asideValues(page, 'maxScoreEver')).toEqual(['NaN points']);
    await matchOne(page);
    await expect(page.getByText('Best score ever: 1')).toBeVisible();
  });

  test(
    'playing every round ends in a win; Restart deals a new game',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/ee/antonyms');
      await ready(page);
      const pairs = antonymPairs.map(([l, r]) => [l.en, r.en] as const);
      // Every round through the page's own buttons, without a round trip per click.
      const score = await page.evaluate(async (list) => {
        const wait = () => new Promise((resolve) => setTimeout(resolve, 0));
        const buttons = (name: string) => {
          const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === name);
          return [...(heading?.parentElement?.querySelectorAll('button') ?? [])];
        };
        let matched = 0;
        for (let guard = 0; guard < 2000 && buttons('Select 1').length > 0; guard += 1) {
          const left = buttons('Select 1')[0]!;
          const word = left.textContent!.trim();
          const right = buttons('Select 2').find((b) => {
            const text = b.textContent!.trim();
            const en = text.slice(0, text.lastIndexOf(' (')).trim();
            return list.some(([l, r]) => l === word && r === en);
          })!;
          left.click();
          await wait();
          right.click();
          await wait();
          matched += 1;
        }
        return matched;
      }, pairs);
      // Whole rounds, as long as the pool has enough pairs for one.
      expect(score).toBeGreaterThan(0);
      expect(score % ROUND_SIZE).toBe(0);
      expect(score).toBeLessThanOrEqual(antonymPairs.length);
      await expect(
        page.getByText(`You win! You played every round, with a final score of ${score}.`),
      ).toBeVisible();
      await expect(page.getByText(`Best score ever: ${score}`)).toBeVisible();
      await expect(gameStatus(page)).toContainText('You win!');
      await expect(select1(page)).toHaveCount(0);
      const restart = page.getByRole('button', { name: 'Restart' });
      await expect(restart).toBeFocused();
      await restart.press('Enter');
      await expect(page.getByText('Score: 0')).toBeVisible();
      await expect(page.getByText(`Best score ever: ${score}`)).toBeVisible();
      await expect(select1(page)).toHaveCount(ROUND_SIZE);
      await expect(page.getByText(/You win!/)).toHaveCount(0);
      // Restart went with the win: the new round's first word has the focus.
      await expect(select1(page).first()).toBeFocused();
    },
  );

  test('the last correct pair can be heard when speech exists', async ({ page }) => {
    await mockSpeech(page);
    await page.goto('/ee/antonyms');
    await ready(page);
    await expect(page.getByRole('button', { name: /^Listen:/ })).toHaveCount(0);
    const word = (await select1(page).first().innerText()).trim();
    await matchOne(page);
    const listen = page.getByRole('button', { name: new RegExp(`^Listen: ${word}, `) });
    await listen.click();
    // The speech code comes with the first press: wait for what it says.
    await expect.poll(() => spokenTexts(page)).toHaveLength(1);
    const spoken: Spoken[] = await spokenTexts(page);
    expect(spoken[0]!.lang).toBe('en-US');
    expect(counterparts.get(word)?.has(spoken[0]!.text.split(', ')[1]!)).toBe(true);
  });

  test('without speech synthesis there is no speak button', async ({ page }) => {
    await removeSpeech(page);
    await page.goto('/ee/antonyms');
    await ready(page);
    await matchOne(page);
    await expect(page.getByText('Score: 1')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Listen:/ })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the description and a round of words are in the page', async ({ page }) => {
      await page.goto('/ee/antonyms');
      await expect(page.getByRole('heading', { level: 1, name: 'Antonyms' })).toBeVisible();
      await expect(page.getByText('Best score ever: 0')).toBeVisible();
      await expect(select1(page)).toHaveCount(ROUND_SIZE);
      await expect(select2(page)).toHaveCount(ROUND_SIZE);
    });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/ee/tips: a new phrase never moves the buttons under the card', async ({ page }) => {
    // The same draws on every run: a fixed sequence stands in for chance.
    await page.addInitScript(() => {
      let seed = 7;
      Math.random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    });
    // Hold the phrase list back, to see where the buttons are under the server's phrase.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(phrases[1]!.pronunciation) && !body.includes(techVerbs[0]!.translation))
        await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/ee/tips');
    await waitForHydration(page);
    const next = page.getByRole('button', { name: /^Next/ });
    await expect(next).toBeDisabled();
    // Where the button is on the page (a click scrolls it into view).
    const place = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const first = await place();

    release();
    await ready(page);
    await expect(next).toBeEnabled();
    const lines = new Set<number>();
    for (let i = 0; i < 12; i += 1) {
      const phrase = page.locator('dd').first().locator(':scope > span > span').first();
      lines.add((await phrase.boundingBox())!.height);
      expect(await place(), `under "${await phrase.innerText()}"`).toBe(first);
      await next.click();
    }
    // The phrases shown took different numbers of lines.
    expect(lines.size).toBeGreaterThan(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  for (const path of ['/ee/tips', '/ee/irregularVerbs', '/ee/antonyms']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await noSideScroll(page);
    });
  }
});
