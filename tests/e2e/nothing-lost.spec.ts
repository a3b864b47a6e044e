import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { antonymPairs } from '@/content/english/antonyms';
import { antonymsLabels } from '@/content/english/antonyms-texts';
import { irregularVerbsLabels } from '@/content/english/irregular-verbs-texts';
import { reviewSession, reviewSettings } from '@/content/english/review';
import { dataTransferTexts as dt } from '@/content/data-transfer';
import { pages } from '@/content/routes';
import { saveStatusTexts as st } from '@/content/save-status';
import { searchTexts } from '@/content/search';
import { todoTexts } from '@/content/todo';
import { encode } from '@/lib/review/codec';
import { emptyReviews, enrol } from '@/lib/review/model';
import { UNDO_DELETE_MS, DELETE_DELAY_MS } from '@/lib/todo/tasks';
import {
  addTask,
  asideValues,
  escapeRegExp,
  expect,
  offlineUse,
  openTodo,
  seedStorage,
  test,
  waitForTaskFormCode,
  waitForHydration,
  waitForPageKept,
} from './fixtures';

/**
 * Issue 55, the edges of "nothing lost": storage really full, huge and deep values,
 * imports that change things, leaving mid-action, storage that reads badly, search
 * offline. (A double click on a task's buttons: todo.spec.ts.)
 */

const saveAlert = (page: Page) => page.getByTestId('save-status');
const taskList = (page: Page) =>
  page.getByRole('region', { name: todoTexts.listHeading }).getByRole('listitem');
