import { routes } from '@/content/routes';
import { expect, test, waitForHydration } from './fixtures';

test.describe('content security policy', () => {
  for (const route of routes) {
    test(`${route.path} has a strict policy and no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { cspViolations: string[] };
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await page.goto(route.path);
      await waitForHydration(page);
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content');
      expect(policy).toContain("default-src 'self'");
      const scriptSrc = policy?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    });
  }
});

test.describe('offline', () => {
  // With the network off, prefetches of pages never visited fail, as they should, and a
  // client-side navigation whose data was never fetched falls back to loading the page.
  test.use({
    serviceWorkers: 'allow',
    allowedConsoleErrors: [/Failed to load resource|Failed to fetch RSC payload/],
  });

  test('pages visited once open with the network off', async ({ page, context }) => {
    test.setTimeout(120_000);
    const visited = ['/cv', '/ee', '/2048', '/local-todolist', '/ee/verbalTenses'];
    // The first page of the first visit: the worker installs once the page is idle and
    // then keeps this page, which was loaded before it existed.
    await page.goto('/helloworld');
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('site');
          return !!(await cache.match(location.href));
        }),
      )
      .toBe(true);
    for (const route of visited) {
      await page.goto(route);
      await waitForHydration(page);
    }

    await context.setOffline(true);
    for (const route of ['/helloworld', ...visited]) {
      await page.goto(route);
      const heading = routes.find((r) => r.path === route)!.heading;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // A page never visited lands on the home page (kept from the visit).
    await page.goto('/tictactoe');
    await expect(page).toHaveURL(/\/helloworld$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Client-side navigation works offline too.
    await page.goto('/helloworld');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CV', exact: true })
      .click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(
      page.getByRole('heading', { level: 1, name: routes.find((r) => r.path === '/cv')!.heading }),
    ).toBeVisible();

    // The to-do list promises 'sin internet': it keeps working with the network off.
    await page.goto('/local-todolist');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Agregar nueva tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar nueva tarea' });
    await dialog.getByLabel('Título').fill('Offline task');
    await dialog.getByLabel('Descripción').fill('Added with the network off');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Offline task' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offline task' })).toBeVisible();
    await context.setOffline(false);
  });
});
