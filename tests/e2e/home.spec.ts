import { cvPhoto } from '@/content/cv';
import { home, projects } from '@/content/home';
import { controls } from '@/content/controls';
import { site } from '@/content/site';
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

    // Text that changes by itself can be stopped (WCAG 2.2.2), by keyboard too.
    await page.getByRole('button', { name: home.taglinePause }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(home.taglineIntervalMs * 3);
    await expect(visible).toHaveText(home.taglines[start]!);
    await page.getByRole('button', { name: home.taglineResume }).click();
    await page.clock.runFor(home.taglineIntervalMs);
    await expect(visible).toHaveText(home.taglines[(start + 1) % n]!);
    await expect(page.getByRole('button', { name: home.taglinePause })).toBeVisible();
  });

  test('the Projects button scrolls to the grid', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto('/helloworld');
    const grid = page.getByRole('heading', { name: home.projectsHeading, level: 2 });
    await page.getByRole('link', { name: home.projectsButton, exact: true }).click();
    await expect(grid).toBeInViewport();
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`the hero shows the photo, the role, the actions and the profiles at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/helloworld');
      const hero = page.locator('section').first();
      const photo = hero.getByRole('img', { name: site.name });
      await expect(photo).toHaveAttribute('src', cvPhoto.src);
      await expect
        .poll(() => photo.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      await expect(hero.getByText(site.role, { exact: true })).toBeVisible();
      const newTab = ` ${controls.newTab.en}`;
      const resume = hero.getByRole('link', { name: `${home.resumeButton}${newTab}` });
      await expect(resume).toHaveAttribute('href', site.resumeUrl);
      await expect(resume).toHaveAttribute('target', '_blank');
      const contact = hero.getByRole('link', { name: home.contactButton, exact: true });
      await expect(contact).toHaveAttribute('href', `mailto:${site.email}`);
      const profiles = hero.getByRole('list', { name: home.profilesLabel }).getByRole('link');
      await expect(profiles).toHaveCount(3);
      for (const key of ['codeHost', 'network', 'feed'] as const) {
        await expect(profiles.filter({ hasText: site.socialNames[key] })).toHaveAttribute(
          'href',
          site.social[key],
        );
      }
      // Photo, heading and both actions are in the first screen, clear of the footer.
      const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y;
      for (const element of [photo, page.getByRole('heading', { level: 1 }), resume, contact]) {
        await expect(element).toBeInViewport();
        const box = (await element.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(footerTop);
      }
    });
  }

  test('the data export lives on its own page, linked from the footer', async ({ page }) => {
    await page.goto('/helloworld');
    await expect(page.getByRole('button', { name: 'Export my data' })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL(/\/data$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible();
  });

  test('the 8 project cards link to their pages and show their screenshots and tags', async ({
    page,
  }) => {
    await page.goto('/helloworld');
    const cards = page.locator('#projects').getByRole('link');
    await expect(cards).toHaveCount(8);
    for (const [i, project] of projects.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAttribute('href', project.href);
      await expect(card).toContainText(project.name);
      await expect(card).toContainText(project.outcome);
      for (const tag of project.tags) await expect(card).toContainText(tag);
      // Screen readers hear the tags as one sentence.
      await expect(card).toHaveAccessibleName(
        new RegExp(`${home.tagsLabel}: ${project.tags.join(', ')}\\.$`),
      );
      const img = card.locator('img');
      await expect(img).toHaveAttribute('src', project.imageUrl);
      await expect(img).toHaveAttribute('width', '640');
      await expect(img).toHaveAttribute('height', '400');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(640);
    }
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/2048$/);
  });
});
