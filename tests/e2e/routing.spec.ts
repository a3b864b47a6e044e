import { devTips } from '@/content/dev-tips';
import { interviewFrame, phrasalVerbsArticle } from '@/content/english/embeds';
import { aliases, pages, routes } from '@/content/routes';
import { site } from '@/content/site';
import { ogImagePath } from '@/lib/og';
import { cspViolations, expect, recordCspViolations, test, waitForHydration } from './fixtures';

test.describe('routes', () => {
  // A few routes per test: opening a page is cheap, starting a test is not.
  const GROUPS = 4;
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
              const back = page.getByRole('link', { name: /^(Back|Volver)$/ }).first();
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

  test("every page's policy lets it reach only the outside hosts it uses", async ({ request }) => {
    const origin = (url: string) => new URL(url).origin;
    // What each page uses; every other page uses no outside host at all.
    const uses: Record<string, Partial<Record<'connect' | 'img' | 'media' | 'frame', string[]>>> = {
      [pages.pokemon.path]: { connect: [origin(site.pokeApiHost)], img: [site.pokeArtworkHost] },
      // The feeds name their pictures' and clips' hosts, which change from build to build.
      [pages.news.path]: { img: ['https:'], media: ['https:'] },
      [pages.readNews.path]: { img: ['https:'] },
      [pages.devTips.path]: { frame: [...new Set(devTips.map((tip) => origin(tip.url)))] },
      [pages.verbalTenses.path]: { frame: [site.videoEmbedHost] },
      [pages.phrasalVerbs.path]: {
        frame: [site.videoEmbedHost, origin(phrasalVerbsArticle.url)],
      },
      [pages.interview.path]: { frame: [origin(interviewFrame.url)] },
    };
    for (const route of [...routes, { path: '/offline' }, { path: '/404' }]) {
      const html = await (await request.get(route.path)).text();
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      const sources = (name: string) =>
        policy
          ?.split(';')
          .map((d) => d.trim().split(/\s+/))
          .find(([directive]) => directive === `${name}-src`)
          ?.slice(1)
          .filter((s) => !["'self'", 'data:', 'blob:', "'none'"].includes(s));
      const page = uses[route.path] ?? {};
      for (const kind of ['connect', 'img', 'media', 'frame'] as const) {
        expect({ [route.path]: sources(kind) }).toEqual({ [route.path]: page[kind] ?? [] });
      }
    }
  });

  test('every page names its own 1200 x 630 preview image, and the site serves it', async ({
    request,
  }) => {
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

  test('the empty path lands on /helloworld', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/helloworld$/);
    await expect(page.getByRole('heading', { level: 1, name: pages.home.heading })).toBeVisible();
    expect(aliases.root.to).toBe(pages.home.path);
  });

  test.describe('unknown paths', () => {
    // The browser itself logs the 404 status of the document.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown path answers 404 and lands on /helloworld', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
    });
  });

  test('/eeHome lands on /ee', async ({ page }) => {
    await page.goto('/eeHome');
    await expect(page).toHaveURL(/\/ee$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 404/] });

    test('unknown paths and aliases redirect by meta refresh', async ({ page }) => {
      await page.goto('/nothing-here');
      await page.goto('/eeHome');
      await expect(page).toHaveURL(/\/ee$/);
    });

    test('the home page shows its text', async ({ page }) => {
      await page.goto('/helloworld');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /2048/ })).toBeVisible();
    });
  });

  test('sitemap and robots are served', async ({ request }) => {
    const sitemap = await request.get('sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const robots = await request.get('robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
  });
});
