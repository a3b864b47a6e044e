import type { BrowserContext, Page } from '@playwright/test';
import { antonymPairs } from '@/content/english/antonyms';
import { dataTransferTexts } from '@/content/data-transfer';
import { pages } from '@/content/routes';
import { saveStatusTexts } from '@/content/save-status';
import { shell } from '@/content/shell';
import { todoTexts } from '@/content/todo';
import { todoFormTexts } from '@/content/todo-form';
import {
  addTask,
  asideValues,
  chooseDataFile,
  expect,
  openTodo,
  seedStorage,
  test,
  waitForHydration,
} from './fixtures';

/**
 * Nothing the visitor saved is lost: repeated corruption, full storage, a damaged value
 * too large to copy, imports, other open tabs and fast dialog use.
 */

const task = (id: number, title: string, status = 0) => ({
  id,
  title,
  description: `About ${title}`,
  status,
  creationDate: '2024-05-01',
  creationTime: '10:30',
});

/**
 * A localStorage with a quota the test sets (in characters, keys included), as a full
 * browser storage behaves: a write that does not fit throws QuotaExceededError. The
 * limit lives in this tab's sessionStorage, so it survives reloads.
 */
async function limitStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    const original = Storage.prototype.setItem;
    const limit = () => Number(sessionStorage.getItem('test-quota') ?? Infinity);
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (this === window.localStorage) {
        let used = 0;
        for (let i = 0; i < this.length; i += 1) {
          const name = this.key(i);
          if (name !== null && name !== key)
            used += name.length + (this.getItem(name) ?? '').length;
        }
        if (used + key.length + String(value).length > limit()) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
      }
      original.call(this, key, value);
    };
  });
}

const setQuota = (page: Page, chars: number | null) =>
  page.evaluate((n) => {
    if (n === null) sessionStorage.removeItem('test-quota');
    else sessionStorage.setItem('test-quota', String(n));
  }, chars);

const storedTasks = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('tasks') ?? 'null') as { title: string }[] | null,
  );

const taskList = (page: Page) => page.getByRole('region', { name: 'Tareas' }).getByRole('listitem');

const saveAlert = (page: Page) => page.getByTestId('save-status');

async function importFile(page: Page, data: unknown) {
  await page.goto(pages.yourData.path);
  await waitForHydration(page);
  await chooseDataFile(page, data);
  await expect(
    page.getByRole('status').filter({ hasText: /Import done|Nothing was imported/ }),
  ).toBeVisible();
}

test.describe('1. a second corruption keeps the first set-aside copy', () => {
  const cases = [
    { key: 'tasks', route: '/local-todolist' },
    { key: 'verbsLearned', route: '/ee/irregularVerbs' },
    { key: 'max2048', route: '/2048' },
    { key: 'maxScoreEver', route: '/ee/antonyms' },
  ];
  for (const { key, route } of cases) {
    test(`${key}: every unreadable value is kept`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      await page.evaluate((k) => {
        localStorage.setItem(`${k}.corrupt.1700000000000`, 'old damage');
        localStorage.setItem(k, '{new damage');
      }, key);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => asideValues(page, key)).toEqual(['old damage', '{new damage']);
      // And a third one, later: still nothing overwritten.
      await page.evaluate((k) => localStorage.setItem(k, '[[third'), key);
      await page.reload();
      await waitForHydration(page);
      await expect
        .poll(() => asideValues(page, key))
        .toEqual(['old damage', '{new damage', '[[third']);
    });
  }

  test('invalid task items set aside twice are both kept', async ({ page }) => {
    await seedStorage(page, {
      tasks: JSON.stringify([task(1, 'Válida'), { id: 2, title: 'first bad' }]),
    });
    await openTodo(page);
    await expect(taskList(page)).toHaveCount(1);
    await page.evaluate(() => {
      const tasks = JSON.parse(localStorage.getItem('tasks') ?? '[]') as unknown[];
      localStorage.setItem('tasks', JSON.stringify([...tasks, { id: 3, title: 'second bad' }]));
    });
    await openTodo(page);
    await expect(taskList(page)).toHaveCount(1);
    const aside = await asideValues(page, 'tasks');
    expect(aside).toHaveLength(2);
    expect(aside.join(' ')).toContain('first bad');
    expect(aside.join(' ')).toContain('second bad');
  });
});

