import { searchTexts as t } from '@/content/search';
import { expect as baseExpect, test, waitForHydration } from './fixtures';

// Pagefind's WebAssembly and index load on the first search: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('"go" lists go/went/gone first, the dialog and /search count alike, reopening selects the words', async ({
  page,
}) => {
  await page.goto('/helloworld');
  await waitForHydration(page);
  await page.getByRole('button', { name: t.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  const field = dialog.getByRole('combobox', { name: t.inputLabel });
  await field.fill('go');
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ results?$/);
  await expect(dialog.getByRole('option').first()).toContainText('go · went · gone');
  const count = await status.textContent();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.open, exact: true }).click();
  await expect(field).toBeFocused();
  await page.keyboard.type('reunion');
  await expect(field).toHaveValue('reunion');

  await page.goto('/search?q=go');
  await expect(page.getByRole('status')).toHaveText(count!);
  await expect(
    page.getByRole('list', { name: t.resultsLabel }).getByRole('link').first(),
  ).toHaveText('go · went · gone');
});
