import AxeBuilder from '@axe-core/playwright';
import { routes } from '@/content/routes';
import { expect, test } from './fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const route of routes) {
      test(`${route.path} has no serious axe violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}
