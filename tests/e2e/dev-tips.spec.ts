import type { Page } from '@playwright/test';
import { controls } from '@/content/controls';
import { devTips, devTipsTexts } from '@/content/dev-tips';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { axeViolations, expect, test, waitForHydration, switchScheme } from './fixtures';

const cards = (page: Page) => page.locator('#main li');
const openButton = (page: Page, index: number) =>
  cards(page).nth(index).getByRole('button', { name: devTipsTexts.open.VIDEO });

test.describe('dev tips', () => {
  test('lists the videos as cards; the viewer opens each with its own address, closes by button and Escape, fits 375 px and passes axe', async ({
    page,
  }) => {
    // A stand-in player so the embedded address can be seen loading, offline.
    await page.route(`${site.videoEmbedHost}/embed/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="es"><title>player</title><p>Reproductor ${new URL(route.request().url()).pathname}</p></html>`,
      }),
    );
    await page.clock.install();
    await page.goto(pages.devTips.path);
    await waitForHydration(page);
    // Time stands still until the test moves it on.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    await test.step('lists the videos as cards with icon, title, description and button', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: pages.devTips.heading }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: controls.back.es })).toHaveAttribute(
        'href',
        pages.devTips.back,
      );
      await expect(cards(page)).toHaveCount(devTips.length);
      const shown = await cards(page).evaluateAll((items) =>
        items.map((li) => ({
          title: li.querySelector('h2')?.textContent ?? '',
          text: li.textContent ?? '',
          icons: Array.from(li.querySelectorAll('svg[data-type]'), (svg) =>
            svg.getAttribute('data-type'),
          ),
        })),
      );
      for (const [i, tip] of devTips.entries()) {
        const card = shown[i]!;
        expect(card.title).toBe(tip.title);
        expect(card.text).toContain(tip.description);
        expect(card.text).toContain(devTipsTexts.typeLabels[tip.type]);
        expect(
          card.icons.filter((type) => type === tip.type),
          tip.title,
        ).toHaveLength(1);
      }
      const buttons = cards(page).getByRole('button', { name: devTipsTexts.open.VIDEO });
      await expect(buttons).toHaveCount(devTips.length);
      expect(
        await buttons.evaluateAll((els) => els.filter((el) => !el.checkVisibility()).length),
      ).toBe(0);
      // DD/MM/YYYY, as SPEC writes the course's and the tips' dates.
      const [y, m, d] = devTips[0]!.creationDate.slice(0, 10).split('-');
      await expect(cards(page).first()).toContainText(`${d}/${m}/${y}`);
      await expect(page.locator('iframe')).toHaveCount(0);
    });

    await test.step('opens the viewer, sets the address right after, and clears it on close', async () => {
      const index = Math.floor(devTips.length / 2);
      const tip = devTips[index]!;
      const button = openButton(page, index);
      await button.click();

      const dialog = page.getByRole('dialog', { name: tip.title });
      await expect(dialog).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('title', devTipsTexts.playerTitle(tip.title));
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

      await dialog.getByRole('button', { name: devTipsTexts.close }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await page.clock.runFor(100);
      await expect(page.locator('iframe')).toHaveCount(0);
    });

    await test.step('Escape closes the viewer and another video opens with its own address', async () => {
      const first = openButton(page, 0);
      await first.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: devTips[0]!.title });
      await expect(dialog).toBeVisible();
      await page.clock.runFor(1);
      await expect(dialog.locator('iframe')).toHaveAttribute('src', devTips[0]!.url);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
      await page.clock.runFor(100);
      await expect(page.locator('iframe')).toHaveCount(0);

      await openButton(page, devTips.length - 1).click();
      const last = page.getByRole('dialog', { name: devTips.at(-1)!.title });
      await expect(last).toBeVisible();
      await page.clock.runFor(1);
      await expect(last.locator('iframe')).toHaveAttribute('src', devTips.at(-1)!.url);
    });

    await test.step('the open viewer has no axe violations, in either theme', async () => {
      // Axe needs running timers.
      await page.clock.resume();
      expect(await axeViolations(page, { all: true, exclude: '#dev-tip-viewer iframe' })).toEqual(
        [],
      );
      await switchScheme(page, 'dark');
      expect(
        await axeViolations(page, {
          all: true,
          colorsOnly: true,
          exclude: '#dev-tip-viewer iframe',
        }),
      ).toEqual([]);
    });

    await test.step('the open viewer fits a 375 px screen without horizontal scroll', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByRole('dialog')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
