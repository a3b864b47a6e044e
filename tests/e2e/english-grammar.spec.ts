import { conditionals } from '@/content/english/conditionals';
import { interviewFrame, phrasalVerbsArticle, phrasalVerbsVideos } from '@/content/english/embeds';
import { englishHome, englishMenu } from '@/content/english/menu';
import { modalGroups } from '@/content/english/modal-verbs';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { questionSections } from '@/content/english/questions';

const questionCount = questionSections.reduce((n, s) => n + s.kinds.length, 0);
import {
  reportedSpeechTexts,
  reportingVerbs,
  tenseShifts,
} from '@/content/english/reported-speech';
import { routeInfo } from '@/content/routes';
import { escapeRegExp, expect, expectIconsDrawn, test, waitForHydration } from './fixtures';

const grammarPages = [
  '/ee/conditionalSentences',
  '/ee/modalVerbs',
  '/ee/questions',
  '/ee/reportedSpeech',
  '/ee/phrasalVerbs',
  '/ee/interview',
];

function startsWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

test.describe('English menu', () => {
  test('the 12 buttons reach their 12 pages and mark the current one', async ({ page }) => {
    await page.goto('/ee');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: routeInfo('/ee').heading }),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: englishHome.menuLabel });
    await expect(menu.getByRole('link')).toHaveCount(12);
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
    for (const option of englishMenu) {
      const link = menu.getByRole('link', { name: option.name, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${option.route}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: routeInfo(option.route).heading }),
      ).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('a keyboard link jumps over the menu to the page itself', async ({ page }) => {
    await page.goto('/ee/modalVerbs');
    await waitForHydration(page);
    const skip = page.getByRole('link', { name: englishHome.skipMenu });
    // Reached by Tab right after the site's own navigation, and shown only on focus.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').last().focus();
    expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(50);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toBeFocused();
  });

  test('the topic icons are drawn, also on a page reached by a link', async ({ page }) => {
    await page.goto('/ee');
    const menu = page.getByRole('navigation', { name: englishHome.menuLabel });
    await expectIconsDrawn(menu.locator('svg'), englishMenu.length);

    // A lesson reached by a link: React draws its menu.
    await waitForHydration(page);
    await menu.getByRole('link', { name: englishMenu[1]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${englishMenu[1]!.route}$`));
    const chips = page.getByRole('navigation', { name: englishHome.menuLabel });
    await expect(
      chips.getByRole('link', { name: englishMenu[1]!.name, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectIconsDrawn(chips.locator('svg'), englishMenu.length);
  });

  test('the current page is marked in the pre-rendered page too', async ({ page }) => {
    await page.goto('/ee/questions');
    const menu = page.getByRole('navigation', { name: englishHome.menuLabel });
    await expect(menu.getByRole('link', { name: 'Questions', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('grammar pages', () => {
  test('the accordion starts with the first conditional open and toggles each one', async ({
    page,
  }) => {
    await page.goto('/ee/conditionalSentences');
    for (const [index, conditional] of conditionals.entries()) {
      // Its heading reads as it shows: the English name, a space, the Spanish one.
      const heading = page.getByRole('heading', {
        level: 2,
        name: `${conditional.name} ${conditional.nameEs}`,
        exact: true,
      });
      const summary = page.locator('summary').filter({ has: heading });
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

  test('modal verbs show 7 usage groups, each with its modals', async ({ page }) => {
    await page.goto('/ee/modalVerbs');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(7);
    for (const group of modalGroups) {
      const region = page.getByRole('region', { name: startsWith(group.type) });
      await expect(region.getByRole('heading', { level: 2 })).toContainText(group.typeEs);
      await expect(region.getByRole('listitem')).toHaveCount(group.options.length);
      await expect(region.getByText(group.options[0]!.exampleEs)).toBeVisible();
    }
  });

  test('questions show one card per kind of question, by section', async ({ page }) => {
    await page.goto('/ee/questions');
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

  test('reported speech shows 9 tense shifts and about 40 reporting verbs', async ({ page }) => {
    await page.goto('/ee/reportedSpeech');
    const shifts = page.getByRole('table', { name: reportedSpeechTexts.statementsCaption });
    await expect(shifts.locator('tbody tr')).toHaveCount(9);
    await expect(shifts.locator('tbody tr').first().getByRole('rowheader')).toHaveText(
      tenseShifts[0]!.direct,
    );
    await expect(shifts.locator('tbody tr').last().getByRole('rowheader')).toHaveText('must');
    const questions = page.getByRole('table', { name: reportedSpeechTexts.questionsCaption });
    expect(await questions.locator('tbody tr').count()).toBeGreaterThanOrEqual(4);
    const verbs = page.getByRole('table', { name: reportedSpeechTexts.verbsCaption });
    const rows = verbs.locator('tbody tr');
    await expect(rows).toHaveCount(reportingVerbs.length);
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(38);
    expect(count).toBeLessThanOrEqual(42);
    await expect(rows.first().getByRole('rowheader')).toHaveText('Say');
    await expect(rows.last().getByRole('rowheader')).toHaveText('Urge');
    await expect(rows.last()).toContainText(reportingVerbs.at(-1)!.exampleEs);
  });

  test('on a narrow screen the tables scroll inside their shaded box, also by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ee/reportedSpeech');
    const box = page.getByRole('region', { name: reportedSpeechTexts.verbsCaption });
    const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
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

  test('phrasal verbs: heading, lazy article frame, video facades and the 150 verbs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto('/ee/phrasalVerbs');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '150 phrasal verbs' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const article = page.locator(`iframe[title="${phrasalVerbsArticle.title}"]`);
    await page.locator('#article').scrollIntoViewIfNeeded();
    await expect(article).toHaveAttribute('loading', 'lazy');
    await expect(article).toHaveAttribute('src', phrasalVerbsArticle.url);
    await expect(article).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.getByText(phrasalVerbsArticle.title, { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(
      page.getByRole('region', { name: 'The 150 phrasal verbs' }).getByRole('listitem'),
    ).toHaveCount(phrasalVerbs.length);
    // No player is loaded until the visitor asks for one.
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    const first = phrasalVerbsVideos[0]!;
    await page.getByRole('button', { name: `Play video: ${first.title}` }).press('Enter');
    const player = page.locator(`iframe[title="${first.title}"]`);
    // The button is gone: the player has the focus, so the keyboard goes on from there.
    await expect(player).toBeFocused();
    await expect(player).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${first.videoId}`),
    );
    for (const video of phrasalVerbsVideos.slice(1)) {
      await expect(page.getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible();
    }
  });

  test('the interview frame is 700 px high and full width', async ({ page }) => {
    await page.goto('/ee/interview');
    // In view from the start: the frame is created once the page has loaded.
    const frame = page.locator(`iframe[title="${interviewFrame.title}"]`);
    await expect(frame).toHaveAttribute('src', interviewFrame.url);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const frameBox = await frame.boundingBox();
    const headerBox = await page.getByRole('main').locator('header').boundingBox();
    expect(frameBox?.height).toBe(700);
    expect(frameBox?.width).toBeCloseTo(headerBox?.width ?? 0, 0);
  });

  for (const path of grammarPages) {
    test(`BACK on ${path} goes to /ee`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(/\/ee$/);
      await expect(
        page.getByRole('heading', { level: 1, name: routeInfo('/ee').heading }),
      ).toBeVisible();
    });
  }

  test('no page of this area scrolls sideways at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/ee', ...grammarPages]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu and every page show their full content', async ({ page }) => {
    await page.goto('/ee');
    const menu = page.getByRole('navigation', { name: englishHome.menuLabel });
    await expect(menu.getByRole('link')).toHaveCount(englishMenu.length);
    await expectIconsDrawn(menu.locator('svg'), englishMenu.length);

    await page.goto('/ee/conditionalSentences');
    // Each fold opens without script.
    const closed = page.locator('details:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
    for (const conditional of conditionals) {
      for (const example of conditional.examples) {
        await expect(page.getByText(example.en, { exact: true })).toBeVisible();
      }
    }

    await page.goto('/ee/modalVerbs');
    for (const group of modalGroups) {
      await expect(page.getByText(group.options.at(-1)!.example, { exact: true })).toBeVisible();
    }

    await page.goto('/ee/questions');
    await expect(page.getByRole('article')).toHaveCount(questionCount);

    await page.goto('/ee/reportedSpeech');
    await expect(page.getByRole('rowheader', { name: 'Urge', exact: true })).toBeVisible();
    await expect(page.getByText(tenseShifts.at(-1)!.reportedExample)).toBeVisible();

    await page.goto('/ee/phrasalVerbs');
    await expect(page.getByText(phrasalVerbs.at(-1)!.example)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Play video: ${phrasalVerbsVideos[0]!.title}` }),
    ).toBeVisible();

    await page.goto('/ee/interview');
    await expect(page.locator(`iframe[title="${interviewFrame.title}"]`)).toBeVisible();
    await expect(page.getByText(interviewFrame.title, { exact: true })).toBeHidden();
  });
});
