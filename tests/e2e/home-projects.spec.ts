import { home, projects } from '@/content/home';
import { finishedRoutes, pages } from '@/content/routes';
import { expect, test } from './fixtures';

test('the project cards come in the owner’s order, each with a described, loaded picture', async ({
  page,
}) => {
  await page.goto(pages.home.path);
  const cards = page.locator('#projects li > a:has(img)');
  await expect(cards).toHaveCount(projects.length);
  for (const [i, project] of projects.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('href', project.href);
    const img = cards.nth(i).getByRole('img', { name: project.shows });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(640);
  }
  await expect(
    page.locator('#projects').getByRole('link', { name: new RegExp(`^${home.codeLink}`) }),
  ).toHaveCount(projects.filter((p) => p.codeUrl).length);
});

test('a page in progress is out of the sitemap and the search', async ({ page, request }) => {
  const xml = await (await request.get('sitemap.xml')).text();
  for (const route of finishedRoutes) expect(xml).toContain(`${route.path}</loc>`);
  expect(xml).not.toContain(`${pages.linktree.path}</loc>`);

  await page.goto(`${pages.search.path}?q=${encodeURIComponent(pages.linktree.heading)}`);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/, { timeout: 15_000 });
  await expect(page.locator(`#main a[href="${pages.linktree.path}"]`)).toHaveCount(0);
});
