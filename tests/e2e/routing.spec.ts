import { controls } from '@/content/controls';
import { projects } from '@/content/home';
import { outsideHosts } from '@/content/outside-hosts';
import { aliases, pages, routes } from '@/content/routes';
import { cvByLang } from '@/lib/cv/compose';
import { ogImagePath } from '@/lib/og';
import {
  cspViolations,
  escapeRegExp,
  expect,
  recordCspViolations,
  test,
  waitForHydration,
} from './fixtures';

/** The BACK button's word: the shared one, or the CV's in its language. */
const backNames = new Set([
  ...Object.values(controls.back),
  ...Object.values(cvByLang).map((cv) => cv.labels.back),
]);
const backName = new RegExp(`^(${[...backNames].map(escapeRegExp).join('|')})$`);
const atPath = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

test.describe('routes', () => {
  // Half the routes per test: opening a page is cheap, starting a test is not.
  const GROUPS = 2;
  for (let group = 0; group < GROUPS; group += 1) {
    const some = routes.filter((_, i) => i % GROUPS === group);
    test(
      `${some.map((r) => r.path).join(', ')} render heading, title and BACK under a strict policy`,
      { tag: '@smoke' },
      async ({ page }) => {
        await recordCspViolations(page);
        for (const route of some) {
          await test.step(route.path, async () => {
            const response = await page.goto(route.path);
            expect(response?.status()).toBe(200);
            await expect(
              page.getByRole('heading', { level: 1, name: route.heading }),
            ).toBeVisible();
            await expect(page).toHaveTitle(/\S/);
            if (route.back) {
              const back = page.getByRole('link', { name: backName }).first();
              await expect(back).toHaveAttribute('href', route.back);
            }
            await waitForHydration(page);
            const policy = await page
              .locator('meta[http-equiv="Content-Security-Policy"]')
              .getAttribute('content');
            expect(policy).toContain("default-src 'self'");
            const scriptSrc =
              policy?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
            expect(scriptSrc).not.toContain('unsafe-inline');
            expect(scriptSrc).not.toContain('unsafe-eval');
            expect(scriptSrc).toMatch(/'sha256-/);
            expect(await cspViolations(page)).toEqual([]);
          });
        }
      },
    );
  }

  test.describe('addresses', () => {
    // The browser itself logs the 404 status of the document.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('aliases land on their pages, unknown paths answer 404; the sitemap, robots, preview images and policies are served', async ({
      page,
      request,
    }) => {
      await test.step('the empty path lands on the home page', async () => {
        await page.goto(aliases.root.path);
        await expect(page).toHaveURL(atPath(pages.home.path));
        await expect(
          page.getByRole('heading', { level: 1, name: pages.home.heading }),
        ).toBeVisible();
        expect(aliases.root.to).toBe(pages.home.path);
      });

      await test.step('an unknown path answers 404 and stays where it is', async () => {
        const response = await page.goto('/no/such/page');
        expect(response?.status()).toBe(404);
        await expect(page).toHaveURL(atPath('/no/such/page'));
      });

      await test.step(`${aliases.englishHome.path} lands on ${aliases.englishHome.to}`, async () => {
        await page.goto(aliases.englishHome.path);
        await expect(page).toHaveURL(atPath(aliases.englishHome.to));
      });

      await test.step('every page allows the outside hosts it uses, and no others', async () => {
        for (const route of [...routes, { path: '/offline' }, { path: '/404' }]) {
          const html = await (await request.get(route.path)).text();
          const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
          const sources = (name: string) =>
            policy
              ?.split(';')
              .map((d) => d.trim().split(/\s+/))
              .find(([directive]) => directive === `${name}-src`)
              ?.slice(1)
              .filter((s) => !["'self'", 'data:', 'blob:', "'none'"].includes(s))
              .sort();
          for (const kind of ['connect', 'img', 'media', 'frame'] as const) {
            expect({ [route.path]: sources(kind) }).toEqual({
              [route.path]: [...(outsideHosts[route.path]?.[kind] ?? [])].sort(),
            });
          }
        }
      });

      await test.step('every page names its own 1200 x 630 preview image, and the site serves it', async () => {
        for (const route of routes) {
          const html = await (await request.get(route.path)).text();
          const meta = (key: string) =>
            html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`))?.[1];
          const og = meta('og:image');
          expect(og, route.path).toBeDefined();
          const path = new URL(og!).pathname;
          expect(path).toBe(ogImagePath(route));
          expect(meta('twitter:image')).toBe(og);
          expect(meta('twitter:card')).toBe('summary_large_image');
          const image = await request.get(path);
          expect(image.status(), path).toBe(200);
          expect(image.headers()['content-type']).toBe('image/png');
          const png = await image.body();
          expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
          expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
        }
      });

      await test.step('sitemap and robots are served', async () => {
        const sitemap = await request.get('sitemap.xml');
        expect(sitemap.status()).toBe(200);
        const xml = await sitemap.text();
        for (const route of routes) {
          expect(xml.includes(`${route.path}</loc>`), route.path).toBe(!route.workInProgress);
        }
        const robots = await request.get('robots.txt');
        expect(await robots.text()).toContain('Sitemap:');
      });
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 404/] });

    test('aliases redirect by meta refresh; the home page shows its text', async ({ page }) => {
      await test.step('aliases redirect by meta refresh', async () => {
        await page.goto(aliases.englishHome.path);
        await expect(page).toHaveURL(atPath(aliases.englishHome.to));
      });

      await test.step('the home page shows its text', async () => {
        await page.goto(pages.home.path);
        await expect(
          page.getByRole('heading', { level: 1, name: pages.home.heading }),
        ).toBeVisible();
        for (const project of projects) {
          await expect(
            page.getByRole('link', { name: new RegExp(escapeRegExp(project.name)) }).first(),
          ).toBeVisible();
        }
      });
    });
  });
});
