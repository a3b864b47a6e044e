import { pages } from '@/content/routes';
import { englishHome, englishMenu } from '@/content/english/menu';
import { irregularVerbsLabels } from '@/content/english/irregular-verbs-texts';
import { tipsLabels } from '@/content/english/tips';
import { pokemonTexts } from '@/content/games/pokemon';
import { ticTacToeText } from '@/content/games/tic-tac-toe';
import {
  escapeRegExp,
  expect,
  firstScreenProblem,
  movedAsScriptsStart,
  screenProblem,
  shiftWhileArriving,
  test,
  waitForHydration,
} from './fixtures';

/** A button whose name starts as `label` does, whatever count follows: 'Next' of 'Next (3)'. */
const startsLike = (label: string) =>
  new RegExp(`^${escapeRegExp(label.replace(/\s*\(.*\)$/, ''))}`);

/**
 * The first screen: on a 1280 x 800 laptop every game's and trainer's main controls are
 * in view on load, above the fixed footer; on a 375 x 812 phone each English lesson
 * starts in the first screen and no page of the English area scrolls sideways; the
 * keyboard never lands on something under the footer.
 */
test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every game's and trainer's main controls are in view on load", async ({ page }) => {
    const main = page.locator('#main');
    const cases = [
      {
        path: pages.game2048.path,
        control: 'the whole 2048 board',
        controls: [main.getByTestId('board-2048')],
      },
      {
        path: pages.pokemon.path,
        control: 'the guess field and its button',
        controls: [
          main.getByLabel(pokemonTexts.guessLabel),
          main.getByRole('button', { name: pokemonTexts.guessButton, exact: true }),
        ],
      },
      {
        path: pages.englishTips.path,
        control: 'Next',
        controls: [main.getByRole('button', { name: startsLike(tipsLabels.next(0, 0)) })],
      },
      {
        path: pages.irregularVerbs.path,
        control: 'Next',
        controls: [main.getByRole('button', { name: startsLike(irregularVerbsLabels.next(0)) })],
      },
      {
        path: pages.ticTacToe.path,
        control: 'the whole board and Reload',
        controls: [
          main.getByRole('grid'),
          main.getByRole('button', { name: ticTacToeText.reload, exact: true }),
        ],
      },
    ];
    for (const { path, control, controls } of cases) {
      await test.step(`${path}: ${control} in view on load`, async () => {
        await page.goto(path);
        await waitForHydration(page);
        for (const locator of controls) {
          await expect(locator).toBeVisible();
          // Polled: a trainer may swap the server's drawing for its own once its content has
          // come (2048's board is a new element then), and a node measured as it leaves the
          // page reads 0 px.
          await expect.poll(() => firstScreenProblem(locator), `${path}: ${control}`).toBeNull();
        }
      });
    }
  });
});

