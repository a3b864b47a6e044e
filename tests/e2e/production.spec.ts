import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import handler from 'serve-handler';
import { dataTransferTexts } from '@/content/data-transfer';
import { englishHome, englishMenu } from '@/content/english/menu';
import { pages, routes, servicePages } from '@/content/routes';
import serveConfig from '../../scripts/serve.json';
import { shell } from '@/content/shell';
import { site } from '@/content/site';
import {
  axeViolations,
  expect,
  expectIconsDrawn,
  isDataTransferCode,
  isPageData,
  isReviewClientCode,
  isTaskFormCode,
  offlineUse,
  test,
  waitForHydration,
  waitForPageKept,
} from './fixtures';

test.describe('offline', () => {
  test.use(offlineUse);

  test('a page reached by a link opens with the network off, on its own', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/helloworld');
    await waitForHydration(page);
    await waitForPageKept(page);
    // A link followed on the client brings the page's framework data, not its HTML.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'English', exact: true })
      .click();
    await expect(page).toHaveURL(/\/ee$/);
    await waitForHydration(page);
    await expect
      .poll(
        () => page.evaluate(async () => !!(await (await caches.open('site')).match(location.href))),
        { timeout: 45_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.goto('/ee');
    const heading = routes.find((r) => r.path === '/ee')!.heading;
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(/\/ee$/);
    await context.setOffline(false);
  });

  test('offline, a page never visited says so, lists the pages kept, and loads when the network is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // The visit starts on the CV (as from a search engine): the home page is not kept.
    await page.goto('/cv');
    await waitForHydration(page);
    await waitForPageKept(page);

    await context.setOffline(true);
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/news');
    const heading = page.getByRole('heading', { level: 1, name: shell.offline.heading });
    await expect(heading).toBeVisible();
    await waitForHydration(page);
    const kept = page.getByRole('region', { name: shell.offline.savedHeading });
    await expect(kept.getByRole('link')).toHaveText([pages.cv.title]);
    // The page stays where it is. It used to redirect to the home page, which was not kept
    // either, so the redirect came back to itself over and over.
    await expect(page).toHaveURL(/\/news$/);
    expect(loads).toEqual(['/news']);
    expect(await axeViolations(page)).toEqual([]);

    // Try again, still offline: the page loads again and says the same.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: shell.offline.tryAgain }).click();
    await reloaded;
    await expect(heading).toBeVisible();
    expect(loads).toEqual(['/news', '/news']);

    // A page kept opens from the list.
    await waitForHydration(page);
    await kept.getByRole('link', { name: pages.cv.title }).click();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.getByRole('heading', { level: 1, name: pages.cv.heading })).toBeVisible();

    // When the network comes back, the page asked for loads by itself.
    await page.goto('/news');
    await expect(heading).toBeVisible();
    await waitForHydration(page);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: pages.news.heading })).toBeVisible();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('the offline page opened at its own address while online goes home', async ({ page }) => {
    await page.goto(servicePages.offline.path);
    await expect(page).toHaveURL(new RegExp(`${pages.home.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: pages.home.heading })).toBeVisible();
  });

  test('pages visited once open with the network off', async ({ page, context }) => {
    test.setTimeout(120_000);
    const visited = [
      '/cv',
      '/ee',
      '/2048',
      '/local-todolist',
      '/data',
      '/ee/verbalTenses',
      '/ee/tips',
    ];
    // Code pages fetch after mount (two once they are idle, a trainer's Add to review
    // buttons at once): a visit that lasts until then keeps it for offline use.
    const idleCode: Record<string, typeof isTaskFormCode> = {
      '/local-todolist': isTaskFormCode,
      '/data': isDataTransferCode,
      '/ee/tips': isReviewClientCode,
    };
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
      const isIdleCode = idleCode[route];
      const laterCode = isIdleCode ? page.waitForResponse(isIdleCode) : null;
      await page.goto(route);
      await waitForHydration(page);
      // Everything the page has loaded so far is in the cache before the next page.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const scripts = performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((url) => url.includes('/_next/static/chunks/'));
            const kept = await Promise.all(scripts.map((url) => caches.match(url)));
            return kept.every(Boolean);
          }),
        )
        .toBe(true);
      const code = await laterCode;
      if (code) {
        await expect
          .poll(() => page.evaluate((url) => caches.match(url).then(Boolean), code.url()))
          .toBe(true);
      }
    }

    await context.setOffline(true);
    for (const route of ['/helloworld', ...visited]) {
      await page.goto(route);
      const heading = routes.find((r) => r.path === route)!.heading;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The shell's icons are drawn.
    await expectIconsDrawn(page.getByRole('contentinfo').locator('svg'), 7);
    // A trainer's list, loaded after its page, was kept too: the trainer works.
    await page.goto('/ee/tips');
    await waitForHydration(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Next/ })).toBeEnabled();
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    // A page never visited says so, at its own address.
    await page.goto('/tictactoe');
    await expect(
      page.getByRole('heading', { level: 1, name: shell.offline.heading }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/tictactoe$/);
    // A link works offline too: the router gets the page's data the worker kept.
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

    // The data page's export works with the network off too (its code was kept).
    await page.goto('/data');
    await waitForHydration(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: dataTransferTexts.exportButton }).click();
    expect((await download).suggestedFilename()).toMatch(/\.json$/);
    await expect(
      page.getByRole('status').filter({ hasText: dataTransferTexts.exported }),
    ).toBeVisible();
    await context.setOffline(false);
  });

  test('a new deploy is offered, never forced, and Reload switches to it', async ({ page }) => {
    test.setTimeout(120_000);
    // A server of its own, whose service worker script changes when the site is redeployed.
    let deployed = false;
    const worker = readFileSync(join('out', 'sw.js'), 'utf8');
    const server = createServer((request, response) => {
      if (deployed && request.url?.split('?')[0] === '/sw.js') {
        response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
        response.end(`${worker}\n// the next deploy\n`);
        return;
      }
      void handler(request, response, { ...serveConfig, public: 'out' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await page.goto(`${origin}/helloworld`);
      await waitForHydration(page);
      // The worker installs once the page is idle and takes charge of it.
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
        .toBe(`${origin}/sw.js`);
      const prompt = page.getByRole('status').filter({ hasText: shell.update.message });
      await expect(prompt).toHaveCount(0);

      deployed = true;
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect(prompt).toBeVisible();
      // Offered, not forced: the old worker keeps this page until the visitor accepts.
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting)).toBe(
        true,
      );
      let loads = 0;
      page.on('load', () => (loads += 1));
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: shell.update.reload }).click();
      await reloaded;
      await waitForHydration(page);
      await expect(prompt).toHaveCount(0);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      ).toBe(true);
      // One reload, not a loop.
      expect(loads).toBe(1);
    } finally {
      await page.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

test.describe('links', () => {
  test('a link is followed on the client, not by loading the page again; Ctrl+click opens a tab', async ({
    page,
    context,
  }) => {
    await page.goto('/ee');
    await waitForHydration(page);
    // Set on this document: a new load of a page would drop it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    const heading = (path: string) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText(
        routes.find((route) => route.path === path)!.heading,
      );

    // A topic card, the header's brand link, a footer icon.
    const topic = englishMenu[0]!;
    await page
      .getByRole('navigation', { name: englishHome.menuLabel })
      .last()
      .getByRole('link', { name: topic.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${topic.route}$`));
    await heading(topic.route);
    await page.getByRole('link', { name: site.name, exact: true }).click();
    await expect(page).toHaveURL(/\/helloworld$/);
    await heading('/helloworld');
    await page.getByRole('contentinfo').getByRole('link', { name: shell.footer.home }).click();
    await expect(page).toHaveURL(/\/helloworld$/);
    expect(await sameDocument()).toBe(true);
    // Back returns through the same document too.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/ee$/);
    await heading('/ee');
    expect(await sameDocument()).toBe(true);

    // With Ctrl the browser opens the page in a new tab and this one stays.
    const opened = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: englishHome.menuLabel })
      .last()
      .getByRole('link', { name: topic.name, exact: true })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${topic.route}$`));
    await expect(page).toHaveURL(/\/ee$/);
    expect(await sameDocument()).toBe(true);
    await tab.close();
  });

  test("a linked page's data is fetched once the visitor reaches for its link, not for every link in view", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (/__PAGE__\.txt/.test(response.url())) fetched.push(new URL(response.url()).pathname);
    });
    await page.goto('/ee/verbalTenses');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    // The pointer over a link, then the keyboard's focus on another.
    const home = page.waitForResponse(isPageData('/helloworld'));
    await page.getByRole('link', { name: site.name, exact: true }).hover();
    await (await home).finished();
    const english = page.waitForResponse(isPageData('/ee'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'English', exact: true })
      .focus();
    await (await english).finished();
    expect(fetched.every((path) => /^\/(helloworld|ee)\/__next/.test(path))).toBe(true);
  });

  test('a page downloads no image of the pages it links to', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/assets/'))
        images.push(request.url());
    });
    // Every page links to the home page, whose data, fetched ahead of a click, names the
    // photo: that is where a preload of it would come from.
    await page.goto('/ee/tips');
    await waitForHydration(page);
    await page.getByRole('link', { name: site.name, exact: true }).hover();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    expect(images).toEqual([]);
  });
});

