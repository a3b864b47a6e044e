import type { Page } from '@playwright/test';
import { controls } from '@/content/controls';
import { courseFilesHost, courseTexts, courseUnits } from '@/content/course';
import { pages } from '@/content/routes';
import { axeViolations, expect, expectIconsDrawn, test, switchScheme } from './fixtures';

const summaryOf = (page: Page, unit: (typeof courseUnits)[number]) =>
  page.locator('summary').filter({ hasText: unit.name });

/** Opens every unit, by a press on its line. */
async function openEveryUnit(page: Page) {
  const closed = page.locator('details:not([open]) > summary');
  for (let left = await closed.count(); left > 0; left -= 1) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
}

test.describe('database course resources', () => {
  test('lists every unit collapsed; a unit opens to its files, which open in a new tab; all open, it passes axe and fits 375 px', async ({
    page,
    context,
  }) => {
    // The file host answers offline with a stand-in document.
    await context.route(`${courseFilesHost}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'documento del curso' }),
    );
    await page.goto(pages.course.path);

    await test.step('lists every unit collapsed, in Spanish, with BACK', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: pages.course.heading }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: controls.back.es })).toHaveAttribute(
        'href',
        pages.course.back,
      );
      await expect(page.locator('#main > div')).toHaveAttribute('lang', pages.course.lang);
      const units = await page.locator('summary').evaluateAll((summaries) =>
        summaries.map((summary) => ({
          text: summary.textContent ?? '',
          open: (summary.parentElement as HTMLDetailsElement).open,
        })),
      );
      expect(units).toHaveLength(courseUnits.length);
      for (const unit of courseUnits) {
        const shown = units.find((u) => u.text.includes(unit.name));
        expect(shown?.text, unit.name).toContain(courseTexts.fileCount(unit.files.length));
        expect(shown?.open, unit.name).toBe(false);
      }
      await expect(page.getByRole('link', { name: courseUnits[0]!.files[0]!.name })).toBeHidden();
    });

    const unit = courseUnits[0]!;
    const summary = summaryOf(page, unit);
    const panel = summary.locator('xpath=..');

    await test.step('expands a unit to show its files, which open in a new tab', async () => {
      await summary.click();
      await expect(panel).toHaveAttribute('open');
      await expect(panel.getByRole('link')).toHaveCount(unit.files.length);
      for (const file of unit.files) {
        await expect(
          panel.getByRole('link', { name: `${file.name} ${controls.newTab.es}`, exact: true }),
        ).toHaveAttribute('href', file.url);
      }
      const shown = await panel.locator('li').evaluateAll((items) =>
        items.map((li) => {
          const link = li.querySelector('a')!;
          return {
            href: link.getAttribute('href'),
            target: link.getAttribute('target'),
            rel: link.getAttribute('rel'),
            visible: link.checkVisibility(),
            text: li.textContent ?? '',
          };
        }),
      );
      expect(shown.map((s) => s.href)).toEqual(unit.files.map((file) => file.url));
      for (const [i, file] of unit.files.entries()) {
        expect(shown[i], file.name).toEqual({
          ...shown[i],
          target: '_blank',
          rel: 'noopener noreferrer',
          visible: true,
        });
        expect(shown[i]!.text, file.name).toContain(`${courseTexts.updated} ${file.date}`);
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
    });

    await test.step('a second press folds the unit again', async () => {
      await summary.click();
      await expect(panel.getByRole('link').first()).toBeHidden();
      await expect(panel).not.toHaveAttribute('open');
    });

    await test.step('every unit open has no axe violations, in either theme', async () => {
      await openEveryUnit(page);
      await expect(
        page.getByRole('link', { name: courseUnits.at(-1)!.files[0]!.name }),
      ).toBeVisible();
      expect(await axeViolations(page, { all: true })).toEqual([]);
      await switchScheme(page, 'dark');
      expect(await axeViolations(page, { all: true, colorsOnly: true })).toEqual([]);
    });

    await test.step('every unit open fits a 375 px screen without horizontal scroll', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows every file of every unit, a press away', async ({ page }) => {
      await page.goto(pages.course.path);
      // <details> opens without script.
      await openEveryUnit(page);
      const files = courseUnits.flatMap((u) => u.files);
      const links = page.locator('#main li a');
      await expect(links).toHaveCount(files.length);
      const shown = await links.evaluateAll((els) =>
        els.map((a) => ({ text: a.textContent ?? '', visible: a.checkVisibility() })),
      );
      for (const [i, file] of files.entries()) {
        expect(shown[i], file.name).toEqual({
          text: expect.stringContaining(file.name),
          visible: true,
        });
      }
    });
  });
});
