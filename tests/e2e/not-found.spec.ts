import { pages } from '@/content/routes';
import { shell } from '@/content/shell';
import { expect, test, waitForHydration } from './fixtures';

const t = shell.notFound;

// The browser itself logs the 404 status of the document.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an unknown address says so and searches its words', async ({ page }) => {
  const response = await page.goto('/ee/conditionals');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', pages.home.path);
  await expect(page.getByRole('link', { name: t.english })).toHaveAttribute(
    'href',
    pages.english.path,
  );
  const box = page.getByRole('searchbox', { name: t.searchLabel });
  await expect(box).toHaveValue('conditionals');
  await page.locator('#main').getByRole('button', { name: t.searchButton }).click();
  await expect(page).toHaveURL(/\/search\?q=conditionals$/);
  await expect(page.locator('#search-page-input')).toHaveValue('conditionals');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page and its search form work', async ({ page }) => {
    await page.goto('/ee/conditionals');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    const box = page.getByRole('searchbox', { name: t.searchLabel });
    await box.fill('conditionals');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=conditionals$/);
  });
});