test.describe("Next's output", () => {
  test("every page loads Next's scripts and data as Next wrote them; postbuild only adds", () => {
    // next build writes each page to .next/server/app and copies it to out/; postbuild adds
    // the policy <meta> and sets <html lang>, and changes nothing else.
    const added = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
    for (const route of [...routes, { path: '/offline' }, { path: '/404' }]) {
      const name = route.path === '/404' ? '_not-found' : route.path.slice(1);
      const written = readFileSync(join('.next/server/app', `${name}.html`), 'utf8');
      const served = readFileSync(join('out', `${route.path.slice(1)}.html`), 'utf8');
      expect(served, route.path).toMatch(added);
      const lang = /<html lang="([a-z]+)"/.exec(served)?.[1];
      expect(
        served.replace(added, '').replace(`<html lang="${lang}"`, '<html lang="en"'),
        route.path,
      ).toBe(written);
    }
  });

  test('every page carries its styles in its head: no stylesheet to wait for, the same for all', async ({
    request,
  }) => {
    // A stylesheet link is one more round trip before the first paint (next.config.ts,
    // inlineCss); a second style block (a page's CSS module) is more bytes in each page.
    const sheets = new Set<string>();
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html, route.path).not.toMatch(/<link\b[^>]*\brel="stylesheet"/);
      const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
      expect(styles, route.path).toHaveLength(1);
      sheets.add(styles[0]!);
    }
    expect([...sheets]).toHaveLength(1);
    expect([...sheets][0]!.length).toBeGreaterThan(10_000);
  });
});
