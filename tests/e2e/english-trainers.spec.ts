import type { Locator, Page } from '@playwright/test';
import { controls } from '@/content/controls';
import { revealLabels } from '@/content/english/reveal';
import { antonymPairs } from '@/content/english/antonyms';
import { antonymsLabels as antonymsText } from '@/content/english/antonyms-texts';
import { meetingVerbs, techVerbs } from '@/content/english/irregular-verbs';
import {
  irregularVerbsLabels as verbsText,
  verbListNames,
} from '@/content/english/irregular-verbs-texts';
import { phrases } from '@/content/english/phrases';
import { addToReview } from '@/content/english/review-actions';
import { tipsLabels as tipsText } from '@/content/english/tips';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { ROUND_SIZE } from '@/lib/english/antonyms';
import { phraseCardId } from '@/lib/review/ids';
import {
  asideValues,
  escapeRegExp,
  expect,
  isReviewClientCode,
  mockSpeech,
  removeSpeech,
  reviewClientMark,
  seedStorage,
  spoken,
  storedReviews,
  test,
  waitForHydration,
  waitForSettledAnimations,
} from './fixtures';

/** Hydrated, and the trainer has drawn its random start (nothing is busy any more). */
async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const backLink = (page: Page) => page.getByRole('link', { name: controls.back.en, exact: true });
/** A button's word without the count after it: 'Next' of 'Next (3/8)'. */
const tipsWord = (label: string) => label.replace(/\s*\(.*\)$/, '');
/** The phrase trainer's NEXT, whatever its count. */
const anyTipsNext = new RegExp(`^${escapeRegExp(tipsWord(tipsText.next(0, 0)))}`);
/** Any speak button of the trainers (English or Spanish). */
const anySpeakButton = new RegExp(
  `^(${controls.listen.en.label('')}|${controls.listen.es.label('')})`,
);

