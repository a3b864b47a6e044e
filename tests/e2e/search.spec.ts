import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { interviewFrame } from '@/content/english/embeds';
import { phrasalVerbs } from '@/content/english/phrasal-verbs';
import { pages } from '@/content/routes';
import { searchTexts as t } from '@/content/search';
import { phrasalVerbAnchor } from '@/lib/search/anchors';
import {
  axeViolations,
  cspViolations,
  escapeRegExp,
  expect as baseExpect,
  filesUnder,
  isPageData,
  markDocument,
  offlineUse,
  recordCspViolations,
  runTogether,
  test,
  waitForHydration,
} from './fixtures';

// Each test loads a page, the dialog's code, Pagefind's WebAssembly and index chunks,
// and most follow a result to another page: allow for a slow machine.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const searchButton = (page: Page) => page.getByRole('button', { name: t.open, exact: true });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: t.dialogTitle });
const field = (dialog: Locator) => dialog.getByRole('combobox', { name: t.inputLabel });

async function openSearch(page: Page) {
  await searchButton(page).click();
  const dialog = searchDialog(page);
  // The dialog's code loads on the first opening.
  await expect(dialog).toBeVisible();
  await expect(field(dialog)).toBeFocused();
  return dialog;
}

/** Types the words and waits until the results for them are shown. */
async function searchFor(dialog: Locator, words: string) {
  await field(dialog).fill(words);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  return dialog.getByRole('option');
}

/** Searches for `words` and opens the first result, which is `title`'s. */
async function openFirstResult(page: Page, words: string, title: string) {
  const options = await searchFor(await openSearch(page), words);
  await expect(options.first()).toContainText(title);
  await page.keyboard.press('Enter');
}

