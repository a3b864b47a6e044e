import { routes } from '@/content/routes';
import { axeViolations, expect, test } from './fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const route of routes) {
      test(`${route.path} has no serious axe violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