test.describe('phrase tips', () => {
  /** The phrase card's list (the pronunciation guide above it is a list of terms too). */
  const card = (page: Page) =>
    page
      .locator('dl')
      .filter({ has: page.getByRole('term').getByText(tipsText.pronunciation, { exact: true }) });
  const english = (page: Page) => card(page).getByRole('definition').first();
  const total = phrases.length;
  const nextButton = (page: Page, remaining: number) =>
    page.getByRole('button', { name: tipsText.next(remaining, total), exact: true });

  test('links and speak buttons for each phrase; NEXT walks through every phrase once, then RELOAD restores the pool', async ({
    page,
  }) => {
    await mockSpeech(page);
    await page.goto(pages.englishTips.path);
    await ready(page);

    await test.step('heading, BACK and the feedback link', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: pages.englishTips.heading }),
      ).toBeVisible();
      await expect(backLink(page)).toHaveAttribute('href', pages.englishTips.back);
      const feedback = page.getByRole('link', { name: new RegExp(tipsText.feedback) });
      await expect(feedback).toHaveAttribute('href', site.feedbackFormUrl);
      await expect(feedback).toHaveAttribute('target', '_blank');
    });

    const text = (await english(page).innerText()).trim();
    const phrase = phrases.find((p) => p.english === text)!;
    expect(phrase).toBeDefined();

    await test.step('links to pages that read the phrase aloud, no audio of its own', async () => {
      const en = page.getByRole('link', { name: new RegExp(tipsText.hearEnglish) });
      const es = page.getByRole('link', { name: new RegExp(tipsText.hearSpanish) });
      await expect(en).toHaveAttribute('target', '_blank');
      await expect(es).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL((await en.getAttribute('href'))!).searchParams.get('text')).toBe(text);
      expect(new URL((await es.getAttribute('href'))!).searchParams.get('text')).toBe(
        phrase.spanish,
      );
      await expect(page.locator('audio')).toHaveCount(0);
    });

    await test.step('the speak buttons read the phrase in English and in Spanish', async () => {
      await page
        .getByRole('button', { name: controls.listen.en.label(phrase.english), exact: true })
        .click();
      // The Spanish is hidden until the answer is shown.
      await page.getByRole('button', { name: revealLabels.show, exact: true }).click();
      await page
        .getByRole('button', { name: tipsText.speakSpanish(phrase.spanish), exact: true })
        .click();
      // The speech code comes with the first press: wait for what it says.
      await expect
        .poll(() => spoken(page, 'text', 'lang'))
        .toEqual([
          { text: phrase.english, lang: 'en-US' },
          { text: phrase.spanish, lang: 'es-ES' },
        ]);
    });

    await test.step('NEXT shows every phrase once, each with its own pronunciation and Spanish', async () => {
      // Every press but the last through the page's own button, without a round trip each.
      const labels = Array.from({ length: total - 1 }, (_, i) =>
        tipsText.next(total - 1 - i, total),
      );
      const walk = await page.evaluate(
        async ({ labels, term }) => {
          const until = async (done: () => boolean) => {
            const end = performance.now() + 10_000;
            while (!done()) {
              if (performance.now() > end) return false;
              await new Promise((resolve) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = resolve;
                channel.port2.postMessage(null);
              });
            }
            return true;
          };
          const button = (label: string) =>
            [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
          const shown = () => {
            const list = [...document.querySelectorAll('dl')].find((dl) =>
              [...dl.querySelectorAll('dt')].some((dt) => dt.textContent?.trim() === term),
            );
            return [...(list?.querySelectorAll('dd') ?? [])]
              .slice(0, 3)
              .map((dd) => dd.querySelector(':scope > span > span')?.textContent?.trim() ?? '');
          };
          const cards: string[][] = [];
          for (const [i, label] of labels.entries()) {
            const next = button(label);
            if (!next) return { cards, missing: label };
            cards.push(shown());
            next.click();
            const after = labels[i + 1];
            if (after && !(await until(() => !!button(after)))) return { cards, missing: after };
          }
          return { cards, missing: null };
        },
        { labels, term: tipsText.pronunciation },
      );
      expect(walk.missing).toBeNull();
      // The last press through the browser, as a visitor makes it.
      const next = nextButton(page, 0);
      await expect(next).toBeVisible();
      // Read as the walk reads them: the answer lines are there, hidden until Show answer.
      const [lastText, ...rest] = await card(page)
        .locator('dd')
        .evaluateAll((dds) =>
          dds
            .slice(0, 3)
            .map((dd) => dd.querySelector(':scope > span > span')?.textContent?.trim() ?? ''),
        );
      const cards = [...walk.cards, [lastText!, ...rest]];
      for (const [shownText, pronunciation, spanish] of cards) {
        const known = phrases.find((p) => p.english === shownText);
        expect({ shownText, known: !!known }).toEqual({ shownText, known: true });
        expect([pronunciation, spanish]).toEqual([known!.pronunciation, known!.spanish]);
      }
      expect(new Set(cards.map(([shownText]) => shownText)).size).toBe(total);
      await next.click();
    });

    await test.step('once all are seen, BACK leads to the English area and RELOAD starts again', async () => {
      await expect(page.getByText(tipsText.doneTitle)).toBeVisible();
      await expect(page.getByRole('button', { name: anyTipsNext })).toHaveCount(0);
      await expect(backLink(page)).toHaveAttribute('href', pages.englishTips.backWhenDone);
      const reload = page.getByRole('button', { name: tipsText.reload });
      await expect(reload).toBeFocused();
      await reload.press('Enter');
      await expect(nextButton(page, total - 1)).toBeFocused();
      await expect(backLink(page)).toHaveAttribute('href', pages.englishTips.back);
      const again = (await english(page).innerText()).trim();
      expect(phrases.some((p) => p.english === again)).toBe(true);
    });
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
      const reviewCode = page.waitForResponse(isReviewClientCode);
      await page.goto(pages.englishTips.path);
      await waitForHydration(page);
      await expect(page.getByText(tipsText.loadFailed)).toBeVisible();
      await expect(english(page)).toHaveText(phrases[0]!.english);
      await expect(page.getByRole('button', { name: anyTipsNext })).toBeDisabled();
      // What makes the review buttons work comes in a script of its own too: wait for it,
      // so no script is still on its way through the handler when the test ends.
      await reviewCode;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test.describe('when the Add to review code cannot load', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

    test('the trainer goes on; a press waits, says so, and adds once back online', async ({
      page,
      context,
    }) => {
      // What makes the buttons work, the review client, comes in a script of its own,
      // fetched after the page: refuse it, as a browser that went offline before it arrived
      // does.
      let online = false;
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (!online && body.includes(reviewClientMark)) await route.abort('internetdisconnected');
        else await route.fulfill({ response, body });
      });
      const refused = page.waitForEvent('requestfailed', (request) =>
        request.url().includes('/_next/static/chunks/'),
      );
      await page.goto(pages.englishTips.path);
      await ready(page);
      const first = (await english(page).innerText()).trim();
      await page.getByRole('button', { name: anyTipsNext }).click();
      await expect(english(page)).not.toHaveText(first);
      const shown = (await english(page).innerText()).trim();
      await expect(
        page.getByRole('heading', { level: 1, name: pages.englishTips.heading }),
      ).toBeVisible();
      await refused;
      // The press is kept: the button says it is adding, and nothing is lost.
      await page.getByRole('button', { name: addToReview.item, exact: true }).click();
      const adding = page.getByRole('button', { name: addToReview.adding, exact: true });
      await expect(adding).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('button', { name: addToReview.list, exact: true })).toBeEnabled();

      // Back online: the code comes and what was pressed is added.
      online = true;
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(
        page.getByRole('button', { name: addToReview.itemDone, exact: true }),
      ).toBeVisible();
      const added = phrases.find((phrase) => phrase.english === shown)!;
      expect(Object.keys((await storedReviews(page)).cards)).toEqual([phraseCardId(added)]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('a new phrase never moves the buttons under the card', async ({ page }) => {
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
      await page.goto(pages.englishTips.path);
      await waitForHydration(page);
      const next = page.getByRole('button', { name: anyTipsNext });
      await expect(next).toBeDisabled();
      // Where the button is on the page (wherever the page is scrolled).
      const place = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const first = await place();

      release();
      await ready(page);
      await expect(next).toBeEnabled();
      // A dozen phrases through the page's own button, without a round trip each.
      const shown = await page.evaluate(
        async (nextWord) => {
          const until = async (done: () => boolean) => {
            const end = performance.now() + 10_000;
            while (!done()) {
              if (performance.now() > end) return false;
              await new Promise((resolve) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = resolve;
                channel.port2.postMessage(null);
              });
            }
            return true;
          };
          const text = () => document.querySelector('dd')!.querySelector(':scope > span > span')!;
          const button = () =>
            [...document.querySelectorAll('button')].find((b) =>
              b.textContent?.startsWith(nextWord),
            )!;
          const seen: { phrase: string; lines: number; place: number }[] = [];
          for (let i = 0; i < 12; i += 1) {
            const phrase = text().textContent ?? '';
            seen.push({
              phrase,
              lines: text().getBoundingClientRect().height,
              place: button().getBoundingClientRect().top + window.scrollY,
            });
            button().click();
            if (!(await until(() => text().textContent !== phrase))) break;
          }
          return seen;
        },
        tipsWord(tipsText.next(0, 0)),
      );
      expect(shown).toHaveLength(12);
      for (const { phrase, place: at } of shown) expect(at, `under "${phrase}"`).toBe(first);
      // The phrases shown took different numbers of lines.
      expect(new Set(shown.map((s) => s.lines)).size).toBeGreaterThan(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
});

test.describe('irregular verbs', () => {
  const [techList, meetingsList] = verbListNames as [
    (typeof verbListNames)[number],
    (typeof verbListNames)[number],
  ];
  const infinitive = (page: Page) => page.getByRole('definition').first();
  const verbText = async (page: Page) => (await infinitive(page).innerText()).trim();
  const stored = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('verbsLearned') ?? 'null') as unknown);
  const learnedButton = (page: Page, count: number) =>
    page.getByRole('button', { name: verbsText.learned(count), exact: true });
  const nextButton = (page: Page, remaining: number) =>
    page.getByRole('button', { name: verbsText.next(remaining), exact: true });

  test('a corrupt stored value is set aside; each form can be heard; Learned excludes a verb from the picks and survives a reload', async ({
    page,
  }) => {
    await mockSpeech(page);
    await seedStorage(page, { verbsLearned: '{"be": tru' });
    await page.goto(pages.irregularVerbs.path);
    await ready(page);

    await test.step('the corrupt value is set aside and the trainer starts clean', async () => {
      await expect(learnedButton(page, 0)).toBeEnabled();
      await expect(nextButton(page, techVerbs.length)).toBeEnabled();
      expect(await asideValues(page, 'verbsLearned')).toEqual(['{"be": tru']);
    });

    const tech = page.getByRole('button', { name: techList.label, exact: true });
    const meetings = page.getByRole('button', { name: meetingsList.label, exact: true });
    const first = await verbText(page);
    const verb = techVerbs.find((v) => v.infinitive === first)!;

    await test.step('the first list is chosen and the card shows every form', async () => {
      await expect(tech).toBeDisabled();
      await expect(tech).toHaveAttribute('aria-pressed', 'true');
      await expect(meetings).toBeEnabled();
      for (const term of [
        verbsText.infinitive,
        verbsText.pastSimple,
        verbsText.participle,
        verbsText.spanish,
      ]) {
        await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
      }
      expect(verb).toBeDefined();
      // The forms and the Spanish wait for Show answer.
      await expect(
        page.getByRole('definition').getByText(verb.translation, { exact: true }),
      ).toBeHidden();
      await page.getByRole('button', { name: revealLabels.show, exact: true }).click();
      await expect(
        page.getByRole('definition').getByText(verb.translation, { exact: true }),
      ).toBeVisible();
    });

    await test.step('each form can be heard when speech exists', async () => {
      await page
        .getByRole('button', { name: verbsText.listen(verbsText.participle, verb.participle) })
        .click();
      await page.getByRole('button', { name: verbsText.listenEs(verb.translation) }).click();
      // The speech code comes with the first press: wait for what it says.
      await expect
        .poll(() => spoken(page, 'text', 'lang'))
        .toEqual([
          { text: verb.participle.replaceAll(' / ', ', '), lang: 'en-US' },
          { text: verb.translation.replaceAll(' / ', ', '), lang: 'es-ES' },
        ]);
    });

    await test.step('Learned takes the verb out of the picks', async () => {
      await learnedButton(page, 0).click();
      await expect(learnedButton(page, 1)).toBeVisible();
      await expect(nextButton(page, techVerbs.length - 1)).toBeVisible();
      expect(await verbText(page)).not.toBe(first);
      expect(await stored(page)).toEqual([first]);
      // Thirty presses of Next through the page's own button, without a round trip each:
      // each shows another verb, never the learned one.
      const label = verbsText.next(techVerbs.length - 1);
      const shown = await page.evaluate(async (label) => {
        const until = async (done: () => boolean) => {
          const end = performance.now() + 10_000;
          while (!done()) {
            if (performance.now() > end) return false;
            await new Promise((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = resolve;
              channel.port2.postMessage(null);
            });
          }
          return true;
        };
        const current = () => document.querySelector('dd')?.textContent?.trim() ?? '';
        const next = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === label,
        );
        const seen: string[] = [];
        for (let i = 0; next && i < 30; i += 1) {
          const before = current();
          next.click();
          if (!(await until(() => current() !== before))) break;
          seen.push(current());
        }
        return seen;
      }, label);
      expect(shown).toHaveLength(30);
      expect(shown).not.toContain(first);
    });

    await test.step('the other list has its own count; the learned verb stays out', async () => {
      await meetings.click();
      await expect(meetings).toBeDisabled();
      await expect(tech).toBeEnabled();
      const inMeetings = meetingVerbs.some((v) => v.infinitive === first);
      await expect(learnedButton(page, inMeetings ? 1 : 0)).toBeVisible();
      await expect(nextButton(page, meetingVerbs.length - (inMeetings ? 1 : 0))).toBeVisible();
      const shown = await verbText(page);
      expect(meetingVerbs.some((v) => v.infinitive === shown)).toBe(true);
      expect(shown).not.toBe(first);
    });

    await test.step('the progress survives a reload', async () => {
      await page.reload();
      await ready(page);
      await expect(learnedButton(page, 1)).toBeVisible();
      await expect(nextButton(page, techVerbs.length - 1)).toBeVisible();
      expect(await verbText(page)).not.toBe(first);
    });
  });

  test('learning the last verb of a list by keyboard says so and moves the focus to its reset, which resets that list only', async ({
    page,
  }) => {
    // Every verb in tech learned but the first, and one verb of the other list.
    const otherList = meetingVerbs.find(
      (m) => !techVerbs.some((v) => v.infinitive === m.infinitive),
    )!.infinitive;
    const allButOne = techVerbs.slice(1).map((v) => v.infinitive);
    await seedStorage(page, { verbsLearned: JSON.stringify([...allButOne, otherList]) });
    await page.goto(pages.irregularVerbs.path);
    await ready(page);
    await expect(infinitive(page)).toHaveText(techVerbs[0]!.infinitive);
    await learnedButton(page, techVerbs.length - 1).press('Enter');
    const reset = page.getByRole('button', { name: verbsText.reset(techList.label) });
    await expect(reset).toBeFocused();

    await expect(
      page.getByText(verbsText.allLearned(techVerbs.length, techList.label)),
    ).toBeVisible();
    await expect(nextButton(page, 0)).toBeDisabled();
    await expect(learnedButton(page, techVerbs.length)).toBeDisabled();
    await reset.click();
    const next = nextButton(page, techVerbs.length);
    await expect(next).toBeEnabled();
    await expect(next).toBeFocused();
    await expect(learnedButton(page, 0)).toBeEnabled();
    expect(await stored(page)).toEqual([otherList]);
  });
});

