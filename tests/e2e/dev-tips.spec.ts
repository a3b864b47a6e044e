import { devTips, devTipsTexts } from '@/content/dev-tips';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

test.describe('dev tips', () => {
  test.beforeEach(async ({ page }) => {
    // A stand-in player so the embedded address can be seen loading, offline.
    await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>player</title><p>Reproductor ${new URL(route.request().url()).pathname}</p>`,
      }),
    );
  });

  test('lists the videos as cards with icon, title, description and button', async ({ page }) => {
    await page.goto('/dev-tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev tips' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/helloworld');
    const cards = page.locator('#main li');
    await expect(cards).toHaveCount(devTips.length);
    for (const [i, tip] of devTips.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(tip.title);
      await expect(card).toContainText(tip.description);
      await expect(card).toContainText(devTipsTexts.typeLabels[tip.type]);
      await expect(card.locator(`svg[data-type="${tip.type}"]`)).toHaveCount(1);
      await expect(card.getByRole('button', { name: devTipsTexts.open.VIDEO })).toBeVisible();
    }
    // DD/MM/YYYY, as SPEC writes the course's and the tips' dates.
    const [y, m, d] = devTips[0]!.creationDate.slice(0, 10).split('-');
    await expect(cards.first()).toContainText(`${d}/${m}/${y}`);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('opens the viewer, sets the address right after, and clears it on close', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/dev-tips');
    await waitForHydration(page);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const tip = devTips[4]!;
    const button = page.locator('#main li').nth(4).getByRole('button', { name: 'Ver video' });
    await button.click();

    const dialog = page.getByRole('dialog', { name: tip.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', `Video: ${tip.title}`);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation',
    );
    // The address is set right after the dialog opens (next tick), not with it.
    await expect(frame).not.toHaveAttribute('src');
    await page.clock.runFor(1);
    await expect(frame).toHaveAttribute('src', tip.url);
    await expect(
      page.frameLocator('#dev-tip-viewer iframe').getByText(`Reproductor /embed/`),
    ).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.width).toBeGreaterThan(600);

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.clock.runFor(100);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('Escape closes the viewer and another video opens with its own address', async ({
    page,
  }) => {
    await page.goto('/dev-tips');
    await waitForHydration(page);
    const first = page.locator('#main li').first().getByRole('button', { name: 'Ver video' });
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: devTips[0]!.title });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', devTips[0]!.url);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.locator('#main li').last().getByRole('button', { name: 'Ver video' }).click();
    const last = page.getByRole('dialog', { name: devTips[11]!.title });
    await expect(last.locator('iframe')).toHaveAttribute('src', devTips[11]!.url);
  });

  test('fits a 375 px screen without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dev-tips');
    await waitForHydration(page);
    await page.locator('#main li').first().getByRole('button', { name: 'Ver video' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`dev tips viewer accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test('the open viewer has no axe violations', async ({ page }) => {
      test.slow(); // a full axe run takes a while on a busy machine
      await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>player</title><p>player</p></html>',
        }),
      );
      await page.goto('/dev-tips');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Ver video' }).first().click();
      await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
        'src',
        devTips[0]!.url,
      );
      expect(await axeViolations(page, { all: true, exclude: '#dev-tip-viewer iframe' })).toEqual(
        [],
      );
    });
  });
}
