import { routes } from '@/content/routes';
import { accessibleNames, axeViolations, expect, runTogether, test } from './fixtures';

// Both themes in one test per route: opening a page is cheap, starting a test is not.
for (const route of routes) {
  test(`${route.path} has no serious axe violations in either theme, and its names read apart`, async ({
    page,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await test.step(scheme, async () => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(
          scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        // The dark run checks the colours; the light run checked every rule.
        expect(await axeViolations(page, { colorsOnly: scheme === 'dark' })).toEqual([]);
        // Names read as the page shows them: no two words run together where the markup
        // puts two texts side by side ('Zero conditionalCondicional cero').
        if (scheme === 'light') expect(runTogether(await accessibleNames(page))).toEqual([]);
      });
    }
  });
}
