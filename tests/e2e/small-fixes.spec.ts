import { controls } from '@/content/controls';
import { devTipsTexts } from '@/content/dev-tips';
import { antonymPairs } from '@/content/english/antonyms';
import { game2048Text } from '@/content/games/2048';
import { newsPage } from '@/content/news';
import { pages } from '@/content/routes';
import { todoTexts } from '@/content/todo';
import { todoFormTexts as f } from '@/content/todo-form';
import { expect, test, waitForHydration } from './fixtures';

test('the to-do dialog says why "Agregar" is disabled', async ({ page }) => {
  await page.goto(pages.todo.path);
  await waitForHydration(page);
  await page.getByRole('button', { name: todoTexts.addButtonLabel }).click();
  const dialog = page.getByRole('dialog', { name: f.modalTitle });
  const add = dialog.getByRole('button', { name: f.add, exact: true });
  await expect(add).toBeDisabled();
  await expect(dialog.getByText(f.missing.both)).toBeVisible();
  await dialog.getByLabel(f.titleLabel).fill('Preparar la reunión');
  await expect(dialog.getByText(f.missing.description)).toBeVisible();
  await dialog.getByLabel(f.descriptionLabel).fill('Lunes a las diez');
  await expect(dialog.getByText(f.missing.description)).toBeHidden();
  await expect(add).toBeEnabled();
});

test('the words: Volver on Spanish pages, the best tile, the rating, the video button', async ({
  page,
}) => {
  for (const route of [pages.todo, pages.course, pages.devTips]) {
    await page.goto(route.path);
    await expect(page.getByRole('link', { name: controls.back.es, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: devTipsTexts.open.VIDEO }).first()).toBeVisible();
  await page.goto(pages.game2048.path);
  await expect(page.getByRole('link', { name: controls.back.en, exact: true })).toBeVisible();
  await expect(page.getByText(game2048Text.bestLabel, { exact: true })).toBeVisible();
  expect(newsPage.description).not.toMatch(/console/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the antonyms game shows a wrong pair above the fixed footer', async ({ page }) => {
    await page.goto(pages.antonyms.path);
    await waitForHydration(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const left = page.getByRole('region', { name: 'Select 1' }).getByRole('button').last();
    const rights = page.getByRole('region', { name: 'Select 2' }).getByRole('button');
    const word = (await left.innerText()).trim();
    const partners = antonymPairs.filter(([a]) => a.en === word).map(([, b]) => b.en);
    const texts = await rights.allInnerTexts();
    const wrong = texts.findIndex((text) => !partners.some((p) => text.startsWith(`${p} (`)));
    await left.click();
    await rights.nth(wrong).click();
    const status = page.locator('[role="status"][data-kind="wrong"]');
    await expect(status).toBeInViewport();
    const footer = await page.getByRole('contentinfo').boundingBox();
    await expect
      .poll(async () => (await status.boundingBox())!.y + (await status.boundingBox())!.height)
      .toBeLessThanOrEqual(footer!.y);
  });
});
