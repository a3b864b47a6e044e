import type { Page } from '@playwright/test';
import { cvPhoto } from '@/content/cv';
import { dataTransferTexts } from '@/content/data-transfer';
import { home, projects } from '@/content/home';
import { controls } from '@/content/controls';
import { pages, routeInfo } from '@/content/routes';
import { site } from '@/content/site';
import { expect, test, waitForHydration } from './fixtures';

/** The profiles the hero lists (the footer adds the others). */
const HERO_PROFILES = ['codeHost', 'network', 'feed'] as const;
/** The size every project screenshot is made at. */
const SCREENSHOT = { width: 640, height: 400 };

/** The hero: photo, role, actions and profiles, all in the first screen, clear of the footer. */
async function expectHero(page: Page) {
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
  await expect(profiles).toHaveCount(HERO_PROFILES.length);
  for (const key of HERO_PROFILES) {
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
}

test.describe('home', () => {
  test('the tagline changes every 2 seconds without moving the page', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-05-01T10:00:00Z') });
    await page.goto(pages.home.path);
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

  test('the hero, the project cards, the Projects button, and the data export on its own page linked from the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(pages.home.path);

    await test.step('the hero shows the photo, the role, the actions and the profiles at 375 px', () =>
      expectHero(page));
    await test.step('the hero shows the photo, the role, the actions and the profiles at 1280 px', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectHero(page);
    });

    const cards = page.locator('#projects').getByRole('link');
    await test.step('each project card links to its page and shows its screenshot and tags', async () => {
      await expect(cards).toHaveCount(projects.length);
      for (const [i, project] of projects.entries()) {
        // Every card leads to a page of the site.
        expect(() => routeInfo(project.href)).not.toThrow();
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
        await expect(img).toHaveAttribute('width', String(SCREENSHOT.width));
        await expect(img).toHaveAttribute('height', String(SCREENSHOT.height));
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
          .toBe(SCREENSHOT.width);
      }
    });

    await test.step('the Projects button scrolls to the grid', async () => {
      await page.setViewportSize({ width: 375, height: 600 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const grid = page.getByRole('heading', { name: home.projectsHeading, level: 2 });
      await expect(grid).not.toBeInViewport();
      await page.getByRole('link', { name: home.projectsButton, exact: true }).click();
      await expect(grid).toBeInViewport();
    });

    await test.step('the home page has no export; a card opens its page', async () => {
      await expect(page.getByRole('button', { name: dataTransferTexts.exportButton })).toHaveCount(
        0,
      );
      await waitForHydration(page);
      await cards.last().click();
      await expect(page).toHaveURL(new RegExp(`${projects.at(-1)!.href}$`));
    });

    await test.step('the footer links to the Your data page, where the export lives', async () => {
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: pages.yourData.heading })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pages.yourData.path}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: pages.yourData.heading }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: dataTransferTexts.exportButton }),
      ).toBeVisible();
    });
  });
});