test.describe('2. full storage', () => {
  /** The to-do list in a browser whose storage is full for this tab; one task added. */
  async function addTaskWithoutRoom(page: Page, context: BrowserContext, title: string) {
    await limitStorage(context);
    await openTodo(page);
    await setQuota(page, 0);
    await addTask(page, title);
    await expect(saveAlert(page)).toBeVisible();
  }

  test('says what was not saved, keeps working, and saves everything once there is room', async ({
    page,
    context,
  }) => {
    await limitStorage(context);
    await openTodo(page);
    await setQuota(page, 0);

    await addTask(page, 'Sin espacio');
    await expect(taskList(page)).toHaveCount(1);
    await expect(
      page.getByRole('status').filter({ hasText: todoTexts.announcements.notSaved }),
    ).toBeAttached();
    await expect(saveAlert(page)).toBeVisible();
    await expect(saveAlert(page)).toContainText(saveStatusTexts.notSaved('to-do tasks'));
    expect(await storedTasks(page)).toBeNull();

    // Still full: completing works on the page and is still reported.
    await taskList(page).getByRole('button', { name: todoTexts.complete }).click();
    await expect(taskList(page).first()).toHaveAttribute('data-status', '1');
    await saveAlert(page).getByRole('button', { name: saveStatusTexts.retry }).click();
    await expect(saveAlert(page)).toContainText(saveStatusTexts.stillFull);

    // Space is freed: the next change saves everything, and the message goes.
    await setQuota(page, null);
    await addTask(page, 'Con espacio');
    await expect(saveAlert(page)).toBeHidden();
    expect((await storedTasks(page))?.map((t) => t.title)).toEqual(['Sin espacio', 'Con espacio']);

    await page.reload();
    await waitForHydration(page);
    await expect(taskList(page)).toHaveCount(2);
    await expect(taskList(page).first()).toHaveAttribute('data-status', '1');
  });

  test('"Try saving again" saves what waited once there is room', async ({ page, context }) => {
    await addTaskWithoutRoom(page, context, 'Esperando');
    await setQuota(page, null);
    await saveAlert(page).getByRole('button', { name: saveStatusTexts.retry }).click();
    await expect(saveAlert(page)).toBeHidden();
    expect((await storedTasks(page))?.map((t) => t.title)).toEqual(['Esperando']);
  });

  test('a task another tab saved while this one could not is kept when this one saves again', async ({
    page,
    context,
  }) => {
    await addTaskWithoutRoom(page, context, 'Aquí');

    // Another tab, with room, saves a task of its own.
    const other = await context.newPage();
    await openTodo(other);
    await addTask(other, 'Allá');
    expect((await storedTasks(other))?.map((t) => t.title)).toEqual(['Allá']);
    // This tab lists it too, though it still cannot save, and still says so.
    await expect(taskList(page)).toHaveCount(2);
    await expect(saveAlert(page)).toBeVisible();
    await other.close();

    // Room again: saving keeps both, the other tab's task is not written over.
    await setQuota(page, null);
    await saveAlert(page).getByRole('button', { name: saveStatusTexts.retry }).click();
    await expect(saveAlert(page)).toBeHidden();
    expect((await storedTasks(page))?.map((t) => t.title).sort()).toEqual(['Allá', 'Aquí']);
  });

  test('a theme choice the browser refuses is reported on a page that keeps nothing else, and saved once there is room', async ({
    page,
    context,
  }) => {
    await limitStorage(context);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(pages.linktree.path);
    await waitForHydration(page);
    await setQuota(page, 0);
    const toggle = page.getByRole('button', { name: shell.theme.label });
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(saveAlert(page)).toContainText(saveStatusTexts.notSaved('theme choice'));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    // Room again: the next switch saves, and the message goes.
    await setQuota(page, null);
    await toggle.click();
    await expect(saveAlert(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test('3. a damaged value with no room for its copy stays under its key until there is room', async ({
  page,
  context,
}) => {
  await limitStorage(context);
  const damaged = `{${'x'.repeat(3000)}`;
  await seedStorage(page, { tasks: damaged });
  // Room for the damaged value or a few tasks, never for both it and its copy.
  await setQuota(page, 4000);

  await openTodo(page);
  await expect(page.getByText(todoTexts.empty)).toBeVisible();
  await expect(saveAlert(page)).toContainText(saveStatusTexts.asideHeld);
  await addTask(page, 'Nueva');
  await expect(saveAlert(page)).toContainText(
    saveStatusTexts.notSaved(saveStatusTexts.values.tasks!),
  );
  // The damaged value is not written over while its copy has no room.
  expect(await page.evaluate(() => localStorage.getItem('tasks'))).toBe(damaged);

  // Once there is room, the copy is made first, then the tasks are saved.
  await setQuota(page, null);
  await saveAlert(page).getByRole('button', { name: saveStatusTexts.retry }).click();
  // The retry runs after the click: saved once the warning no longer says what to do.
  await expect(saveAlert(page)).not.toContainText(saveStatusTexts.whatToDo);
  expect((await storedTasks(page))?.map((t) => t.title)).toEqual(['Nueva']);
  expect(await asideValues(page, 'tasks')).toEqual([damaged]);
  await page.reload();
  await openTodo(page);
  await expect(taskList(page)).toHaveCount(1);
});

test('4. an import sets invalid stored task items aside instead of deleting them', async ({
  page,
}) => {
  await seedStorage(page, {
    tasks: JSON.stringify([task(1, 'Guardada'), { id: 2, title: 'roto', status: 9 }]),
  });
  await importFile(page, { tasks: [task(1, 'Importada')] });
  const titles = (await storedTasks(page))?.map((t) => t.title);
  expect(titles).toEqual(['Guardada', 'Importada']);
  expect((await asideValues(page, 'tasks')).join(' ')).toContain('roto');
});

test.describe('5. an open tab never overwrites newer data', () => {
  test('2048: a higher best imported elsewhere is kept while this tab plays on', async ({
    page,
    context,
  }) => {
    await page.goto('/2048');
    await waitForHydration(page);
    const best = page.getByTestId('best');
    await expect(best).toHaveText('2');

    const other = await context.newPage();
    await importFile(other, { max2048: 4096 });
    await expect(best).toHaveText('4096');
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
      await page.keyboard.press(key);
    }
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('4096');
    await page.reload();
    await waitForHydration(page);
    await expect(best).toHaveText('4096');
  });

  test('antonyms: a higher best score set elsewhere is kept after a match here', async ({
    page,
    context,
  }) => {
    await page.goto('/ee/antonyms');
    await waitForHydration(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const other = await context.newPage();
    await importFile(other, { maxScoreEver: 50 });
    await expect(page.getByText('Best score ever: 50')).toBeVisible();

    // One correct match: the score is 1, the best stays 50.
    const left = page.getByRole('region', { name: 'Select 1' }).getByRole('button').first();
    const word = (await left.innerText()).trim();
    const answers = new Set(antonymPairs.filter(([l]) => l.en === word).map(([, r]) => r.en));
    await left.click();
    const rights = page.getByRole('region', { name: 'Select 2' }).getByRole('button');
    const texts = await rights.allInnerTexts();
    const index = texts.findIndex((t) => answers.has(t.slice(0, t.lastIndexOf(' (')).trim()));
    await rights.nth(index).click();
    await expect(page.getByText('Score: 1')).toBeVisible();
    await expect(page.getByText('Best score ever: 50')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('maxScoreEver'))).toBe('50');
  });

  /** The infinitive the irregular-verbs trainer shows. */
  const shownVerb = async (p: Page) => (await p.getByRole('definition').first().innerText()).trim();

  test('irregular verbs: two trainer tabs each learn a verb and both are kept', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    for (const p of [page, other]) {
      await p.goto('/ee/irregularVerbs');
      await waitForHydration(p);
      await expect(p.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    // Make sure the two tabs show different verbs.
    while ((await shownVerb(page)) === (await shownVerb(other))) {
      await other.getByRole('button', { name: /^Next/ }).click();
    }
    const first = await shownVerb(page);
    const second = await shownVerb(other);
    await page.getByRole('button', { name: 'Learned (0)' }).click();
    // A person switching tabs always finds the other tab up to date: Chromium hands a
    // write to the other tabs a few milliseconds later, and a write from a tab that has
    // not received it yet replaces it (a limit of localStorage, not of the merge).
    await expect(other.getByRole('button', { name: 'Learned (1)' })).toBeVisible();
    await other.getByRole('button', { name: 'Learned (1)' }).click();

    for (const p of [page, other]) {
      await expect(p.getByRole('button', { name: 'Learned (2)' })).toBeVisible();
    }
    const learned = await page.evaluate(
      () => JSON.parse(localStorage.getItem('verbsLearned') ?? '[]') as string[],
    );
    expect(new Set(learned)).toEqual(new Set([first, second]));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Learned (2)' })).toBeVisible();
  });

  test('imported verbs join what an open trainer has learned', async ({ page, context }) => {
    await page.goto('/ee/irregularVerbs');
    await waitForHydration(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const first = await shownVerb(page);
    await page.getByRole('button', { name: 'Learned (0)' }).click();
    await expect(page.getByRole('button', { name: 'Learned (1)' })).toBeVisible();
    await expect.poll(() => shownVerb(page)).not.toBe(first);
    // Neither the learned verb nor the one now shown: learning the shown one next must
    // add a third verb, whichever verb the trainer drew.
    const next = await shownVerb(page);
    const imported = ['go', 'take', 'make'].find((verb) => verb !== first && verb !== next)!;

    const other = await context.newPage();
    await importFile(other, { verbsLearned: [imported] });
    await expect(page.getByRole('button', { name: 'Learned (2)' })).toBeVisible();
    // Learning on in this tab keeps the imported verb.
    await page.getByRole('button', { name: 'Learned (2)' }).click();
    await expect(page.getByRole('button', { name: 'Learned (3)' })).toBeVisible();
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('verbsLearned') ?? '[]') as string[]);
    await expect.poll(async () => (await stored()).length).toBe(3);
    expect(await stored()).toEqual(expect.arrayContaining([first, imported]));
  });
});

test('7. a stale close event never closes the dialog opened again', async ({ page }) => {
  await openTodo(page);
  const plus = page.getByRole('button', { name: todoTexts.addButtonLabel });
  await plus.click();
  const dialog = page.getByRole('dialog', { name: todoFormTexts.modalTitle });
  await expect(dialog).toBeVisible();
  // Close and open again at once: the close event of the first close arrives after the
  // dialog is open again.
  await page.evaluate(
    async (names) => {
      const dialogElement = document.querySelector('dialog')!;
      const buttons = [...document.querySelectorAll('button')];
      buttons.find((b) => b.textContent?.trim() === names.close)!.click();
      // React closes the dialog a few microtasks later; its close event is queued as a task.
      for (let i = 0; i < 10 && dialogElement.open; i += 1) await Promise.resolve();
      buttons.find((b) => b.getAttribute('aria-label') === names.add)!.click();
      for (let i = 0; i < 10 && !dialogElement.open; i += 1) await Promise.resolve();
    },
    { close: todoFormTexts.close, add: todoTexts.addButtonLabel },
  );
  // The close event of the first close has arrived by now.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Lo que escribo');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(todoFormTexts.titleLabel)).toHaveValue('Lo que escribo');
});

test('an import keeps ids, and lists every task it refuses with the reason', async ({ page }) => {
  await seedStorage(page, { tasks: JSON.stringify([task(1, 'Mine'), task(2, 'Also mine')]) });
  await importFile(page, {
    tasks: [
      task(1, 'Mine'),
      task(7, 'Brand new'),
      task(8, 'Going', 2),
      task(9, '\u200B\u200B'),
      { id: 10, title: 'Broken' },
    ],
  });
  const t = dataTransferTexts;
  const status = page.getByRole('status').filter({ hasText: t.skippedHeading });
  await expect(status).toContainText(
    t.skippedItem(t.fields.tasks, 'Going', t.skippedReasons.beingDeleted),
  );
  await expect(status).toContainText(t.skippedReasons.invalid);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('tasks') ?? '[]') as { id: number; title: string }[],
  );
  // The tasks already here keep their ids; the new one gets the next free id.
  expect(stored.slice(0, 2).map((x) => [x.id, x.title])).toEqual([
    [1, 'Mine'],
    [2, 'Also mine'],
  ]);
  expect(stored.map((x) => x.title)).toEqual(['Mine', 'Also mine', 'Brand new']);
});