// The antonyms game's parts and moves.
/** The game's announcements: the Add to review button has a status of its own. */
const gameStatus = (page: Page) => page.getByRole('status').and(page.locator('[aria-live]'));
const score = (page: Page, n: number) =>
  page.getByText(`${antonymsText.score} ${n}`, { exact: true });
const best = (page: Page, n: number) =>
  page.getByText(`${antonymsText.best} ${n}`, { exact: true });
const counterparts = new Map<string, Set<string>>();
for (const [a, b] of antonymPairs)
  counterparts.set(a.en, (counterparts.get(a.en) ?? new Set()).add(b.en));

const select1 = (page: Page) =>
  page.getByRole('region', { name: antonymsText.select1 }).getByRole('button');
const select2 = (page: Page) =>
  page.getByRole('region', { name: antonymsText.select2 }).getByRole('button');
const englishOf = (text: string) => text.slice(0, text.lastIndexOf(' (')).trim();
const listenButtons = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${controls.listen.en.label('')}`) });

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

test.describe('antonyms game', () => {
  test('keyboard play: picks, replaced picks, a wrong pair, correct pairs heard aloud, and a new round', async ({
    page,
  }) => {
    await mockSpeech(page);
    await page.goto(pages.antonyms.path);
    await ready(page);
    await expect(
      page.getByRole('heading', { level: 1, name: pages.antonyms.heading }),
    ).toBeVisible();
    await expect(score(page, 0)).toBeVisible();
    await expect(best(page, 0)).toBeVisible();
    await expect(select1(page)).toHaveCount(ROUND_SIZE);
    await expect(select2(page)).toHaveCount(ROUND_SIZE);
    await expectOneAnswerEach(page);
    // Nothing to hear before a correct pair.
    await expect(listenButtons(page)).toHaveCount(0);

    const [a, b] = [select1(page).nth(0), select1(page).nth(1)];
    await test.step('Enter and Space pick a word; a new pick replaces the old one', async () => {
      await a.focus();
      await page.keyboard.press('Enter');
      await expect(a).toHaveAttribute('aria-pressed', 'true');
      await b.focus();
      await page.keyboard.press('Space');
      await expect(b).toHaveAttribute('aria-pressed', 'true');
      await expect(a).toHaveAttribute('aria-pressed', 'false');
    });

    const word = (await b.innerText()).trim();
    await test.step('a wrong pair is plain to see and scores nothing', async () => {
      const wrong = await rightFor(page, word, false);
      const fill = (tile: Locator) => tile.evaluate((el) => getComputedStyle(el).backgroundColor);
      const pickedFill = await fill(b);
      const wrongWord = englishOf((await wrong.innerText()).trim());
      await wrong.press('Enter');
      await expect(gameStatus(page)).toContainText(antonymsText.wrong(word, wrongWord));
      // The line under the board and both words turn red.
      await expect(gameStatus(page)).toHaveAttribute('data-kind', 'wrong');
      await waitForSettledAnimations(page);
      expect(await fill(b)).not.toBe(pickedFill);
      expect(await fill(wrong)).toBe(await fill(b));
      await expect(score(page, 0)).toBeVisible();
      await expect(b).toHaveAttribute('aria-pressed', 'true');
      await expect(wrong).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('a correct pair scores, is kept as the best score and is announced', async () => {
      const right = await rightFor(page, word, true);
      const rightText = (await right.innerText()).trim();
      await right.press('Space');
      await expect(score(page, 1)).toBeVisible();
      await expect(best(page, 1)).toBeVisible();
      await expect(select1(page)).toHaveCount(ROUND_SIZE - 1);
      await expect(select2(page)).toHaveCount(ROUND_SIZE - 1);
      const pair = antonymPairs.find(([l, r]) => l.en === word && r.en === englishOf(rightText))!;
      const text = `${pair[0].en} (${pair[0].es}) - ${pair[1].en} (${pair[1].es})`;
      await expect(
        page.getByText(antonymsText.lastCorrect, { exact: true }).locator('..'),
      ).toContainText(`✓ ${text}`);
      await expect(gameStatus(page)).toContainText(antonymsText.correct(text));
      await expect(select1(page).first()).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('maxScoreEver'))).toBe('1');
    });

    await test.step('the last correct pair can be heard', async () => {
      const listen = page.getByRole('button', {
        name: new RegExp(`^${controls.listen.en.label(word)}, `),
      });
      await listen.click();
      // The speech code comes with the first press: wait for what it says.
      await expect.poll(() => spoken(page, 'text', 'lang')).toHaveLength(1);
      const said = await spoken(page, 'text', 'lang');
      expect(said[0]!.lang).toBe('en-US');
      expect(counterparts.get(word)?.has(said[0]!.text.split(', ')[1]!)).toBe(true);
    });

    await test.step('the round done, a new round of words comes', async () => {
      for (let i = 1; i < ROUND_SIZE; i += 1) await matchOne(page);
      await expect(score(page, ROUND_SIZE)).toBeVisible();
      await expect(select1(page)).toHaveCount(ROUND_SIZE);
      await expect(select2(page)).toHaveCount(ROUND_SIZE);
      await expect(gameStatus(page)).toContainText(antonymsText.newRound);
      await expectOneAnswerEach(page);
    });
  });

  test('a corrupt best score is set aside; the best score survives a reload, the score starts again at 0', async ({
    page,
  }) => {
    await seedStorage(page, { maxScoreEver: 'NaN points' });
    await page.goto(pages.antonyms.path);
    await ready(page);
    await test.step('the corrupt value is set aside and the game starts clean', async () => {
      await expect(best(page, 0)).toBeVisible();
      expect(await asideValues(page, 'maxScoreEver')).toEqual(['NaN points']);
      // The visitor is told. (Its box comes with code loaded after the page: a click sent
      // as it appeared would land on it.)
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
      await matchOne(page);
      await expect(best(page, 1)).toBeVisible();
    });
    await test.step('the best score survives a reload', async () => {
      await matchOne(page);
      await expect(best(page, 2)).toBeVisible();
      await page.reload();
      await ready(page);
      await expect(score(page, 0)).toBeVisible();
      await expect(best(page, 2)).toBeVisible();
      await matchOne(page);
      await expect(best(page, 2)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('maxScoreEver'))).toBe('2');
    });
  });

  test(
    'playing every round ends in a win; Restart deals a new game',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(pages.antonyms.path);
      await ready(page);
      const pairs = antonymPairs.map(([l, r]) => [l.en, r.en] as const);
      // Every round through the page's own buttons, without a round trip per click.
      const played = await page.evaluate(
        async ({ list, select1, select2 }) => {
          // A task of its own (a message), so React has drawn the click: without the
          // 4 ms a chain of timers is held back by.
          const wait = () =>
            new Promise((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = resolve;
              channel.port2.postMessage(null);
            });
          const buttons = (name: string) => {
            const heading = [...document.querySelectorAll('h2')].find(
              (h) => h.textContent === name,
            );
            return [...(heading?.parentElement?.querySelectorAll('button') ?? [])];
          };
          let matched = 0;
          for (let guard = 0; guard < 2000 && buttons(select1).length > 0; guard += 1) {
            const left = buttons(select1)[0]!;
            const word = left.textContent!.trim();
            const right = buttons(select2).find((b) => {
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
        },
        { list: pairs, select1: antonymsText.select1, select2: antonymsText.select2 },
      );
      // Whole rounds, as long as the pool has enough pairs for one.
      expect(played).toBeGreaterThan(0);
      expect(played % ROUND_SIZE).toBe(0);
      expect(played).toBeLessThanOrEqual(antonymPairs.length);
      await expect(page.getByText(antonymsText.win(played))).toBeVisible();
      await expect(best(page, played)).toBeVisible();
      await expect(gameStatus(page)).toContainText(antonymsText.winAnnouncement(played));
      await expect(select1(page)).toHaveCount(0);
      const restart = page.getByRole('button', { name: antonymsText.restart });
      await expect(restart).toBeFocused();
      await restart.press('Enter');
      await expect(score(page, 0)).toBeVisible();
      await expect(best(page, played)).toBeVisible();
      await expect(select1(page)).toHaveCount(ROUND_SIZE);
      await expect(page.getByText(antonymsText.win(played))).toHaveCount(0);
      // Restart went with the win: the new round's first word has the focus.
      await expect(select1(page).first()).toBeFocused();
    },
  );
});

test('without speech synthesis no trainer shows a speak button', async ({ page }) => {
  await removeSpeech(page);
  const speak = page.getByRole('button', { name: anySpeakButton });
  await test.step(pages.englishTips.path, async () => {
    await page.goto(pages.englishTips.path);
    await ready(page);
    await expect(page.getByRole('button', { name: anyTipsNext })).toBeEnabled();
    await expect(speak).toHaveCount(0);
  });
  await test.step(pages.irregularVerbs.path, async () => {
    await page.goto(pages.irregularVerbs.path);
    await ready(page);
    await expect(speak).toHaveCount(0);
  });
  await test.step(`${pages.antonyms.path}, after a correct pair`, async () => {
    await page.goto(pages.antonyms.path);
    await ready(page);
    await matchOne(page);
    await expect(score(page, 1)).toBeVisible();
    await expect(speak).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("each trainer's page holds its first item", async ({ page }) => {
    await test.step(`${pages.englishTips.path}: the first phrase, Next and the review button`, async () => {
      await page.goto(pages.englishTips.path);
      await expect(
        page.getByRole('heading', { level: 1, name: pages.englishTips.heading }),
      ).toBeVisible();
      await expect(
        page.getByRole('definition').getByText(phrases[0]!.english, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('definition').getByText(phrases[0]!.spanish, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: tipsText.next(phrases.length - 1, phrases.length) }),
      ).toBeVisible();
      // No review buttons: they need the script.
      await expect(page.getByText(addToReview.item, { exact: true })).toBeHidden();
    });

    await test.step(`${pages.irregularVerbs.path}: the first verb`, async () => {
      await page.goto(pages.irregularVerbs.path);
      await expect(
        page.getByRole('heading', { level: 1, name: pages.irregularVerbs.heading }),
      ).toBeVisible();
      await expect(page.getByRole('definition').first()).toHaveText(techVerbs[0]!.infinitive);
      await expect(
        page.getByRole('definition').getByText(techVerbs[0]!.pastSimple, { exact: true }),
      ).toBeVisible();
    });

    await test.step(`${pages.antonyms.path}: the description and a round of words`, async () => {
      await page.goto(pages.antonyms.path);
      await expect(
        page.getByRole('heading', { level: 1, name: pages.antonyms.heading }),
      ).toBeVisible();
      await expect(page.getByText(`${antonymsText.best} 0`, { exact: true })).toBeVisible();
      for (const name of [antonymsText.select1, antonymsText.select2]) {
        await expect(page.getByRole('region', { name }).getByRole('button')).toHaveCount(
          ROUND_SIZE,
        );
      }
    });
  });
});
