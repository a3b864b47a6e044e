import type { Locator, Page } from '@playwright/test';
import { saveStatusTexts } from '@/content/save-status';
import { todoTexts } from '@/content/todo';
import { todoFormTexts } from '@/content/todo-form';
import { DELETE_DELAY_MS, UNDO_DELETE_MS } from '@/lib/todo/tasks';
import {
  addTask,
  asideValues,
  axeViolations,
  expect,
  holdScripts,
  isTaskFormCode,
  openTodo,
  seedStorage,
  test,
  waitForTaskFormCode,
  waitForHydration,
} from './fixtures';

const DUPLICATE = 'El título de la tarea ya existe. Por favor, introduce un título diferente.';

interface StoredTask {
  id: number;
  title: string;
  description: string;
  status: number;
  creationDate: string;
  creationTime: string;
}

async function stored(page: Page): Promise<StoredTask[] | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('tasks');
    return raw === null ? null : (JSON.parse(raw) as StoredTask[]);
  });
}

function taskList(page: Page) {
  return page.getByRole('region', { name: 'Tareas' }).getByRole('listitem');
}

function task(page: Page, title: string) {
  return taskList(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('local to-do list', () => {
  test.use({ timezoneId: 'UTC' });

  test('shows the page texts in Spanish and an empty list', async ({ page }) => {
    await openTodo(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de tareas' })).toBeVisible();
    await expect(page.getByText('Gestiona tus tareas fácilmente sin internet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/helloworld');
    await expect(page.getByRole('heading', { level: 2, name: 'Tareas' })).toBeVisible();
    await expect(page.getByText(todoTexts.empty)).toBeVisible();
    await expect(page.locator('#main [lang="es"]').first()).toContainText('Tareas');
    expect(await stored(page)).toBeNull();
  });

  function spinner(page: Page) {
    return page.getByRole('status').filter({ hasText: todoTexts.loading });
  }

  test('says there are no tasks before its scripts run, when none are stored', async ({ page }) => {
    const release = await holdScripts(page);
    // The load event waits for the held scripts: wait for the document only.
    await page.goto('/local-todolist', { waitUntil: 'domcontentloaded' });
    const empty = page.getByText(todoTexts.empty);
    await expect(empty).toBeVisible();
    await expect(spinner(page)).toBeHidden();
    const before = await empty.elementHandle();

    release();
    await waitForHydration(page);
    await expect(empty).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    // The same element once the list is read: no second paint of the message.
    expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
  });

  test('waits for the stored tasks instead of saying there are none', async ({ page }) => {
    await seedStorage(page, {
      tasks: JSON.stringify([
        {
          id: 1,
          title: 'Guardada',
          description: 'D',
          status: 0,
          creationDate: '2024-03-04',
          creationTime: '09:15',
        },
      ]),
    });
    const release = await holdScripts(page);
    await page.goto('/local-todolist', { waitUntil: 'domcontentloaded' });
    await expect(spinner(page)).toBeVisible();
    await expect(page.getByText(todoTexts.empty)).toBeHidden();

    release();
    await waitForHydration(page);
    await expect(task(page, 'Guardada')).toBeVisible();
    await expect(page.getByText(todoTexts.empty)).toHaveCount(0);
    await expect(spinner(page)).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says the list needs JavaScript, with no spinner and no empty list', async ({ page }) => {
      await page.goto('/local-todolist');
      // Playwright's text queries skip <noscript>; its paragraph is still laid out and shown.
      await expect(page.locator('#main noscript p')).toBeVisible();
      await expect(page.locator('#main noscript p')).toHaveText(todoTexts.noScript);
      await expect(page.getByRole('heading', { level: 2, name: 'Tareas' })).toBeVisible();
      await expect(page.getByText(todoTexts.empty)).toBeHidden();
      await expect(spinner(page)).toBeHidden();
    });
  });

  test('adds, completes and deletes a task with the SPEC texts and timings', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-05-01T10:29:00Z') });
    await openTodo(page);
    await waitForTaskFormCode(page);
    // From here on time only moves when the test says so.
    await page.clock.pauseAt(new Date('2024-05-01T10:30:00Z'));

    const plus = page.getByRole('button', { name: 'Agregar nueva tarea' });
    await plus.click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nueva tarea' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Título')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Agregar', exact: true });
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Título').fill('Comprar pan');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Descripción').fill('En la panadería de la esquina');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(dialog).toBeHidden();
    await expect(plus).toBeFocused();

    const item = task(page, 'Comprar pan');
    await expect(item).toContainText('En la panadería de la esquina');
    await expect(item).toContainText('Fecha: 2024-05-01 | Hora: 10:30');
    await expect(page.getByRole('status').filter({ hasText: 'agregada' })).toHaveText(
      'Tarea «Comprar pan» agregada.',
    );
    expect(await stored(page)).toEqual([
      {
        id: 1,
        title: 'Comprar pan',
        description: 'En la panadería de la esquina',
        status: 0,
        creationDate: '2024-05-01',
        creationTime: '10:30',
      },
    ]);

    const completeButton = item.getByRole('button', { name: 'Completar' });
    await completeButton.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('data-status', '1');
    await expect(item.getByRole('heading', { name: 'Comprar pan' })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    // The focus stays on 'Completar', now inert: a second Enter deletes nothing.
    await expect(completeButton).toBeFocused();
    await expect(completeButton).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('data-status', '1');
    await expect(item.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
    expect((await stored(page))?.[0]?.status).toBe(1);

    // 'Eliminar' offers 'Deshacer' for a few seconds, then the task slides out and goes.
    await item.getByRole('button', { name: 'Eliminar' }).click();
    const undo = item.getByRole('button', { name: 'Deshacer' });
    await expect(undo).toBeFocused();
    await expect(item).toContainText(todoTexts.pendingDeleteBadge);
    expect((await stored(page))?.[0]?.status).toBe(1);
    await page.clock.runFor(UNDO_DELETE_MS);
    await expect(item).toHaveAttribute('data-status', '2');
    expect((await stored(page))?.[0]?.status).toBe(2);
    await page.clock.runFor(DELETE_DELAY_MS - 1);
    await expect(item).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(item).toHaveCount(0);
    await expect(page.getByText(todoTexts.empty)).toBeVisible();
    expect(await stored(page)).toEqual([]);
  });

  test('a double click on Eliminar or Deshacer acts once, though the button under it changes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await openTodo(page);
    await addTask(page, 'Comprar pan');
    const item = task(page, 'Comprar pan');
    await item.getByRole('button', { name: todoTexts.delete }).dblclick();
    // The second click landed on 'Deshacer', which took the place of 'Eliminar'.
    await expect(item.getByRole('button', { name: todoTexts.undo })).toBeFocused();
    await item.getByRole('button', { name: todoTexts.undo }).dblclick();
    await expect(item.getByRole('button', { name: todoTexts.delete })).toBeVisible();
    await page.clock.runFor(UNDO_DELETE_MS + DELETE_DELAY_MS);
    await expect(item).toHaveAttribute('data-status', '0');
    expect((await stored(page))?.map((t) => t.status)).toEqual([0]);
  });

  test('fetches the add-task dialog once the page is idle, so + opens it at once', async ({
    page,
  }) => {
    const dialogCode = page.waitForResponse(isTaskFormCode);
    await openTodo(page);
    await dialogCode;
    await page.getByRole('button', { name: 'Agregar nueva tarea' }).click();
    await expect(page.getByRole('dialog', { name: 'Agregar nueva tarea' })).toBeVisible();
    await expect(page.getByLabel('Título')).toBeFocused();
  });

  test.describe('when the dialog cannot be fetched', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('+ says so, the tasks stay, and the page opens it once it can be fetched', async ({
      page,
    }) => {
      let refuse = true;
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (refuse && body.includes(todoFormTexts.closeWindowLabel)) await route.abort();
        else await route.fulfill({ response, body });
      });
      await seedStorage(page, {
        tasks: JSON.stringify([
          {
            id: 1,
            title: 'Guardada',
            description: 'Sigue aquí',
            status: 0,
            creationDate: '2024-05-01',
            creationTime: '10:00',
          },
        ]),
      });
      await openTodo(page);
      const add = page.getByRole('button', { name: 'Agregar nueva tarea' });
      await add.click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        todoTexts.formLoadFailed,
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(task(page, 'Guardada')).toBeVisible();

      refuse = false;
      await openTodo(page);
      await add.click();
      await expect(page.getByRole('dialog', { name: 'Agregar nueva tarea' })).toBeVisible();
      await expect(page.getByText(todoTexts.formLoadFailed)).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
    });
  });

  test('gives new ids as the highest id plus one', async ({ page }) => {
    await seedStorage(page, {
      tasks: JSON.stringify([
        {
          id: 7,
          title: 'Siete',
          description: 'D',
          status: 1,
          creationDate: '2024-01-02',
          creationTime: '08:00',
        },
      ]),
    });
    await openTodo(page);
    await expect(task(page, 'Siete')).toHaveAttribute('data-status', '1');
    await addTask(page, 'Ocho', 'Después de la siete');
    expect((await stored(page))?.map((t) => [t.id, t.title])).toEqual([
      [7, 'Siete'],
      [8, 'Ocho'],
    ]);
  });

  test('limits the title to 50 and the description to 200 characters, with counters', async ({
    page,
  }) => {
    await openTodo(page);
    await page.getByRole('button', { name: 'Agregar nueva tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nueva tarea' });
    const title = dialog.getByLabel('Título');
    const description = dialog.getByLabel('Descripción');
    const add = dialog.getByRole('button', { name: 'Agregar', exact: true });

    await expect(dialog.getByText('0/50 caracteres')).toBeVisible();
    await expect(dialog.getByText('0/200 caracteres')).toBeVisible();
    await title.fill('t'.repeat(60));
    await expect(title).toHaveValue('t'.repeat(50));
    await expect(dialog.getByText('50/50 caracteres')).toBeVisible();
    await description.fill('d'.repeat(250));
    await expect(description).toHaveValue('d'.repeat(200));
    await expect(dialog.getByText('200/200 caracteres')).toBeVisible();
    await expect(add).toBeEnabled();

    // An emoji is one character, as a reader counts: 50 of them fit, the 51st does not.
    await title.fill('');
    await title.pressSequentially('🚀'.repeat(51));
    await expect(title).toHaveValue('🚀'.repeat(50));
    await expect(dialog.getByText('50/50 caracteres')).toBeVisible();

    await title.fill('   ');
    await expect(add).toBeDisabled();
    await title.fill('Con título');
    await description.fill('  \n ');
    await expect(add).toBeDisabled();
    await description.fill('');
    await expect(add).toBeDisabled();
    await description.press('Enter');
    await expect(dialog).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test('refuses a duplicate title with the SPEC message and adds nothing', async ({ page }) => {
    await openTodo(page);
    await addTask(page, 'Repetida', 'La primera');
    const nativeDialogs: string[] = [];
    page.on('dialog', (alert) => {
      nativeDialogs.push(alert.message());
      void alert.accept();
    });

    await page.getByRole('button', { name: 'Agregar nueva tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nueva tarea' });
    await dialog.getByLabel('Título').fill('Repetida');
    await dialog.getByLabel('Descripción').fill('La segunda');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();

    // The SPEC message shows in the dialog, next to the field, not as a native alert.
    await expect(dialog.getByRole('alert')).toHaveText(DUPLICATE);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Título')).toHaveValue('Repetida');
    await expect(dialog.getByLabel('Descripción')).toHaveValue('La segunda');
    await expect(taskList(page)).toHaveCount(1);
    expect((await stored(page))?.map((t) => t.description)).toEqual(['La primera']);

    // A different title goes through and clears the message.
    await dialog.getByLabel('Título').fill('Repetida 2');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(taskList(page)).toHaveCount(2);
    expect(nativeDialogs).toEqual([]);
  });

  test('is a real dialog: Escape and Cerrar close it and focus returns to +', async ({ page }) => {
    await openTodo(page);
    const plus = page.getByRole('button', { name: 'Agregar nueva tarea' });
    await plus.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agregar nueva tarea' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Título')).toBeFocused();
    await page.keyboard.type('Borrador');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(plus).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Closing without adding loses nothing: the draft is still there.
    await expect(dialog.getByLabel('Título')).toHaveValue('Borrador');
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(plus).toBeFocused();
    expect(await stored(page)).toBeNull();
  });

  test('keeps tasks and their status across a reload', async ({ page }) => {
    await openTodo(page);
    await addTask(page, 'Primera', 'Uno');
    await addTask(page, 'Segunda', 'Dos');
    await task(page, 'Primera').getByRole('button', { name: 'Completar' }).click();
    // Only the task just added slides in; after a reload nothing does.
    await expect(task(page, 'Segunda')).toHaveAttribute('data-new', '');
    await expect(task(page, 'Primera')).not.toHaveAttribute('data-new');
    await page.reload();
    await waitForHydration(page);
    await expect(taskList(page)).toHaveCount(2);
    await expect(taskList(page).and(page.locator('[data-new]'))).toHaveCount(0);
    await expect(task(page, 'Primera')).toHaveAttribute('data-status', '1');
    await expect(task(page, 'Segunda')).toHaveAttribute('data-status', '0');
    await expect(taskList(page).first()).toContainText('Primera');
  });

  test('two tabs add and delete tasks without losing or resurrecting any', async ({
    page,
    context,
  }) => {
    // Two pages and a deletion that waits for 'Deshacer': longer than most tests.
    test.setTimeout(90_000);
    const other = await context.newPage();
    await openTodo(page);
    await openTodo(other);

    // The person works in the tab in front (CONTRIBUTING: a tab behind gets few frames).
    await page.bringToFront();
    await addTask(page, 'Desde la pestaña 1', 'Uno');
    await expect(task(other, 'Desde la pestaña 1')).toBeVisible();
    await other.bringToFront();
    await addTask(other, 'Desde la pestaña 2', 'Dos');
    await expect(task(page, 'Desde la pestaña 2')).toBeVisible();
    await expect(taskList(page)).toHaveCount(2);
    expect((await stored(page))?.map((t) => [t.id, t.title])).toEqual([
      [1, 'Desde la pestaña 1'],
      [2, 'Desde la pestaña 2'],
    ]);

    // The other tab knows the title is taken.
    await other.getByRole('button', { name: 'Agregar nueva tarea' }).click();
    const otherDialog = other.getByRole('dialog', { name: 'Agregar nueva tarea' });
    await otherDialog.getByLabel('Título').fill('Desde la pestaña 1');
    await otherDialog.getByLabel('Descripción').fill('Otra vez');
    await otherDialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(otherDialog.getByRole('alert')).toHaveText(DUPLICATE);
    await otherDialog.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // Deleting in one tab removes it in both, and later saves do not bring it back.
    await page.bringToFront();
    await task(page, 'Desde la pestaña 1').getByRole('button', { name: 'Eliminar' }).click();
    // The deletion waits for 'Deshacer' (not saved meanwhile), then reaches the other tab.
    await expect(
      task(page, 'Desde la pestaña 1').getByRole('button', { name: 'Deshacer' }),
    ).toBeVisible();
    await expect(task(other, 'Desde la pestaña 1')).toHaveCount(0, {
      timeout: UNDO_DELETE_MS + DELETE_DELAY_MS + 5_000,
    });
    await expect(task(page, 'Desde la pestaña 1')).toHaveCount(0);
    await other.bringToFront();
    await addTask(other, 'Después de borrar', 'Tres');
    await expect(task(page, 'Después de borrar')).toBeVisible();
    await page.bringToFront();
    await task(page, 'Desde la pestaña 2').getByRole('button', { name: 'Completar' }).click();
    await expect(task(other, 'Desde la pestaña 2')).toHaveAttribute('data-status', '1');

    for (const p of [page, other]) {
      await p.reload();
      await waitForHydration(p);
      await expect(taskList(p)).toHaveCount(2);
      await expect(task(p, 'Desde la pestaña 1')).toHaveCount(0);
    }
    expect((await stored(page))?.map((t) => [t.id, t.title, t.status])).toEqual([
      [2, 'Desde la pestaña 2', 1],
      [3, 'Después de borrar', 0],
    ]);
    await other.close();
  });

  test('shows hostile and long texts literally, without breaking the layout', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    await openTodo(page);
    const hostile = '<img src=x onerror=alert(1)>';
    const long = `${'x'.repeat(190)}🚀🎉😀👍🔥`; // 200 UTF-16 units
    expect(long).toHaveLength(200);
    await addTask(page, hostile, long);

    const item = task(page, hostile);
    await expect(item.getByRole('heading')).toHaveText(hostile);
    await expect(item).toContainText(long);
    await expect(item.locator('img')).toHaveCount(0);
    expect(alerts).toEqual([]);
    expect((await stored(page))?.[0]).toMatchObject({ title: hostile, description: long });

    await addTask(
      page,
      'Emoji 🎈 y acentos: ñandú',
      'Descripción con «comillas» & <b>etiquetas</b>',
    );
    await expect(task(page, 'Emoji 🎈 y acentos: ñandú')).toContainText(
      'Descripción con «comillas» & <b>etiquetas</b>',
    );

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('sets a corrupted saved value aside and starts clean', async ({ page }) => {
    await seedStorage(page, { tasks: '{"not": "a list"' });
    await openTodo(page);
    await expect(page.getByText(todoTexts.empty)).toBeVisible();
    expect(await asideValues(page, 'tasks')).toEqual(['{"not": "a list"']);
    // The visitor is told, not left to wonder where the tasks went.
    const alert = page.getByTestId('save-status');
    await expect(alert).toContainText(saveStatusTexts.damagedValue('to-do tasks'));
    await expect(alert).toContainText(saveStatusTexts.damagedKept);
    await alert.getByRole('button', { name: saveStatusTexts.dismiss }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await addTask(page, 'Tras el error', 'Todo sigue funcionando');
    expect((await stored(page))?.map((t) => t.title)).toEqual(['Tras el error']);
  });

  test('on a phone, a notice at the bottom leaves the + button and the last task free', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openTodo(page);
    for (const title of ['Primera', 'Segunda', 'Tercera', 'Cuarta'])
      await addTask(page, title, 'Algo');
    // A saved item that cannot be read (written on another page: the list saves as it
    // leaves): the list says so as it loads, and the notice stays.
    await page.goto('/linktree');
    await page.evaluate(() => {
      const tasks = JSON.parse(window.localStorage.getItem('tasks') ?? '[]') as unknown[];
      window.localStorage.setItem('tasks', JSON.stringify([...tasks, { id: 99 }]));
    });
    await openTodo(page);
    const notice = page.getByTestId('save-status');
    await expect(notice).toContainText(saveStatusTexts.damagedItems('to-do tasks'));
    /** The element a finger on the middle of `locator` would touch is inside it. */
    const reachable = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!hit && element.contains(hit);
      });
    const add = page.getByRole('button', { name: todoTexts.addButtonLabel });
    await expect.poll(() => reachable(add)).toBe(true);
    // Scrolled to the end, the last task's buttons come out from under the notice.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = task(page, 'Cuarta').getByRole('button').last();
    await expect.poll(() => reachable(last)).toBe(true);
  });

  test('keeps invalid saved items aside and shows the valid ones', async ({ page }) => {
    await seedStorage(page, {
      tasks: JSON.stringify([
        {
          id: 1,
          title: 'Válida',
          description: 'D',
          status: 0,
          creationDate: '2024-03-04',
          creationTime: '09:15',
        },
        { id: 2, title: null },
      ]),
    });
    await openTodo(page);
    await expect(taskList(page)).toHaveCount(1);
    await expect(task(page, 'Válida')).toContainText('Fecha: 2024-03-04 | Hora: 09:15');
    expect(await asideValues(page, 'tasks')).toEqual(['[{"id":2,"title":null}]']);
    await expect(page.getByTestId('save-status')).toContainText(
      saveStatusTexts.damagedItems('to-do tasks'),
    );
    // Read again, the same damage is not news.
    await openTodo(page);
    await expect(taskList(page)).toHaveCount(1);
    await expect(page.getByTestId('save-status')).toBeHidden();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`local to-do list accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test('tasks in every state and the dialog with an error have no axe violations', async ({
      page,
    }) => {
      test.slow(); // axe runs twice on a full page
      await seedStorage(page, {
        tasks: JSON.stringify([
          {
            id: 1,
            title: 'Activa',
            description: 'Por hacer',
            status: 0,
            creationDate: '2024-05-01',
            creationTime: '10:30',
          },
          {
            id: 2,
            title: 'Hecha',
            description: 'Ya está',
            status: 1,
            creationDate: '2024-05-01',
            creationTime: '11:00',
          },
        ]),
      });
      await openTodo(page);
      await expect(taskList(page)).toHaveCount(2);
      const analyze = () => axeViolations(page, { all: true, colorsOnly: scheme === 'dark' });
      expect(await analyze()).toEqual([]);

      page.on('dialog', (alert) => void alert.accept());
      await page.getByRole('button', { name: 'Agregar nueva tarea' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar nueva tarea' });
      await dialog.getByLabel('Título').fill('Activa');
      await dialog.getByLabel('Descripción').fill('Otra');
      await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      expect(await analyze()).toEqual([]);
    });
  });
}
