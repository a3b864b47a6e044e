import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { newsPage, newsSettings } from '@/content/news';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { loadFirstSource, loadSecondSource } from '@/lib/news/load';
import type { FirstSourceItem, SecondSourceItem } from '@/lib/news/types';
import {
  escapeRegExp,
  expect,
  expectThumbnailBesideTitle,
  largestPaintTag,
  test,
  waitForHydration,
} from './fixtures';

// The e2e build has no network (or FEEDS_OFFLINE=1): the page shows the committed snapshots.
let first: FirstSourceItem[] = [];
let second: SecondSourceItem[] = [];

test.beforeAll(async () => {
  const quiet = { offline: true, warn: () => {} };
  first = (await loadFirstSource(quiet)).items;
  second = (await loadSecondSource(quiet)).items;
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
});

const noImagePath = path.join(process.cwd(), 'public', 'assets', 'img', 'no-image.jpg');
const randomImage = new RegExp(`^${escapeRegExp(site.randomImageHost)}/600/300\\?random=[0-9]$`);

function tab(page: Page, name: string) {
  return page
    .getByRole('tablist', { name: newsPage.tablistLabel })
    .getByRole('tab', { name, exact: true });
}

function cards(page: Page) {
  return page.getByRole('tabpanel').getByRole('article');
}

/** Console messages of type log, with their arguments as values. */
function captureLogs(page: Page) {
  const logs: Promise<unknown[]>[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'log') logs.push(Promise.all(msg.args().map((arg) => arg.jsonValue())));
  });
  return () => Promise.all(logs);
}