test.describe('at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every English lesson starts in the first screen, and no page of the English area scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    /** How far the page reaches past the screen's right edge, once it has settled. */
    const sideways = async () => {
      // The trainers draw their random start once their list has loaded.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      return page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    };

    await test.step(pages.english.path, async () => {
      await page.goto(pages.english.path);
      await waitForHydration(page);
      expect(await sideways(), pages.english.path).toBeLessThanOrEqual(0);
    });

    for (const { route } of englishMenu) {
      await test.step(route, async () => {
        await page.goto(route);
        await waitForHydration(page);
        // The menu row scrolls sideways to show the current lesson (the last ones start
        // off screen).
        const current = page
          .getByRole('navigation', { name: englishHome.menuLabel })
          .locator('[aria-current="page"]');
        await expect.poll(() => firstScreenProblem(current), route).toBeNull();
        // The lesson's first block: after the heading, the first element that is not a
        // lead paragraph (the header may hold a rules box, for one).
        const start = await page.locator('#english-page h1').evaluate((h1) => {
          const row = h1.parentElement!;
          const walker = document.createTreeWalker(
            document.getElementById('english-page')!,
            NodeFilter.SHOW_ELEMENT,
          );
          walker.currentNode = row;
          let node = walker.nextNode() as Element | null;
          while (node) {
            const after = !row.contains(node);
            const box = node.getBoundingClientRect();
            if (after && node.tagName !== 'P' && !node.closest('p') && box.height > 0) {
              const fold = document.querySelector('body > footer')!.getBoundingClientRect().top;
              return { top: Math.round(box.top), fold, what: node.outerHTML.slice(0, 80) };
            }
            node = walker.nextNode() as Element | null;
          }
          return null;
        });
        expect(start, `${route}: a block after the heading`).not.toBeNull();
        // At least 60 px of it (a row of controls, the start of a card) is in view.
        expect(start!.top, `${route}: ${start!.what}`).toBeLessThanOrEqual(start!.fold - 60);
        expect(await sideways(), `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      });
    }
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the English menu row opens on the current lesson, centred', async ({ page }) => {
      let scrolled = 0;
      for (const { route } of englishMenu) {
        await page.goto(route);
        const row = page.getByRole('navigation', { name: englishHome.menuLabel }).locator('ul');
        const place = await row.evaluate((ul) => {
          const chip = ul.querySelector('[aria-current="page"]')!.getBoundingClientRect();
          const view = ul.getBoundingClientRect();
          const room = ul.scrollWidth - ul.clientWidth;
          return {
            // How far the chip's centre is from the row's, and what scrolling could do.
            off: Math.round(chip.left + chip.width / 2 - (view.left + view.width / 2)),
            atStart: ul.scrollLeft === 0,
            atEnd: Math.abs(ul.scrollLeft - room) <= 1,
          };
        });
        // Centred, unless the row cannot scroll further that way.
        if (!(place.off < 0 && place.atStart) && !(place.off > 0 && place.atEnd))
          expect(Math.abs(place.off), route).toBeLessThanOrEqual(1);
        if (!place.atStart) scrolled += 1;
      }
      // The later lessons' rows did open scrolled.
      expect(scrolled).toBeGreaterThan(englishMenu.length / 2);
    });
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('Tab never puts the focused element under the navbar or the footer', async ({ page }) => {
    for (const path of [pages.home.path, pages.phrasalVerbs.path, pages.cvEn.path]) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        // The fixtures' screenProblem, in the page, to ask about each focused element in
        // one round trip.
        await page.evaluate(`window.__screenProblem = ${screenProblem.toString()}`);
        const problems: string[] = [];
        for (let i = 0; i < 60; i += 1) {
          await page.keyboard.press('Tab');
          const problem = await page.evaluate(() => {
            const el = document.activeElement!;
            // The bars themselves, and skip links (shown on focus at a fixed place above
            // everything), are where they belong.
            const elsewhere =
              el === document.body ||
              !!el.closest('body > header, body > footer') ||
              getComputedStyle(el).position === 'fixed';
            const check = (window as unknown as { __screenProblem: (el: Element) => string | null })
              .__screenProblem;
            return elsewhere ? null : check(el);
          });
          if (problem) problems.push(problem);
        }
        expect(problems).toEqual([]);
      });
    }
  });
});

test.describe('over a slow network', () => {
  test('no page moves what it has drawn as its HTML arrives, on a phone and a laptop', async ({
    page,
  }) => {
    // Cut before each landmark, section, heading and picture: a part that CSS order places
    // above the parts before it (the CV's experience, the home's photo on a phone) pushes
    // them down. Grid rows that grow as a later card arrives move a few pixels at most.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of Object.values(pages)) {
        const shift = await shiftWhileArriving(page, path, /<(main|section|h2|img|footer)\b/);
        expect(shift, `${path} at ${width} px`).toBeLessThan(0.005);
      }
    }
  });
});

test.describe('as the scripts start', () => {
  test('no page moves what it has drawn, on a phone and a laptop', async ({ page }) => {
    // A trainer's item may change (the visitor's own, or a random one, for the server's
    // first); its card keeps its size, and its buttons are all there from the first paint.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of Object.values(pages))
        expect(await movedAsScriptsStart(page, path), `${path} at ${width} px`).toEqual([]);
    }
  });
});
