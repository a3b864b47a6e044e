import type { Page } from '@playwright/test';
import { conditionals, conditionalsIntro } from '@/content/english/conditionals';
import { helpLanguageTexts } from '@/content/english/help-language';
import { expect, holdScripts, storedJson, test, waitForHydration } from './fixtures';

const path = '/ee/conditionalSentences';
const switchGroup = (page: Page) => page.getByRole('group', { name: helpLanguageTexts.label });
const option = (page: Page, name: 'English' | 'Español') =>
  switchGroup(page).getByRole('button', { name, exact: true });
const intro = (page: Page, lang: 'en' | 'es') =>
  page.getByText(conditionalsIntro[lang], { exact: true });
/** A paragraph further down, in a fold: one language of it is in the page, never both. */
const use = (page: Page, lang: 'en' | 'es') =>
  page.locator(`[data-help="${lang}"]`).filter({ hasText: conditionals[1]!.use[lang] });

async function expectLanguage(page: Page, lang: 'en' | 'es') {
  const other = lang === 'en' ? 'es' : 'en';
  await expect(intro(page, lang)).toBeVisible();
  await expect(intro(page, other)).toBeHidden();
}

test.describe('one help language at a time', () => {
  test('English by default; the switch shows Spanish instead, remembered across a reload', async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectLanguage(page, 'en');
    await expect(option(page, 'English')).toHaveAttribute('aria-pressed', 'true');

    await option(page, 'Español').click();
    await expectLanguage(page, 'es');
    await expect(option(page, 'Español')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(page, 'English')).toHaveAttribute('aria-pressed', 'false');
    // Every explanation follows, not only the lead paragraph; headings stay English.
    await page.locator('summary').filter({ hasText: conditionals[1]!.name }).click();
    await expect(use(page, 'es')).toBeVisible();
    await expect(use(page, 'en')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditional sentences');
    await expect.poll(() => storedJson(page, 'englishPrefs')).toMatchObject({ help: 'es' });

    await page.reload();
    await waitForHydration(page);
    await expectLanguage(page, 'es');
    await expect(option(page, 'Español')).toHaveAttribute('aria-pressed', 'true');

    await option(page, 'English').click();
    await expectLanguage(page, 'en');
  });

  test('the remembered language shows from the first paint, before the page scripts run', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('englishPrefs', JSON.stringify({ help: 'es' })),
    );
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Only the inline head script has run: the Spanish paragraph is the one in sight.
    await expectLanguage(page, 'es');
    // Without the app, the switch is drawn already pressed on Español.
    await expect(option(page, 'Español')).toHaveCSS('color', 'rgb(255, 255, 255)');
    release();
    await waitForHydration(page);
    await expectLanguage(page, 'es');
    await expect(option(page, 'Español')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the choice follows to the other pages of the English area', async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await option(page, 'Español').click();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/ee$/);
    await expect(switchGroup(page)).toBeVisible();
    await expect(page.locator('[data-help="es"]').first()).toBeVisible();
    await expect(page.locator('[data-help="en"]').first()).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('both languages show, and no switch that could not work', async ({ page }) => {
      await page.goto(path);
      await expect(intro(page, 'en')).toBeVisible();
      await expect(intro(page, 'es')).toBeVisible();
      await expect(page.locator('[data-help-switch]')).toBeHidden();
    });
  });
});
