import { home, projects } from '@/content/home';
import { expect, test, waitForHydration } from './fixtures';

test.describe('home', () => {
  test('the tagline changes every 2 seconds without moving the page', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-05-01T10:00:00Z') });
    await page.goto('/helloworld');
    await waitForHydration(page);
    // From here on time moves only when the test says so (the page may have taken a
    // while to load, so start from whichever tagline is shown now).
    await page.clock.pauseAt(new Date('2024-05-01T10:05:00Z'));
    const tagline = page.getByTestId('tagline');
    const visible = tagline.locator('span:not([aria-hidden="true"])');
    const n = home.taglines.length;
    const shown = (await visible.innerText()).trim();
    const start = home.taglines.findIndex((t) => t === shown);
    expect(start).toBeGreaterThanOrEqual(0);
    const before = await page.locator('#projects').boundingBox();
    await page.clock.runFor(home.taglineIntervalMs);
    await expect(visible).toHaveText(home.taglines[(start + 1) % n]!);
    await page.clock.runFor(home.taglineIntervalMs);
    await expect(visible).toHaveText(home.taglines[(start + 2) % n]!);
    await page.clock.runFor(home.taglineIntervalMs * (n - 2));
    await expect(visible).toHaveText(home.taglines[start]!);
    const after = await page.locator('#projects').boundingBox();
    expect(after?.y).toBe(before?.y);
  });

  test('the Projects button scrolls to the grid', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/helloworld');
    const grid = page.getByRole('heading', { name: home.projectsHeading, level: 2 });
    await page.getByRole('link', { name: home.projectsButton, exact: true }).click();
    await expect(grid).toBeInViewport();
  });

  test('the 8 project cards link to their pages and show local images', async ({ page }) => {
    await page.goto('/helloworld');
    const cards = page.locator('#projects').getByRole('link');
    await expect(cards).toHaveCount(8);
    const expected = [
      '/news',
      '/web-bd',
      '/2048',
      '/pokemonGame',
      '/tictactoe',
      '/ee',
      '/dev-tips',
      '/local-todolist',
    ];
    expect(projects.map((p) => p.href)).toEqual(expected);
    for (const [i, project] of projects.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAttribute('href', project.href);
      await expect(card).toContainText(project.name);
      const img = card.locator('img');
      await expect(img).toHaveAttribute('width', '400');
      await expect(img).toHaveAttribute('height', '240');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/2048$/);
  });
});
