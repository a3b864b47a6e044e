import type { Page } from '@playwright/test';
import { pages } from '@/content/routes';
import { expect, test, waitForHydration, waitForSettledAnimations } from './fixtures';

/**
 * Screenshot baselines of the first screen of five pages, in both themes, on a phone and
 * on a laptop, so that a change shows its visual diff. The baselines live in
 * tests/e2e/__screenshots__/; after an intended change of the look, refresh them with
 * `npx playwright test visual --update-snapshots` and review the new pictures.
 *
 * What changes by itself is held still: the footer's copyright years and the home's
 * rotating tagline are masked, the clock starts at a fixed time, fonts, pictures and
 * animations are finished.
 */
const screens = [
  { name: 'home', path: pages.home.path },
  { name: 'cv', path: pages.cvEn.path },
  { name: 'english', path: pages.english.path },
  { name: 'conditionals', path: pages.conditionals.path },
  { name: 'tictactoe', path: pages.ticTacToe.path },
] as const;

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
        .map((img) => (img.complete ? null : img.decode().catch(() => undefined))),
    );
  });
  await waitForSettledAnimations(page);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test(`first screens in the ${scheme} theme at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.clock.install({ time: new Date('2026-06-15T10:00:00Z') });
      for (const screen of screens) {
        await page.goto(screen.path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${screen.name}-${scheme}-${viewport.width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('footer p'), page.getByTestId('tagline')],
          // Room for a few anti-aliased pixels; a moved or recoloured element is far more.
          maxDiffPixelRatio: 0.001,
        });
      }
    });
  }
}