/** The dates of the cards: DD/MM/YYYY HH:MM. */
const cardDate = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** Serves the random images (the site's own stand-in picture); returns the addresses asked for. */
async function serveRandomImages(page: Page) {
  const requested: string[] = [];
  await page.route(new RegExp(`^${site.randomImageHost}/`), (route) => {
    requested.push(route.request().url());
    return route.fulfill({ path: noImagePath, contentType: 'image/jpeg' });
  });
  return requested;
}

async function openNews(page: Page) {
  await page.goto(pages.news.path);
  await waitForHydration(page);
}

test.describe('content-rating page', () => {
  test('NEWS, the default tab: cards, safe descriptions, pictures and ratings that only reach the console', async ({
    page,
  }) => {
    const logs = captureLogs(page);
    const without = first.find((i) => i.image === null)!;
    const withImage = first.find((i) => i.image !== null)!;
    // This photo's address answers an empty body: the broken photo must be replaced.
    await page.route(`**${withImage.image!}`, (route) => route.fulfill({ status: 204 }));
    await openNews(page);

    await test.step('a card per item with image, title, link, source, description, date and ratings', async () => {
      await expect(tab(page, newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(first.length);
      const item = first[0]!;
      const card = page.getByRole('article', { name: item.title });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.title);
      const link = card.getByRole('link', { name: new RegExp(`^${newsPage.readArticle}`) });
      await expect(link).toHaveAttribute('href', item.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(card).toContainText(`[${item.source}]`);
      await expect(card.locator('time')).toHaveText(item.date);
      await expect(card.locator('time')).toHaveText(cardDate);
      const img = card.locator('img');
      await expect(img).toHaveAttribute('width', '640');
      await expect(img).toHaveAttribute('height', '360');
      // The first card's picture is the largest element of the first screen: it loads with
      // the page; the others load as they near the screen.
      await expect(img).toHaveAttribute('loading', 'eager');
      await expect(cards(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
      for (const rating of newsPage.newsRatings) {
        await expect(card.getByRole('button', { name: rating, exact: true })).toBeVisible();
      }
    });

    await test.step('links inside descriptions open in a new tab and nothing executable is rendered', async () => {
      const panel = page.getByRole('tabpanel');
      const links = await panel
        .locator('article div[lang] a')
        .evaluateAll((els) =>
          els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
        );
      expect(links.length).toBeGreaterThan(0);
      for (const [href, target, rel] of links) {
        expect(href).toMatch(/^https?:\/\//);
        expect([href, target, rel]).toEqual([href, '_blank', 'noopener noreferrer']);
      }
      await expect(
        panel.locator('script, iframe, svg:not([aria-hidden]), [onerror], [onload], [onclick]'),
      ).toHaveCount(0);
    });

    await test.step('rating buttons write the rating and the item to the console, and nothing else happens', async () => {
      // Nothing is sent anywhere: no request leaves the site and nothing is posted. (Lazy
      // card images may load as the page scrolls, and a link under the pointer prefetches
      // its page, which Next checks first with a HEAD request.)
      const origin = new URL(page.url()).origin;
      const requests: string[] = [];
      page.on('request', (request) => {
        const outside = !request.url().startsWith(origin) && request.resourceType() !== 'image';
        const sameSiteRead = ['GET', 'HEAD'].includes(request.method());
        if (outside || !sameSiteRead) requests.push(`${request.method()} ${request.url()}`);
      });
      const item = first[1]!;
      const card = page.getByRole('article', { name: item.title });
      for (const rating of newsPage.newsRatings) {
        await card.getByRole('button', { name: rating, exact: true }).click();
        // The click is seen: the chosen button stays pressed (only it) and a line confirms it.
        await expect(card.getByRole('button', { pressed: true })).toHaveAccessibleName(rating);
        await expect(card.getByText(newsPage.rated(rating), { exact: true })).toBeVisible();
      }
      await expect.poll(async () => (await logs()).length).toBe(newsPage.newsRatings.length);
      const messages = await logs();
      expect(messages.map(([rating]) => rating)).toEqual([...newsPage.newsRatings]);
      for (const [, logged] of messages) expect(logged).toEqual(item);
      expect(requests).toEqual([]);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });

    await test.step('photos that load are shown as they are (the snapshot ships its own)', async () => {
      // Each card's picture in turn is brought on screen (they load lazily) and waited for.
      const shown = await cards(page).evaluateAll(async (articles) => {
        const seen: { title: string; src: string | null; width: number }[] = [];
        for (const article of articles) {
          const img = article.querySelector('img')!;
          img.scrollIntoView({ block: 'center' });
          if (!(img.complete && img.naturalWidth > 0)) {
            await new Promise((settled) => {
              img.addEventListener('load', settled, { once: true });
              img.addEventListener('error', settled, { once: true });
            });
          }
          const title = article.querySelector('h2')?.textContent ?? '';
          seen.push({ title, src: img.getAttribute('src'), width: img.naturalWidth });
        }
        return seen;
      });
      const photos = first.filter((i) => i.image !== null && i !== withImage);
      expect(photos.length).toBeGreaterThan(0);
      for (const item of photos) {
        const img = shown.find((s) => s.title === item.title);
        expect(img?.src, item.title).toBe(item.image);
        expect(img?.width ?? 0, item.title).toBeGreaterThan(0);
      }
    });

    await test.step('items without an image show the fallback image, and so do images that fail to load', async () => {
      const fallback = page.getByRole('article', { name: without.title }).locator('img');
      await fallback.scrollIntoViewIfNeeded();
      await expect(fallback).toHaveAttribute('src', newsSettings.noImage);
      await expect
        .poll(() => fallback.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      const broken = page.getByRole('article', { name: withImage.title }).locator('img');
      await broken.scrollIntoViewIfNeeded();
      await expect(broken).toHaveAttribute('src', newsSettings.noImage);
      // The light stand-in is dimmed in the dark theme; real photos are not.
      const filter = (img: typeof fallback) => img.evaluate((el) => getComputedStyle(el).filter);
      await expect.poll(() => filter(fallback)).toBe('none');
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      await expect.poll(() => filter(fallback)).toBe('brightness(0.6)');
      await expect.poll(() => filter(broken)).toBe('brightness(0.6)');
      const other = first.find((i) => i.image !== null && i !== withImage)!;
      const photo = page.getByRole('article', { name: other.title }).locator('img');
      await expect.poll(() => filter(photo)).toBe('none');
    });
  });

  test('the other tabs: NEWS2 with its videos, IMAGES with its random draws; by keyboard; on a phone and a desktop', async ({
    page,
  }) => {
    const requested = await serveRandomImages(page);
    // The first random image fails to load.
    await page.route(
      new RegExp(`^${site.randomImageHost}/`),
      (route) => route.fulfill({ status: 204 }),
      {
        times: 1,
      },
    );
    const logs = captureLogs(page);
    await openNews(page);

    await test.step('NEWS2 lists the second source newest first; a video is never a black box', async () => {
      await tab(page, newsPage.tabs.NEWS2).click();
      await expect(tab(page, newsPage.tabs.NEWS2)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'false');
      await expect(cards(page)).toHaveCount(second.length);
      await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
        second.map((i) => i.title),
      );
      const times = await cards(page)
        .locator('time')
        .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime')!)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      await expect(cards(page).first().locator('time')).toHaveText(cardDate);

      const plain = second.find((i) => i.video === null && i.image === null)!;
      const plainCard = page.getByRole('article', { name: plain.title });
      await plainCard.scrollIntoViewIfNeeded();
      await expect(plainCard.locator('img')).toHaveAttribute('src', newsSettings.noImage);
      const videoItem = second.find((i) => i.video !== null)!;
      const video = page.getByRole('article', { name: videoItem.title }).locator('video');
      await expect(video.locator('source')).toHaveAttribute('src', videoItem.video!);
      await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
      await expect(video).toContainText(newsPage.videoFallback);
      // A video is never a black box: its own picture, or the site's poster when it has none.
      const posters = await cards(page).evaluateAll((articles) =>
        articles.map((article) => article.querySelector('video')?.getAttribute('poster') ?? null),
      );
      expect(posters).toEqual(
        second.map((i) => (i.video === null ? null : (i.image ?? newsSettings.videoPoster))),
      );
      expect(second.some((i) => i.video !== null && i.image === null)).toBe(true);
    });

    await test.step('the camera button opens the video in the modal exampleModal', async () => {
      const withVideo = second.filter((i) => i.video !== null);
      expect(withVideo.length).toBeGreaterThanOrEqual(2);
      const cameras = page.getByRole('button', { name: new RegExp(`^${newsPage.watchVideo}`) });
      await expect(cameras).toHaveCount(withVideo.length);

      const modal = page.locator('dialog#exampleModal');
      await expect(modal).toBeHidden();
      for (const item of withVideo) {
        const camera = page
          .getByRole('article', { name: item.title })
          .getByRole('button', { name: `${newsPage.watchVideo}: ${item.title}` });
        await camera.click();
        await expect(modal).toBeVisible();
        await expect(page.getByRole('dialog', { name: item.title })).toBeVisible();
        const video = modal.locator('video');
        await expect(video).toHaveAttribute('controls', '');
        await expect(video.locator('source')).toHaveAttribute('src', item.video!);
        await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
        await expect(video).toContainText(newsPage.videoFallback);
        // The snapshot's clips ship with the site: the player can read and seek them.
        await expect
          .poll(() => video.evaluate((el: HTMLVideoElement) => el.duration))
          .toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
        await expect(camera).toBeFocused();
      }
    });

    const image = page.getByRole('img', { name: newsPage.imageAlt });
    const imageUrl = (n: number) => `${site.randomImageHost}/600/300?random=${n}`;

    await test.step('an image that cannot be loaded gives a short neutral line instead of a blank', async () => {
      await tab(page, newsPage.tabs.IMAGES).click();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(newsPage.imageFailed)).toBeVisible();
      await expect(
        page.getByRole('button', { name: newsPage.imageRatings[0], exact: true }),
      ).toHaveCount(0);
    });

    await test.step('IMAGES shows one random 600x300 image, a new draw on each visit, and logs its ratings', async () => {
      // Visiting the tab again (even from itself) draws again.
      await page.evaluate(() => (Math.random = () => 0.42));
      await tab(page, newsPage.tabs.IMAGES).click();
      await expect(image).toHaveAttribute('src', imageUrl(4));
      await expect(image).toHaveAttribute('src', randomImage);
      await expect(image).toHaveAttribute('width', String(newsSettings.randomImageWidth));
      await expect(image).toHaveAttribute('height', String(newsSettings.randomImageHeight));
      await expect
        .poll(() => image.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByRole('status')).toHaveCount(0);
      for (const rating of newsPage.imageRatings) {
        await expect(page.getByRole('button', { name: rating, exact: true })).toBeVisible();
      }

      await page.getByRole('button', { name: newsPage.imageRatings[0], exact: true }).click();
      await expect.poll(async () => (await logs()).length).toBe(1);
      expect((await logs())[0]).toEqual([newsPage.imageRatings[0], { url: imageUrl(4) }]);

      await page.evaluate(() => (Math.random = () => 0.97));
      await tab(page, newsPage.tabs.NEWS).click();
      await expect(cards(page)).toHaveCount(first.length);
      await expect(
        page.getByRole('button', { name: newsPage.newsRatings[0], exact: true }),
      ).toHaveCount(first.length);
      await tab(page, newsPage.tabs.IMAGES).click();
      await expect(image).toHaveAttribute('src', imageUrl(9));
      await page.evaluate(() => (Math.random = () => 0));
      await tab(page, newsPage.tabs.IMAGES).click();
      await expect(image).toHaveAttribute('src', imageUrl(0));
      await page.getByRole('button', { name: newsPage.imageRatings[2], exact: true }).click();
      await expect.poll(async () => (await logs()).length).toBe(2);
      expect((await logs())[1]).toEqual([newsPage.imageRatings[2], { url: imageUrl(0) }]);
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.every((url) => randomImage.test(url))).toBe(true);
    });

    await test.step('the tabs work with the arrow keys, Home and End', async () => {
      await tab(page, newsPage.tabs.NEWS).click();
      await tab(page, newsPage.tabs.NEWS).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, newsPage.tabs.NEWS2)).toBeFocused();
      await expect(tab(page, newsPage.tabs.NEWS2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tab(page, newsPage.tabs.IMAGES)).toBeFocused();
      await expect(image).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, newsPage.tabs.NEWS)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, newsPage.tabs.IMAGES)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab(page, newsPage.tabs.NEWS)).toBeFocused();
      await expect(cards(page)).toHaveCount(first.length);
    });

    const firstTwo = () =>
      Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);

    await test.step('at 375 px: one column and no horizontal scroll on every tab', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      const noScroll = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
      const [a, b] = await firstTwo();
      expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
      expect(await noScroll()).toBe(true);
      for (const name of [newsPage.tabs.NEWS2, newsPage.tabs.IMAGES]) {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        expect(await noScroll(), name).toBe(true);
      }
    });

    await test.step('two columns on a desktop screen', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await tab(page, newsPage.tabs.NEWS).click();
      await expect(cards(page)).toHaveCount(first.length);
      const [a, b] = await firstTwo();
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
      expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    });
  });

  test("on a phone a picture is a thumbnail beside its title, so the first screen's largest element is text; on a desktop it spans the card", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openNews(page);
    const card = cards(page).first();
    await expectThumbnailBesideTitle(card);
    expect(await largestPaintTag(page)).not.toBe('IMG');

    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await card.locator('img').boundingBox();
    expect(wide!.width).toBeGreaterThan((await card.boundingBox())!.width - 2);
  });

  test('a card far below the first screen is drawn only once it comes near, and always in print', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openNews(page);
    const last = cards(page).last();
    // The browser's own answer: false while content-visibility skips the card.
    const drawn = () =>
      last.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(drawn).toBe(false);
    await expect(last.getByRole('heading')).toHaveText(first.at(-1)!.title);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(drawn).toBe(false);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(drawn).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the NEWS cards are in the pre-rendered page', async ({ page }) => {
      await page.goto(pages.news.path);
      await expect(page.getByRole('heading', { level: 1, name: pages.news.heading })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(first.length);
      await expect(page.getByRole('heading', { level: 2, name: first[0]!.title })).toBeVisible();
      await expect(page.getByRole('article').first().locator('time')).toHaveText(first[0]!.date);
    });
  });
});
