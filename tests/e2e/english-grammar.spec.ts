import type { Page } from '@playwright/test';
import { controls } from '@/content/controls';
import { conditionals } from '@/content/english/conditionals';
import { interviewFrame, phrasalVerbsArticle, phrasalVerbsVideos } from '@/content/english/embeds';
import { englishHome, englishMenu } from '@/content/english/menu';
import { modalGroups } from '@/content/english/modal-verbs';
import { phrasalVerbs, phrasalVerbsTexts } from '@/content/english/phrasal-verbs';
import { questionSections } from '@/content/english/questions';
import {
  reportedQuestions,
  reportedSpeechTexts,
  reportingVerbs,
  tenseShifts,
} from '@/content/english/reported-speech';
import { pages, routeInfo } from '@/content/routes';
import { shell } from '@/content/shell';
import { outsideHosts } from '@/content/outside-hosts';
import { needsNewDocument } from '@/lib/page-path';
import {
  cspViolations,
  escapeRegExp,
  expect,
  expectIconsDrawn,
  markDocument,
  recordCspViolations,
  test,
  waitForHydration,
} from './fixtures';

// Every page of the area is also checked at 375 px, for sideways scrolling and its first
// screen, in layout.spec.ts.

const questionCount = questionSections.reduce((n, s) => n + s.kinds.length, 0);
/** The English menu (cards on /ee, a row of chips on each lesson). */
const englishMenuNav = (page: Page) =>
  page.getByRole('navigation', { name: englishHome.menuLabel });
const menuLink = (page: Page, route: string) =>
  englishMenuNav(page).getByRole('link', {
    name: englishMenu.find((option) => option.route === route)!.name,
    exact: true,
  });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

function startsWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** BACK leads from a lesson to the English area. */
async function expectBackToEnglish(page: Page) {
  await page.getByRole('link', { name: controls.back.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pages.english.path}$`));
  await expect(heading(page, pages.english.heading)).toBeVisible();
}

test.describe('English menu', () => {
  test('every button reaches its page and marks it as the current one, in a new document where the page has outside hosts; the topic icons are drawn, also on a page reached by a link', async ({
    page,
  }) => {
    await recordCspViolations(page);
    await page.goto(pages.english.path);
    const menu = englishMenuNav(page);
    await expectIconsDrawn(menu.locator('svg'), englishMenu.length);
    await waitForHydration(page);
    await expect(heading(page, pages.english.heading)).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(englishMenu.length);
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
    for (const option of englishMenu) {
      await test.step(option.route, async () => {
        const link = menu.getByRole('link', { name: option.name, exact: true });
        const sameDocument = await markDocument(page);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${option.route}$`));
        await waitForHydration(page);
        // A page with outside hosts needs its own, wider policy: a new document. The
        // others are client-side moves, which keep the document (and its policy).
        expect(await sameDocument()).toBe(!needsNewDocument(option.route));
        const policy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        for (const host of Object.values(outsideHosts[option.route] ?? {}).flat()) {
          expect(policy).toContain(host);
        }
        await expect(heading(page, routeInfo(option.route).heading)).toBeVisible();
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
        // A lesson reached by a link: React draws its menu, icons included.
        await expectIconsDrawn(menu.locator('svg'), englishMenu.length);
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  });
});