const raw = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Fills this origin's localStorage to the last character with filler keys, as a browser
 * whose storage is full: afterwards even a one-character value does not fit.
 */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 22; size >= 1; size = Math.floor(size / 2)) {
      const chunk = 'f'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler.${n}`, chunk);
          n += 1;
        } catch {
          break;
        }
      }
    }
    return n;
  });

const freeStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('filler.'))
      .forEach((k) => localStorage.removeItem(k)),
  );

/** Exports from the Your data page (open) and answers the file, parsed. */
async function exportFile(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: dt.exportButton }).click();
  const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    data: Record<string, unknown>;
    setAside?: { name: string; raw: string }[];
  };
  await expect(page.getByRole('status').filter({ hasText: dt.exported })).toBeVisible();
  return file;
}

/** Chooses a data file whose text is `text` in the Your data page's import. */
const importText = (page: Page, text: string) =>
  page.getByLabel(dt.importButton).setInputFiles({
    name: 'data.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });

const fileText = (inner: string) =>
  `{"format":"personal-site-data","version":1,"exportedAt":"2024-05-01T10:30:00.000Z",${inner}}`;

async function openDataPage(page: Page) {
  await page.goto(pages.yourData.path);
  await waitForHydration(page);
}

test('1. a damaged value is never deleted for want of room, however full or huge', async ({
  page,
}) => {
  const damaged = '{"tasks": [broken';
  await seedStorage(page, { tasks: damaged });
  expect(await fillStorage(page)).toBeGreaterThan(0);

  await openTodo(page);
  await expect(page.getByText(todoTexts.empty)).toBeVisible();
  await expect(saveAlert(page)).toContainText(st.asideHeld);
  expect(await raw(page, 'tasks')).toBe(damaged);
  expect(await asideValues(page, 'tasks')).toEqual([]);

  // Room again: the next visit makes the copy, then starts clean.
  await freeStorage(page);
  await openTodo(page);
  await expect(saveAlert(page)).toContainText(st.damagedValue(st.values.tasks!));
  await expect(page.getByText(todoTexts.empty)).toBeVisible();
  expect(await asideValues(page, 'tasks')).toEqual([damaged]);
  expect(await raw(page, 'tasks')).toBeNull();

  // A damaged value so large that no copy of it fits beside it stays under its key.
  await page.evaluate(() => localStorage.clear());
  const huge = `[${'x'.repeat(4_000_000)}`;
  await page.evaluate((v) => localStorage.setItem('tasks', v), huge);
  await openTodo(page);
  await expect(saveAlert(page)).toContainText(st.asideHeld);
  expect((await raw(page, 'tasks')) === huge).toBe(true);
});

test('2. seven set-aside copies of a key all stay, and the export holds every one', async ({
  page,
}) => {
  const copies = Array.from({ length: 6 }, (_, i) => `damage ${i + 1}`);
  await seedStorage(page, {
    ...Object.fromEntries(copies.map((v, i) => [`tasks.corrupt.170000000000${i}`, v])),
    tasks: '{damage 7',
  });
  await openTodo(page);
  await expect(saveAlert(page)).toContainText(st.damagedValue(st.values.tasks!));
  await openTodo(page);
  const all = [...copies, '{damage 7'];
  expect(await asideValues(page, 'tasks')).toEqual(all);

  await openDataPage(page);
  const file = await exportFile(page);
  expect(file.setAside?.map((c) => c.raw)).toEqual(all);
});

test('3. a file nested thousands of levels deep is refused, and export still works', async ({
  page,
}) => {
  await openDataPage(page);
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  await importText(
    page,
    fileText(
      `"data":{"reviews":{"version":1,"newPerDay":10,"newPerDayAt":0,"cards":[],"aside":[${deep}]}}`,
    ),
  );
  await expect(page.getByRole('status')).toHaveText(`${dt.importFailed} ${dt.errors.tooDeep}`);
  expect(await raw(page, 'reviews')).toBeNull();

  // A deep value stored by other means does not block the export either.
  await page.evaluate((d) => localStorage.setItem('tasks', `[${d}]`), deep);
  await page.evaluate(() => localStorage.setItem('max2048', '64'));
  const file = await exportFile(page);
  expect(file.data.max2048).toBe(64);
  expect(file.setAside?.some((c) => c.raw.includes(deep))).toBe(true);
});

test('4. an import lists what it does not take as it is, and keeps whole what it takes', async ({
  page,
}) => {
  const t0 = Date.UTC(2026, 0, 1);
  const card = {
    ...encode(enrol(emptyReviews, ['verb:go'], t0)).cards[0]!,
    log: Array.from({ length: 100 }, (_, i) => [t0 + i * 86_400_000, 3, 2]),
  };
  const invalid = Array.from({ length: 7 }, (_, i) => `{"id":"not-a-card-${i}"}`);
  // Written by hand: JSON.stringify would round the id to 9007199254740992.
  invalid.push('{"id":9007199254740993}');
  const reviews = JSON.stringify(encode(emptyReviews)).replace(
    '"cards":[]',
    `"cards":[${JSON.stringify(card)},${invalid.join(',')}]`,
  );
  const copy = { name: 'tasks.corrupt.1700000000000', raw: '{an old damaged list' };
  await openDataPage(page);
  await importText(
    page,
    fileText(`"data":{"reviews":${reviews}},"setAside":${JSON.stringify([copy])}`),
  );
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: dt.imported({ tasks: 0, verbsLearned: 0, reviews: 1 }) }),
  ).toBeVisible();
  await expect(page.getByTestId('import-skipped').getByRole('listitem')).toHaveText(
    invalid.map(() => dt.skippedItem(dt.fields.reviews, null, dt.skippedReasons.keptAside)),
  );

  const stored = (await raw(page, 'reviews'))!;
  expect(JSON.parse(stored).cards[0].log).toHaveLength(100);
  expect(JSON.parse(stored).aside).toHaveLength(invalid.length);
  expect(stored).toContain('{"id":"9007199254740993"}');
  expect(await raw(page, copy.name)).toBe(copy.raw);
  const file = await exportFile(page);
  expect(file.setAside).toEqual([copy]);
  expect(file.data.reviews).toMatchObject({ aside: JSON.parse(stored).aside });
});

test.describe('6. leaving mid-action', () => {
  test('a reload inside the undo time keeps the task', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-05-01T10:29:00Z') });
    await openTodo(page);
    await waitForTaskFormCode(page);
    await page.clock.pauseAt(new Date('2024-05-01T10:30:00Z'));
    await addTask(page, 'Sigue aquí');
    await taskList(page).getByRole('button', { name: todoTexts.delete }).click();
    await expect(taskList(page).getByRole('button', { name: todoTexts.undo })).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(taskList(page)).toHaveCount(1);
    await page.clock.runFor(UNDO_DELETE_MS + DELETE_DELAY_MS);
    await expect(taskList(page)).toHaveCount(1);
    await expect(taskList(page).first()).toHaveAttribute('data-status', '0');
    expect(JSON.parse((await raw(page, 'tasks'))!)).toMatchObject([{ status: 0 }]);
  });

  test('with storage full, the warning names the unsaved change and leaving asks first', async ({
    page,
  }) => {
    await openTodo(page);
    await fillStorage(page);
    await addTask(page, 'Sin espacio');
    await expect(saveAlert(page)).toContainText(st.notSaved(st.values.tasks!));
    let asked = 0;
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') asked += 1;
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe(1);
    // The visitor stayed: the page and its task are still there.
    expect(page.isClosed()).toBe(false);
    await expect(taskList(page)).toHaveCount(1);
  });
});

test.describe('7. storage that reads badly but writes', () => {
  const seeded = {
    tasks: JSON.stringify([
      {
        id: 1,
        title: 'Mía',
        description: 'Guardada antes',
        status: 0,
        creationDate: '2024-05-01',
        creationTime: '10:30',
      },
    ]),
    verbsLearned: '["go","take"]',
    reviews: JSON.stringify(encode(enrol(emptyReviews, ['verb:go'], Date.UTC(2026, 0, 1)))),
    max2048: '4096',
    maxScoreEver: '50',
  };

  test.beforeEach(async ({ context, page }) => {
    // getItem throws for the site's keys; setItem works.
    await context.addInitScript((keys) => {
      const read = Storage.prototype.getItem;
      Storage.prototype.getItem = function getItem(this: Storage, key: string) {
        if (this === window.localStorage && keys.includes(key))
          throw new DOMException('The read failed.', 'UnknownError');
        return read.call(this, key);
      };
    }, Object.keys(seeded));
    await seedStorage(page, seeded);
  });

  /** The seeded values, read without getItem: none was written over. */
  const expectUntouched = async (page: Page) =>
    expect(
      await page.evaluate(
        (keys) => Object.fromEntries(keys.map((k) => [k, localStorage[k] as string])),
        Object.keys(seeded),
      ),
    ).toEqual(seeded);

  const pagesAndActions: [string, string, (page: Page) => Promise<void>][] = [
    [
      pages.todo.path,
      'tasks',
      async (page) => {
        await addTask(page, 'Nueva');
      },
    ],
    [
      pages.irregularVerbs.path,
      'verbsLearned',
      async (page) => {
        await page.getByRole('button', { name: irregularVerbsLabels.learned(0) }).click();
        await expect(
          page.getByRole('button', { name: irregularVerbsLabels.learned(1) }),
        ).toBeVisible();
      },
    ],
    [
      pages.review.path,
      'reviews',
      async (page) => {
        const limit = page.getByRole('spinbutton', { name: reviewSettings.newPerDayLabel });
        await limit.fill('3');
        await limit.press('Tab');
        await expect(limit).toHaveValue('3');
      },
    ],
    [
      pages.game2048.path,
      'max2048',
      async (page) => {
        for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])
          await page.keyboard.press(key);
      },
    ],
    [
      pages.antonyms.path,
      'maxScoreEver',
      async (page) => {
        const left = page
          .getByRole('region', { name: antonymsLabels.select1 })
          .getByRole('button')
          .first();
        const word = (await left.innerText()).trim();
        const answers = new Set(antonymPairs.filter(([l]) => l.en === word).map(([, r]) => r.en));
        await left.click();
        const rights = page
          .getByRole('region', { name: antonymsLabels.select2 })
          .getByRole('button');
        const texts = await rights.allInnerTexts();
        await rights
          .nth(texts.findIndex((t) => answers.has(t.slice(0, t.lastIndexOf(' (')).trim())))
          .click();
        await expect(page.getByText(`${antonymsLabels.score} 1`)).toBeVisible();
      },
    ],
  ];

  for (const [path, key, act] of pagesAndActions) {
    test(`${path}: one action overwrites nothing, and the page says so`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (key === 'reviews') await expect(page.getByText(reviewSession.loading)).toBeHidden();
      await act(page);
      // Other keys this page reads may be named beside it ('… and review progress').
      const [before, after] = st.notSaved('\n').split('\n');
      await expect(saveAlert(page)).toContainText(
        new RegExp(
          `${escapeRegExp(before!)}.*${escapeRegExp(st.values[key]!)}.*${escapeRegExp(after!)}`,
        ),
      );
      await expectUntouched(page);
    });
  }
});

test.describe('8. offline', () => {
  test.use(offlineUse);

  test("after one online search, the navbar's Search opens the dialog and finds results offline", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto(pages.home.path);
    await waitForHydration(page);
    await waitForPageKept(page);
    // One search online, on the results page: search keeps its files.
    await page.goto(`${pages.search.path}?q=conditional`);
    await waitForHydration(page);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^\d+ results?$/ })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    await waitForPageKept(page);

    await context.setOffline(true);
    await page.goto(pages.home.path);
    await waitForHydration(page);
    await page.getByRole('button', { name: searchTexts.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: searchTexts.dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: searchTexts.inputLabel }).fill('conditional');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/, { timeout: 15_000 });
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pages.home.path}$`));
    await context.setOffline(false);
  });
});
