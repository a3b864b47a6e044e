import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { controls } from '@/content/controls';
import { readNewsPage } from '@/content/news';
import { pages } from '@/content/routes';
import { loadHeadlines } from '@/lib/news/load';
import type { ReaderArticle } from '@/lib/news/types';
import {
  expect,
  expectThumbnailBesideTitle,
  largestPaintTag,
  test,
  waitForHydration,
} from './fixtures';

// The e2e build has no NEWS_API_KEY: the reader shows the committed snapshot.
let articles: ReaderArticle[] = [];

test.beforeAll(async () => {
  articles = (await loadHeadlines({ apiKey: '', offline: true, warn: () => {} })).items;
  expect(articles.length).toBeGreaterThan(2);
});

const counter = (page: import('@playwright/test').Page) => page.getByTestId('reader-counter');

test.describe('news reader', () => {
  test('one article at a time with all its parts; next moves through them all and wraps, each with its picture or none, never scrolling sideways at 375 px', async ({
    page,
  }) => {
    const withImage = articles.filter((a) => a.image !== null);
    expect(withImage.length).toBeGreaterThan(1);
    expect(articles.some((a) => a.image === null)).toBe(true);
    // One picture's address answers an empty body: that article is shown without it.
    const broken = withImage[1]!;
    await page.route(`**${broken.image!}`, (route) => route.fulfill({ status: 204 }));
    await page.goto(pages.readNews.path);

    await test.step('the first article with all its parts', async () => {
      const article = articles[0]!;
      await expect(
        page.getByRole('heading', { level: 1, name: pages.readNews.heading }),
      ).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(counter(page)).toHaveText(`(1/${articles.length})`);
      const shown = page.getByRole('article', { name: article.title });
      await expect(shown.getByRole('heading', { level: 2 })).toHaveText(article.title);
      await expect(shown).toContainText(article.sourceName);
      if (article.author) await expect(shown).toContainText(article.author);
      if (article.description) await expect(shown).toContainText(article.description);
      if (article.content) await expect(shown).toContainText(article.content);
      await expect(shown.locator('time')).toHaveText(article.date);
      await expect(shown.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const link = shown.getByRole('link', { name: new RegExp(`^${readNewsPage.goToNews}`) });
      await expect(link).toHaveAttribute('href', article.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('status')).toHaveCount(0);
    });

    await page.setViewportSize({ width: 375, height: 740 });
    await waitForHydration(page);
    const next = page.getByRole('button', { name: readNewsPage.next, exact: true });
    const shown = page.getByRole('article');
    for (const [i, article] of articles.entries()) {
      await test.step(`article ${i + 1}: its title, date and picture (or none), at 375 px`, async () => {
        await expect(counter(page)).toHaveText(`(${i + 1}/${articles.length})`);
        await expect(shown.getByRole('heading', { level: 2 })).toHaveText(article.title);
        await expect(shown.locator('time')).toHaveText(article.date);
        const img = shown.locator('img');
        if (article.image !== null && article !== broken) {
          await expect(img).toHaveAttribute('src', article.image);
          await expect(img).toHaveAttribute('width', '800');
          await expect(img).toHaveAttribute('height', '450');
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
            .toBeGreaterThan(0);
        } else {
          await expect(img).toHaveCount(0);
        }
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        await next.click();
      });
    }

    await test.step("'next' on the last article wraps to the first", async () => {
      await expect(counter(page)).toHaveText(`(1/${articles.length})`);
      await expect(shown.getByRole('heading', { level: 2 })).toHaveText(articles[0]!.title);
      await expect(next).toBeFocused();
    });
  });

  test("on a phone the article's picture is a thumbnail beside its title, so the first screen's largest element is text", async ({
    page,
  }) => {
    expect(articles[0]!.image).not.toBeNull();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(pages.readNews.path);
    await expectThumbnailBesideTitle(page.getByRole('article'));
    expect(await largestPaintTag(page)).not.toBe('IMG');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the first article is in the pre-rendered page', async ({ page }) => {
      await page.goto(pages.readNews.path);
      await expect(counter(page)).toHaveText(`(1/${articles.length})`);
      await expect(page.getByRole('heading', { level: 2, name: articles[0]!.title })).toBeVisible();
      await expect(page.getByRole('link', { name: controls.back.en, exact: true })).toHaveAttribute(
        'href',
        pages.readNews.back,
      );
    });
  });

  test('the NewsAPI key and the code that sends it never reach the browser', () => {
    const files = readdirSync(path.join(process.cwd(), 'out'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(0);
    // The build-time client (which reads the key and sends it as a header) is not bundled.
    const needles = ['X-Api-Key', 'NEWS_API_KEY'];
    // With a key set for the build, the key itself appears nowhere either.
    const key = process.env.NEWS_API_KEY?.trim();
    if (key) needles.push(key);
    const leaking = files.filter((file) => {
      const content = readFileSync(file);
      return needles.some((needle) => content.includes(needle));
    });
    expect(leaking).toEqual([]);
  });
});