test.describe('grammar pages', () => {
  // One visit walks the lessons without outside frames, from one to the next through
  // BACK and the menu, as a visitor does.
  test('conditionals, modal verbs, questions and reported speech show their content, and BACK goes to /ee', async ({
    page,
  }) => {
    await page.goto(pages.conditionals.path);
    await test.step('the accordion starts with the first conditional open and toggles each one', async () => {
      for (const [index, conditional] of conditionals.entries()) {
        // Its heading reads as it shows: the English name, a space, the Spanish one.
        const name = `${conditional.name} ${conditional.nameEs}`;
        const summary = page
          .locator('summary')
          .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
        const example = page.getByText(conditional.examples[0]!.en, { exact: true });
        const expectOpen = async (open: boolean) => {
          if (open) await expect(example).toBeVisible();
          else await expect(example).toBeHidden();
        };
        const startsOpen = index === 0;
        await expectOpen(startsOpen);
        // Alternate mouse and keyboard.
        if (index % 2 === 0) await summary.click();
        else await summary.press('Enter');
        await expectOpen(!startsOpen);
        if (index % 2 === 0) await summary.click();
        else await summary.press('Space');
        await expectOpen(startsOpen);
      }
    });
    await test.step('BACK goes to /ee', async () => {
      await waitForHydration(page);
      await expectBackToEnglish(page);
    });

    await menuLink(page, pages.modalVerbs.path).click();
    await expect(heading(page, pages.modalVerbs.heading)).toBeVisible();
    await test.step('modal verbs show each usage group with its modals', async () => {
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(modalGroups.length);
      for (const group of modalGroups) {
        const region = page.getByRole('region', { name: startsWith(group.type) });
        await expect(region.getByRole('heading', { level: 2 })).toContainText(group.typeEs);
        await expect(region.getByRole('listitem')).toHaveCount(group.options.length);
        await expect(region.getByText(group.options[0]!.exampleEs)).toBeVisible();
      }
    });
    await test.step('a keyboard link jumps over the menu to the page itself', async () => {
      const skip = page.getByRole('link', { name: englishHome.skipMenu });
      // Reached by Tab right after the site's own navigation, and shown only on focus.
      await page
        .getByRole('navigation', { name: shell.mainNavLabel })
        .getByRole('link')
        .last()
        .focus();
      expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      expect((await skip.boundingBox())!.width).toBeGreaterThan(50);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: controls.back.en, exact: true })).toBeFocused();
    });
    await test.step('BACK goes to /ee', () => expectBackToEnglish(page));

    await menuLink(page, pages.questions.path).click();
    await expect(heading(page, pages.questions.heading)).toBeVisible();
    await test.step('questions show one card per kind of question, by section', async () => {
      await expect(page.getByRole('article')).toHaveCount(questionCount);
      for (const section of questionSections) {
        const region = page.getByRole('region', { name: startsWith(section.title) });
        const cards = region.getByRole('article');
        await expect(cards).toHaveCount(section.kinds.length);
        for (const [i, kind] of section.kinds.entries()) {
          await expect(cards.nth(i).getByRole('heading', { level: 3 })).toContainText(kind.type);
          await expect(cards.nth(i)).toContainText(kind.example);
          await expect(cards.nth(i)).toContainText(kind.answer);
        }
      }
    });
    await test.step('BACK goes to /ee', () => expectBackToEnglish(page));

    await menuLink(page, pages.reportedSpeech.path).click();
    await expect(heading(page, pages.reportedSpeech.heading)).toBeVisible();
    await test.step('reported speech shows every tense shift, reported question and reporting verb', async () => {
      const shifts = page.getByRole('table', { name: reportedSpeechTexts.statementsCaption });
      const shiftRows = shifts.locator('tbody tr');
      await expect(shiftRows).toHaveCount(tenseShifts.length);
      await expect(shiftRows.first().getByRole('rowheader')).toHaveText(tenseShifts[0]!.direct);
      await expect(shiftRows.last().getByRole('rowheader')).toHaveText(tenseShifts.at(-1)!.direct);
      const questions = page.getByRole('table', { name: reportedSpeechTexts.questionsCaption });
      await expect(questions.locator('tbody tr')).toHaveCount(reportedQuestions.length);
      const verbs = page.getByRole('table', { name: reportedSpeechTexts.verbsCaption });
      const rows = verbs.locator('tbody tr');
      await expect(rows).toHaveCount(reportingVerbs.length);
      await expect(rows.first().getByRole('rowheader')).toHaveText(reportingVerbs[0]!.verb);
      await expect(rows.last().getByRole('rowheader')).toHaveText(reportingVerbs.at(-1)!.verb);
      await expect(rows.last()).toContainText(reportingVerbs.at(-1)!.exampleEs);
    });
    await test.step('the reporting verbs, far below, are drawn only as they come near', async () => {
      const box = page.getByRole('region', { name: reportedSpeechTexts.verbsCaption });
      // The browser's own answer: false while content-visibility skips the table.
      const drawn = () =>
        box.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      await expect.poll(drawn).toBe(false);
      await box.scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
    });
    await test.step('on a narrow screen the tables scroll inside their shaded box, also by keyboard', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      const box = page.getByRole('region', { name: reportedSpeechTexts.verbsCaption });
      await expect
        .poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth))
        .toBeGreaterThan(0);
      // The hint that it scrolls: edge shades fixed to the box, covers that scroll with it.
      const background = await box.evaluate((el) => {
        const style = getComputedStyle(el);
        return { image: style.backgroundImage, attachment: style.backgroundAttachment };
      });
      expect(background.image.match(/radial-gradient/g)).toHaveLength(2);
      expect(background.attachment).toMatch(/^local, local, scroll, scroll/);
      await box.focus();
      await expect(box).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    });
    await test.step('BACK goes to /ee', () => expectBackToEnglish(page));
  });

  test('phrasal verbs: heading, lazy article frame, video facades and every verb; BACK goes to /ee', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto(pages.phrasalVerbs.path);
    await waitForHydration(page);
    await expect(heading(page, pages.phrasalVerbs.heading)).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const article = page.locator(`iframe[title="${phrasalVerbsArticle.title}"]`);
    await page.locator('#article').scrollIntoViewIfNeeded();
    await expect(article).toHaveAttribute('loading', 'lazy');
    await expect(article).toHaveAttribute('src', phrasalVerbsArticle.url);
    await expect(article).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.getByText(phrasalVerbsArticle.title, { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(
      page.getByRole('region', { name: phrasalVerbsTexts.listHeading }).getByRole('listitem'),
    ).toHaveCount(phrasalVerbs.length);
    // No player is loaded until the visitor asks for one.
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    const first = phrasalVerbsVideos[0]!;
    await page.getByRole('button', { name: shell.playVideo(first.title) }).press('Enter');
    const player = page.locator(`iframe[title="${first.title}"]`);
    // The button is gone: the player has the focus, so the keyboard goes on from there.
    await expect(player).toBeFocused();
    await expect(player).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${first.videoId}`),
    );
    for (const video of phrasalVerbsVideos.slice(1)) {
      await expect(page.getByRole('button', { name: shell.playVideo(video.title) })).toBeVisible();
    }
    await test.step('BACK goes to /ee', () => expectBackToEnglish(page));
  });

  test('the interview frame has its height and the full width; BACK goes to /ee', async ({
    page,
  }) => {
    await page.goto(pages.interview.path);
    // In view from the start: the frame is created once the page has loaded.
    const frame = page.locator(`iframe[title="${interviewFrame.title}"]`);
    await expect(frame).toHaveAttribute('src', interviewFrame.url);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const frameBox = await frame.boundingBox();
    const headerBox = await page.getByRole('main').locator('header').boundingBox();
    expect(frameBox?.height).toBe(interviewFrame.height);
    expect(frameBox?.width).toBeCloseTo(headerBox?.width ?? 0, 0);
    await test.step('BACK goes to /ee', async () => {
      await waitForHydration(page);
      await expectBackToEnglish(page);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu and every page show their full content', async ({ page }) => {
    await page.goto(pages.english.path);
    const menu = englishMenuNav(page);
    await expect(menu.getByRole('link')).toHaveCount(englishMenu.length);
    await expectIconsDrawn(menu.locator('svg'), englishMenu.length);

    await page.goto(pages.conditionals.path);
    // Each fold opens without script.
    const closed = page.locator('details:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
    for (const conditional of conditionals) {
      for (const example of conditional.examples) {
        await expect(page.getByText(example.en, { exact: true })).toBeVisible();
      }
    }

    await page.goto(pages.modalVerbs.path);
    for (const group of modalGroups) {
      await expect(page.getByText(group.options.at(-1)!.example, { exact: true })).toBeVisible();
    }

    await page.goto(pages.questions.path);
    await expect(page.getByRole('article')).toHaveCount(questionCount);
    // The current page is marked in the pre-rendered page too.
    await expect(menuLink(page, pages.questions.path)).toHaveAttribute('aria-current', 'page');

    await page.goto(pages.reportedSpeech.path);
    await expect(
      page.getByRole('rowheader', { name: reportingVerbs.at(-1)!.verb, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(tenseShifts.at(-1)!.reportedExample)).toBeVisible();

    await page.goto(pages.phrasalVerbs.path);
    await expect(page.getByText(phrasalVerbs.at(-1)!.example)).toBeVisible();
    await expect(
      page.getByRole('button', { name: shell.playVideo(phrasalVerbsVideos[0]!.title) }),
    ).toBeVisible();

    await page.goto(pages.interview.path);
    await expect(page.locator(`iframe[title="${interviewFrame.title}"]`)).toBeVisible();
    await expect(page.getByText(interviewFrame.title, { exact: true })).toBeHidden();
  });
});
