import { readFile } from 'node:fs/promises';
import { dataTransferTexts } from '@/content/data-transfer';
import { pages } from '@/content/routes';
import { encode } from '@/lib/review/codec';
import { emptyReviews, enrol } from '@/lib/review/model';
import { chooseDataFile, expect, seedStorage, test, waitForHydration } from './fixtures';

const task = (id: number, title: string) => ({
  id,
  title,
  description: `About ${title}`,
  status: 0,
  creationDate: '2024-05-01',
  creationTime: '10:30',
});

test('export and import round trip moves data between browsers without wiping', async ({
  page,
  browser,
}) => {
  await seedStorage(page, {
    tasks: JSON.stringify([task(1, 'Buy milk'), task(2, 'Call the bank')]),
    verbsLearned: JSON.stringify(['go', 'take']),
    max2048: '512',
    maxScoreEver: '7',
    reviews: JSON.stringify(encode(enrol(emptyReviews, ['verb:go', 'verb:take'], Date.now()))),
  });
  await page.reload();
  await waitForHydration(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^my-site-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ format: 'personal-site-data', version: 1 });
  await expect(page.getByRole('status').filter({ hasText: 'saved to a file' })).toBeVisible();

  // Another browser with data of its own.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await seedStorage(page2, {
    tasks: JSON.stringify([task(1, 'Water the plants')]),
    max2048: '2048',
  });
  await page2.reload();
  await waitForHydration(page2);
  await page2.getByLabel('Import my data').setInputFiles({
    name: 'data.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(
    page2
      .getByRole('status')
      .filter({ hasText: dataTransferTexts.imported({ tasks: 2, verbsLearned: 2, reviews: 2 }) }),
  ).toBeVisible();
  const stored = await page2.evaluate(() => ({
    tasks: JSON.parse(localStorage.getItem('tasks') ?? '[]')
      .map((t: { title: string }) => t.title)
      .sort(),
    verbs: JSON.parse(localStorage.getItem('verbsLearned') ?? '[]'),
    max2048: localStorage.getItem('max2048'),
    best: localStorage.getItem('maxScoreEver'),
  }));
  expect(stored).toEqual({
    tasks: ['Buy milk', 'Call the bank', 'Water the plants'],
    verbs: ['go', 'take'],
    max2048: '2048',
    best: '7',
  });
  await page2.goto('/local-todolist');
  await expect(page2.getByRole('heading', { name: 'Water the plants' })).toBeVisible();
  await expect(page2.getByRole('heading', { name: 'Buy milk' })).toBeVisible();

  // A file that is not an export is refused and changes nothing.
  await page2.goto(pages.yourData.path);
  await waitForHydration(page2);
  await page2.getByLabel('Import my data').setInputFiles({
    name: 'evil.json',
    mimeType: 'application/json',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(
    page2
      .getByRole('status')
      .filter({ hasText: 'Nothing was imported. The file is not valid JSON.' }),
  ).toBeVisible();
  expect(await page2.evaluate(() => JSON.parse(localStorage.getItem('tasks') ?? '[]').length)).toBe(
    3,
  );
  await other.close();
});

test('a long list of skipped items shows its first 50 and counts the rest', async ({ page }) => {
  await page.goto(pages.yourData.path);
  await waitForHydration(page);
  // The button opens the file chooser of a field no one else sees or reaches.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: dataTransferTexts.importButton }).click();
  await chooser;
  await expect(page.getByRole('button', { name: dataTransferTexts.importButton })).toHaveCount(1);

  await chooseDataFile(page, {
    tasks: [task(1, 'Buy milk'), ...Array.from({ length: 20_000 }, () => ({}))],
  });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: dataTransferTexts.imported({ tasks: 1, verbsLearned: 0, reviews: 0 }) }),
  ).toBeVisible();
  const items = page.getByTestId('import-skipped').getByRole('listitem');
  await expect(items).toHaveCount(51);
  const t = dataTransferTexts;
  await expect(items.first()).toHaveText(
    t.skippedItem(t.fields.tasks, null, t.skippedReasons.invalid),
  );
  await expect(items.last()).toHaveText(t.skippedMore(19_950));
});
