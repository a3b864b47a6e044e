import { courseFilesHost, courseTexts, courseUnits } from '@/content/course';
import { pages } from '@/content/routes';
import { controls } from '@/content/controls';
import { axeViolations, expect, expectIconsDrawn, test } from './fixtures';

test.describe('database course resources', () => {
  test('lists every unit collapsed, in Spanish, with BACK', async ({ page }) => {
    await page.goto('/web-bd');
    await expect(page.getByRole('heading', { level: 1, name: pages.course.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/helloworld');
    await expect(page.locator('#main > div')).toHaveAttribute('lang', 'es');
    for (const unit of courseUnits) {
      const summary = page.locator('summary').filter({ hasText: unit.name });
      await expect(summary).toContainText(courseTexts.fileCount(unit.files.length));
      await expect(summary.locator('xpath=..')).not.toHaveAttribute('open');
    }
    await expect(page.getByRole('link', { name: courseUnits[0]!.files[0]!.name })).toBeHidden();
  });

  test('expands a unit to show its files, which open in a new tab', async ({ page, context }) => {
    // The file host answers offline with a stand-in document.
    await context.route(`${courseFilesHost}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'documento del curso' }),
    );
    await page.goto('/web-bd');
    const unit = courseUnits[1]!;
    const summary = page.locator('summary').filter({ hasText: unit.name });
    await summary.click();
    const panel = summary.locator('xpath=..');
    await expect(panel).toHaveAttribute('open');
    await expect(panel.getByRole('link')).toHaveCount(unit.files.length);
    for (const [i, file] of unit.files.entries()) {
      const link = panel.getByRole('link').nth(i);
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(`${file.name} ${controls.newTab.es}`);
      await expect(link).toHaveAttribute('href', file.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(panel.locator('li').nth(i)).toContainText(`${courseTexts.updated} ${file.date}`);
    }
    // Each file's two icons (a document, a new tab) are drawn.
    await expectIconsDrawn(panel.locator('li svg'), unit.files.length * 2);

    const opened = context.waitForEvent('page');
    await panel.getByRole('link').first().click();
    const tab = await opened;
    await expect.poll(() => tab.url()).toBe(unit.files[0]!.url);
    await expect(tab.getByText('documento del curso')).toBeVisible();
    // noopener: the new tab cannot reach back to this page.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    await summary.click();
    await expect(panel.getByRole('link').first()).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows every file of every unit, a press away', async ({ page }) => {
      await page.goto('/web-bd');
      // <details> opens without script.
      for (const summary of await page.locator('summary').all()) await summary.click();
      for (const file of courseUnits.flatMap((u) => u.files)) {
        await expect(page.getByRole('link', { name: file.name })).toBeVisible();
      }
    });
  });

  test('fits a 375 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/web-bd');
    for (const summary of await page.locator('summary').all()) await summary.click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`database course accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test('every unit open has no axe violations', async ({ page }) => {
      test.slow(); // a full axe run takes a while on a busy machine
      await page.goto('/web-bd');
      for (const summary of await page.locator('summary').all()) await summary.click();
      await expect(
        page.getByRole('link', { name: courseUnits.at(-1)!.files[0]!.name }),
      ).toBeVisible();
      expect(await axeViolations(page, { all: true, colorsOnly: scheme === 'dark' })).toEqual([]);
    });
  });
}
