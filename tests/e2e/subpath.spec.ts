import { pages } from '@/content/routes';
import { shell } from '@/content/shell';
import { expect, offlineUse, test, waitForHydration, waitForPageKept } from './fixtures';

// Runs against the build made with NEXT_PUBLIC_BASE_PATH=/personal-site (out-subpath/),
// served under that sub-path like a GitHub Pages project site. Paths here are relative
// to the base URL (no leading slash).
const BASE = '/personal-site';

test.describe('deployed under a sub-path', () => {
  test('pages, links, images, styles and scripts work under the sub-path', async ({ page }) => {
    await page.goto('helloworld');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstImage = page.locator('#projects img').first();
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const bodyBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bodyBg).not.toBe('rgba(0, 0, 0, 0)');
    // Links are followed on the client under the sub-path too: the document stays.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('#projects').getByRole('link', { name: /2048/ }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/2048$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2048');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/helloworld$`));
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('canonical and preview-image addresses carry the sub-path, and the image is served', async ({
    page,
    request,
  }) => {
    await page.goto('cv/en');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`${BASE}/cv/en`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const imagePath = new URL(image!).pathname;
    expect(imagePath).toBe(`${BASE}/og/cv-en.png`);
    const response = await request.get(imagePath.slice(BASE.length + 1));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test("the news snapshots' own pictures load from under the sub-path", async ({ page }) => {
    await page.goto('news');
    await waitForHydration(page);
    const picture = page.getByRole('tabpanel').getByRole('article').first().locator('img');
    await expect(picture).toHaveAttribute('src', new RegExp(`^${BASE}/assets/news/[a-z-]+\\.svg$`));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(picture).toHaveAttribute('src', new RegExp(`^${BASE}/assets/news/`));
  });

  test.describe('redirects', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('the root and unknown paths land on the sub-path home', async ({ page }) => {
      await page.goto('');
      await expect(page).toHaveURL(new RegExp(`${BASE}/helloworld$`));
      await page.goto('does/not/exist');
      await page.goto('eeHome');
      await expect(page).toHaveURL(new RegExp(`${BASE}/ee$`));
    });
  });

  test('search loads its index and opens results under the sub-path', async ({ page }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/'))
        pagefindRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('helloworld');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('went');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/, { timeout: 15_000 });
    await expect(dialog.getByRole('option').first()).toContainText('go · went · gone');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${BASE}/ee/irregularVerbs#verb-tech-go$`));
    await expect(page.locator('#verb-tech-go')).toBeInViewport({ timeout: 15_000 });
    expect(pagefindRequests.length).toBeGreaterThan(0);
    for (const path of pagefindRequests) expect(path.startsWith(`${BASE}/pagefind/`)).toBe(true);

    await page.goto('search?q=Kubernetes&lang=en');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/, { timeout: 15_000 });
    const first = page.getByRole('list', { name: 'Results' }).getByRole('link').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${BASE}/cv/en(#[\\w-]+)?$`));
  });

  test('the sitemap lists sub-path URLs', async ({ request }) => {
    const xml = await (await request.get('sitemap.xml')).text();
    expect(xml).toContain(`${BASE}/helloworld</loc>`);
    expect(xml).toContain(`${BASE}/cv</loc>`);
  });
});

test('the service worker keeps the shell (the framework scripts) under the sub-path', async ({
  page,
  request,
}) => {
  await page.goto('helloworld');
  // The styles are inline in each page (next.config.ts): the scripts are the shell.
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(script).toMatch(new RegExp(`^${BASE}/_next/static/`));
  const worker = await (await request.get('sw.js')).text();
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  // Addresses relative to the worker, which lives under the sub-path.
  expect(precached).toContain(script!.slice(BASE.length + 1));
  expect(precached.filter((url) => /^_next\/static\/.+\.js$/.test(url!)).length).toBeGreaterThan(3);
});

test.describe('offline under the sub-path', () => {
  test.use(offlineUse);

  test('a page never visited shows the offline page, which lists the pages kept', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('cv');
    await waitForHydration(page);
    await waitForPageKept(page);
    await context.setOffline(true);
    await page.goto('news');
    await expect(
      page.getByRole('heading', { level: 1, name: shell.offline.heading }),
    ).toBeVisible();
    await waitForHydration(page);
    const kept = page
      .getByRole('region', { name: shell.offline.savedHeading })
      .getByRole('link', { name: pages.cv.title });
    await expect(kept).toHaveAttribute('href', `${BASE}/cv`);
    await kept.click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/cv$`));
    await expect(page.getByRole('heading', { level: 1, name: pages.cv.heading })).toBeVisible();
    await context.setOffline(false);
  });
});