/** The ring (brand-500) of a card marked as the destination of an address. */
const DESTINATION_RING = /rgb\(51, 124, 252\)/;

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('site search', () => {
  test('"conditional" lists the conditionals page first, with no policy violation', async ({
    page,
  }) => {
    await recordCspViolations(page);
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) pagefindRequests.push(request.url());
    });
    await visit(page, pages.home.path);
    // Nothing of search is fetched until search opens.
    expect(pagefindRequests).toEqual([]);
    const dialog = await openSearch(page);
    const options = await searchFor(dialog, 'conditional');
    await expect(options.first()).toContainText(pages.conditionals.heading);
    await expect(options.first().locator('mark').first()).toHaveText(/conditional/i);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ee\/conditionalSentences(#[\w-]+)?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: pages.conditionals.heading }),
    ).toBeVisible();
    // Pagefind's WebAssembly runs in its worker: the pages keep their strict policy.
    expect(await cspViolations(page)).toEqual([]);

    await test.step('a result on a page with outside hosts opens in a new document, with its policy', async () => {
      await waitForHydration(page);
      const sameDocument = await markDocument(page);
      const results = await searchFor(await openSearch(page), pages.interview.heading);
      await results.filter({ hasText: pages.interview.heading }).first().click();
      await expect(page).toHaveURL(new RegExp(`${pages.interview.path}(#[\\w-]+)?$`));
      await expect(page.locator(`iframe[title="${interviewFrame.title}"]`)).toBeVisible();
      expect(await sameDocument()).toBe(false);
      expect(await cspViolations(page)).toEqual([]);
    });
  });

  test("the highlighted result's page is fetched while the visitor reads, and Enter opens it", async ({
    page,
  }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    const pageData = page.waitForResponse(isPageData(pages.conditionals.path));
    const options = await searchFor(dialog, 'conditional');
    await expect(options.first()).toContainText(pages.conditionals.heading);
    // The first result is highlighted; its page arrives before any key is pressed.
    await (await pageData).finished();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: pages.conditionals.heading }),
    ).toBeVisible();
  });

  test('"Kubernetes" finds the CV in both languages; the language filter narrows it', async ({
    page,
  }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    await searchFor(dialog, 'Kubernetes');
    const spanish = dialog.getByRole('option', { name: new RegExp(pages.cv.title) });
    const english = dialog.getByRole('option', { name: new RegExp(pages.cvEn.title) });
    await expect(spanish.first()).toBeVisible();
    await expect(english.first()).toBeVisible();

    const languages = dialog.getByRole('group', { name: t.languageLegend });
    await languages.getByText('English', { exact: true }).click();
    await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(spanish).toHaveCount(0);
    await expect(english.first()).toBeVisible();

    await languages.getByText('Español', { exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(english).toHaveCount(0);
    await expect(spanish.first()).toBeVisible();
  });

  test('"reunion" finds the phrase with "reunión" and lands on it', async ({ page }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    await searchFor(dialog, 'reunion');
    await expect(dialog.locator('mark', { hasText: 'reunión' }).first()).toBeVisible();
    const phrase = dialog.getByRole('option', { name: /Tengo una reunión a las diez/ });
    await phrase.click();
    await expect(page).toHaveURL(/\/ee\/tips#phrase-i-have-a-meeting-at-ten$/);
    const item = page.locator('#phrase-i-have-a-meeting-at-ten');
    await expect(item).toContainText('Tengo una reunión a las diez.');
    await expect(item).toBeInViewport();
    // Marked as the destination (its ring), as on a shared link.
    await expect(item).toHaveCSS('box-shadow', DESTINATION_RING);
  });

  test('the CV’s addresses printed on paper are not searched or shown in results', async ({
    page,
  }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    const options = await searchFor(dialog, 'go');
    await expect(options.first()).toBeVisible();
    for (const text of await options.allInnerTexts()) expect(text).not.toMatch(/\(go\.dev\)/);
  });

  test('a result’s words are apart where the page shows them apart', async ({ page }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    const options = await searchFor(dialog, 'bike');
    // The question card: its heading's two names, and a label and the text after it.
    await expect(options.first()).toContainText('How ¿Cómo?');
    await expect(options.first()).toContainText(/work\? Answer I usually/);
  });

  test('no two words of the index run together where the markup puts elements side by side', () => {
    // The index as written: Pagefind's fragments, gzip, a signature, then JSON.
    const fragments = filesUnder(join('out', 'pagefind', 'fragment'));
    const glued = fragments.flatMap((file) => {
      const text = gunzipSync(readFileSync(file)).toString('utf8');
      const { url, content } = JSON.parse(text.replace(/^pagefind_dcd/, '')) as {
        url: string;
        content: string;
      };
      const words = runTogether(content);
      return words.length ? [`${url}: ${words.join(', ')}`] : [];
    });
    expect(fragments.length).toBeGreaterThan(10);
    expect(glued).toEqual([]);
  });

  test('a result for an irregular verb lands on that verb', async ({ page }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    const options = await searchFor(dialog, 'went');
    await expect(options.first()).toContainText('go · went · gone');
    // The verb is in both lists, with the same meaning: one result, not two alike.
    await expect(options.filter({ hasText: 'go · went · gone' })).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ee\/irregularVerbs#verb-tech-go$/);
    const row = page.locator('#verb-tech-go');
    await expect(row).toContainText('went');
    await expect(row).toBeInViewport();
    // The keyboard goes on from the verb, not from the top of the page.
    await expect(row).toBeFocused();
    // Marked as the destination: its row is tinted.
    await expect(row).toHaveCSS('background-color', 'rgb(238, 246, 255)');

    // An address with a verb's anchor opened in a new tab (a shared link) lands there too.
    const shared = await page.context().newPage();
    await shared.goto(`${pages.irregularVerbs.path}#verb-meetings-go`);
    await expect(shared.locator('#verb-meetings-go')).toBeInViewport();
    await shared.close();

    // On a phone too, where the list above the verb is far taller than the height the
    // browser guesses for it until drawn (skip-offscreen).
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, pages.home.path);
    await searchFor(await openSearch(page), 'went');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ee\/irregularVerbs#verb-tech-go$/);
    await expect(row).toBeInViewport();
  });

  test('a result for a phrasal verb lands on that verb, marked', async ({ page }) => {
    const heading = (p: Page, verb: string) =>
      p.getByRole('heading', { level: 3, name: verb, exact: true });
    const card = (p: Page, verb: string) =>
      p.getByRole('listitem').filter({ has: heading(p, verb) });

    await visit(page, pages.home.path);
    // The verb's heading names the result.
    await openFirstResult(page, 'charger', 'ask around');
    await expect(page).toHaveURL(/\/ee\/phrasalVerbs#phrasal-ask-around$/);
    await expect(heading(page, 'ask around')).toBeInViewport();
    await expect(heading(page, 'ask around')).toBeFocused();
    await expect(card(page, 'ask around')).toContainText('charger');
    // Marked as the destination, though the router's pushState leaves :target alone.
    await expect(card(page, 'ask around')).toHaveCSS('box-shadow', DESTINATION_RING);

    // A result on the page shown: the focus and the mark move to it.
    await openFirstResult(page, 'balloons', 'blow up');
    await expect(page).toHaveURL(/\/ee\/phrasalVerbs#phrasal-blow-up$/);
    await expect(heading(page, 'blow up')).toBeFocused();
    await expect(heading(page, 'blow up')).toBeInViewport();
    await expect(card(page, 'blow up')).toHaveCSS('box-shadow', DESTINATION_RING);
    await expect(card(page, 'ask around')).not.toHaveCSS('box-shadow', DESTINATION_RING);

    // Opened from a shared link, the verb's card is marked as the destination.
    const shared = await page.context().newPage();
    await shared.goto(`${pages.phrasalVerbs.path}#phrasal-ask-around`);
    await expect(card(shared, 'ask around')).toBeInViewport();
    await expect(card(shared, 'ask around')).toHaveCSS('box-shadow', DESTINATION_RING);
    await shared.close();

    // On a phone too, to a card far down the list (not the last, which the page's end
    // would bring into view anyway).
    const late = phrasalVerbs.at(-10)!.verb;
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto(`${pages.phrasalVerbs.path}#${phrasalVerbAnchor(late)}`);
    await waitForHydration(phone);
    await expect(heading(phone, late)).toBeInViewport();
    await phone.close();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await visit(page, pages.home.path);
    await page.keyboard.press('/');
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    const input = field(dialog);
    await expect(input).toBeFocused();
    // Words found on pages without outside hosts, which open by a client-side move: the
    // dialog keeps the words in memory.
    await page.keyboard.type('would');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
    const options = dialog.getByRole('option');
    expect(await options.count()).toBeGreaterThan(2);
    const activeId = () => input.getAttribute('aria-activedescendant');

    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    expect(await activeId()).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first result wraps to the last.
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const title = (await options.nth(1).locator('span').first().textContent()) ?? '';
    // Focus never left the field.
    await expect(input).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/ee\//);
    // The page opens on the chosen result (a heading or an item, its case as styled).
    await expect(page.getByText(new RegExp(`^${escapeRegExp(title)}$`, 'i')).first()).toBeVisible();

    // Ctrl+K opens it as well; the last words are still there.
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await expect(input).toHaveValue('would');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Enter pressed before the new results come opens the first of them, not an old one', async ({
    page,
  }) => {
    await visit(page, pages.home.path);
    const dialog = await openSearch(page);
    await searchFor(dialog, 'went');
    // The new words' index and results come slowly, so the list still shows the results of
    // 'went' when Enter is pressed.
    await page.route('**/pagefind/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await field(dialog).fill('antonym');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ee\/antonyms(#[\w-]+)?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: pages.antonyms.heading }),
    ).toBeVisible();
  });

  test('the shortcuts do nothing while typing in a field', async ({ page }) => {
    await visit(page, pages.search.path);
    const input = page.getByRole('searchbox', { name: t.inputLabel });
    await input.click();
    await page.keyboard.type('a/b');
    await page.keyboard.press('Control+k');
    await expect(input).toHaveValue('a/b');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('Escape closes the dialog and returns the focus to where it was', async ({ page }) => {
    await visit(page, pages.home.path);
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    const cvLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CV', exact: true });
    await cvLink.focus();
    await page.keyboard.press('/');
    await expect(field(searchDialog(page))).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(cvLink).toBeFocused();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      test.describe(`${colorScheme}, ${viewport.width} px`, () => {
        test.use({ colorScheme, viewport });

        test('axe finds nothing serious in the open dialog', async ({ page }) => {
          test.setTimeout(120_000);
          await visit(page, pages.home.path);
          const dialog = await openSearch(page);
          await searchFor(dialog, 'meeting');
          await expect(dialog.locator('mark').first()).toBeVisible();
          expect(await axeViolations(page, { colorsOnly: colorScheme === 'dark' })).toEqual([]);
        });
      });
    }
  }
});

test.describe('the /search page', () => {
  test('gives shareable result links, narrowed by the language filter', async ({ page }) => {
    await visit(page, `${pages.search.path}?q=Kubernetes`);
    const input = page.getByRole('searchbox', { name: t.inputLabel });
    await expect(input).toHaveValue('Kubernetes');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
    const links = page.getByRole('list', { name: t.resultsLabel }).getByRole('link');
    const hrefs = async () => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect((await hrefs()).some((h) => /^\/cv(#|$)/.test(h ?? ''))).toBe(true);
    expect((await hrefs()).some((h) => /^\/cv\/en(#|$)/.test(h ?? ''))).toBe(true);

    await page.getByRole('group', { name: t.languageLegend }).getByText('English').click();
    await expect(page).toHaveURL(/\/search\?q=Kubernetes&lang=en$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect.poll(hrefs).not.toContainEqual(expect.stringMatching(/^\/cv(#|$)/));
    expect((await hrefs()).some((h) => /^\/cv\/en(#|$)/.test(h ?? ''))).toBe(true);

    await input.fill('went');
    await expect(page).toHaveURL(/\/search\?q=went&lang=en$/);
    await expect(links.first()).toHaveAttribute(
      'href',
      `${pages.irregularVerbs.path}#verb-tech-go`,
    );
    await links.first().click();
    await expect(page).toHaveURL(/\/ee\/irregularVerbs#verb-tech-go$/);
    await expect(page.locator('#verb-tech-go')).toBeInViewport();
  });

  test('words that match only a letter or two of the site say "No results"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, pages.search.path);
    const input = page.getByRole('searchbox', { name: t.inputLabel });
    const status = page.getByRole('status');
    const results = page.getByRole('list', { name: t.resultsLabel }).getByRole('link');
    // The index alone answers these with pages that have "a…", "z…", "ir" or "in".
    for (const words of ['aaaa', 'zzzzqqq', 'irregullar', 'installa']) {
      await input.fill(words);
      await expect(status).toHaveText(t.noResults(words));
      await expect(results).toHaveCount(0);
    }
    // A 10 000-character query: the line repeats its start, and the page keeps its width.
    await input.fill('a'.repeat(10_000));
    await expect(status).toHaveText(t.noResults(`${'a'.repeat(60)}…`));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // Real words still find their pages: a stem ("running" finds "run"), accents.
    for (const words of ['running', 'como', 'went']) {
      await input.fill(words);
      // The page has taken these words (not the last ones' answer still showing).
      await expect(page).toHaveURL(new RegExp(`\\?q=${words}$`));
      await expect(status).toHaveText(/^\d+ results?$/);
      await expect(results.first()).toBeVisible();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says search needs JavaScript and lists the sections', async ({ page }) => {
      await page.goto(`${pages.search.path}?q=conditional`);
      await expect(page.getByText(t.needsJavaScript)).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeHidden();
      await expect(searchButton(page)).toBeHidden();
      const sections = page.getByRole('region', { name: t.sectionsHeading });
      await expect(sections.getByRole('heading', { name: 'English' })).toBeVisible();
      await expect(
        sections.getByRole('link', { name: pages.conditionals.heading }),
      ).toHaveAttribute('href', pages.conditionals.path);
      await expect(sections.getByRole('link', { name: pages.cvEn.title })).toHaveAttribute(
        'href',
        pages.cvEn.path,
      );
      await expect(sections.getByRole('link', { name: pages.search.heading })).toHaveCount(0);
    });
  });
});

test.describe('offline', () => {
  test.use(offlineUse);

  test('after one search online, search works with the network off', async ({ page, context }) => {
    // The service worker keeps the pages a visitor opens; search keeps its own files.
    test.setTimeout(120_000);
    await visit(page, pages.home.path);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    // Nothing of the index is precached on the first visit.
    const cached = await page.evaluate(async () => {
      const keys = await Promise.all(
        (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
      );
      return keys.flat().map((request) => request.url);
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => url.includes('/pagefind/'))).toEqual([]);

    const dialog = await openSearch(page);
    await searchFor(dialog, 'conditional');
    // The first search has the service worker keep every file search needs.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const files: string[] = await (await fetch('/pagefind/site-files.json')).json();
            const found = await Promise.all(
              files.map((file) => caches.match(new URL(`/pagefind/${file}`, location.href).href)),
            );
            return found.filter((response) => !response).length;
          }),
        { timeout: 15_000 },
      )
      .toBe(0);
    await page.keyboard.press('Escape');
    // The page the offline result leads to was visited once online.
    await visit(page, pages.cvEn.path);

    await context.setOffline(true);
    await visit(page, pages.home.path);
    const offline = await openSearch(page);
    await searchFor(offline, 'Kubernetes');
    const english = offline.getByRole('option', { name: new RegExp(pages.cvEn.title) });
    await english.first().click();
    await expect(page).toHaveURL(/\/cv\/en(#[\w-]+)?$/);
    await expect(page.getByRole('heading', { level: 1, name: pages.cvEn.heading })).toBeVisible();
    await context.setOffline(false);
  });
});
