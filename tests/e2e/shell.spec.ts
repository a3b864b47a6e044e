import type { Page } from '@playwright/test';
import { controls } from '@/content/controls';
import { englishMenu } from '@/content/english/menu';
import { projects } from '@/content/home';
import { mainNav } from '@/content/navigation';
import { pages, routes } from '@/content/routes';
import { searchTexts } from '@/content/search';
import { shell } from '@/content/shell';
import { site } from '@/content/site';
import { cvByLang } from '@/lib/cv/compose';
import { escapeRegExp, expect, expectIconsDrawn, test, waitForHydration } from './fixtures';

const navLabel = (href: string) => mainNav.find((link) => link.href === href)!.label;
const nav = (page: Page) => page.getByRole('navigation', { name: shell.mainNavLabel });
const navLink = (page: Page, href: string) =>
  nav(page).getByRole('link', { name: navLabel(href), exact: true });
const menuButton = (page: Page) => page.getByRole('button', { name: shell.menuButton });
const atPath = (path: string) => new RegExp(`${escapeRegExp(path)}$`);
/** The footer's icons: home, e-mail, every profile and Your data. */
const FOOTER_ICONS = 3 + Object.keys(site.social).length;

test.describe('shell', () => {
  test('the frame: theme, footer links, navigation and the focus after a link is followed', async ({
    page,
  }) => {
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: shell.theme.label });

    await test.step('the theme follows the system preference on the first visit, and its changes', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(pages.home.path);
      await expect(html).toHaveClass(/dark/);
      await waitForHydration(page);
      // The system turns light while the page is open: nothing was chosen, so it follows.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(html).not.toHaveClass(/dark/);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('footer icon links have names and the right targets', async () => {
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('©');
      await expect(footer).toContainText(site.name);
      // Links to other sites say they open a new tab.
      const profiles = (['feed', 'network', 'codeHost', 'orgChart'] as const).map(
        (key) =>
          [
            `${shell.footer.profile(site.name, site.socialNames[key])} ${controls.newTab.en}`,
            site.social[key],
          ] as const,
      );
      const expected: (readonly [RegExp | string, string])[] = [
        [new RegExp(`^${escapeRegExp(shell.footer.home)}$`), pages.home.path],
        [new RegExp(`^${escapeRegExp(shell.footer.email(site.name))}`), `mailto:${site.email}`],
        ...profiles,
        [new RegExp(`^${escapeRegExp(pages.yourData.heading)}$`), pages.yourData.path],
      ];
      for (const [name, href] of expected) {
        await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      for (const [name] of profiles) {
        await expect(footer.getByRole('link', { name })).toHaveAttribute(
          'rel',
          'noopener noreferrer',
        );
      }
    });

    const main = page.locator('main');
    const cvHeading = main.getByRole('heading', { level: 1, name: pages.cv.heading });

    await test.step("after a link is followed, the focus is on the new page's heading and Tab goes on in that page", async () => {
      await navLink(page, pages.cv.path).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(atPath(pages.cv.path));
      await expect(cvHeading).toBeFocused();
      // Shown without a focus ring: a heading is not a control.
      expect(await cvHeading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
      await page.keyboard.press('Tab');
      await expect(main.locator(':focus')).toHaveCount(1);
    });

    await test.step('brand, navigation and resume links point to the right places', async () => {
      await expect(nav(page).getByRole('link', { name: site.name })).toHaveAttribute(
        'href',
        pages.home.path,
      );
      for (const link of mainNav) {
        await expect(navLink(page, link.href)).toHaveAttribute('href', link.href);
      }
      await expect(navLink(page, pages.cv.path)).toHaveAttribute('aria-current', 'page');
      const resume = nav(page).getByRole('link', { name: new RegExp(shell.resume) });
      await expect(resume).toHaveAttribute('href', site.resumeUrl);
      await expect(resume).toHaveAttribute('target', '_blank');
      await expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
    });

    await test.step("a link of the page itself, and the browser's Back, leave the focus on the new page too", async () => {
      await main.getByRole('link', { name: cvByLang.es.labels.back, exact: true }).click();
      await expect(page).toHaveURL(atPath(pages.home.path));
      await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(atPath(pages.cv.path));
      await expect(cvHeading).toBeFocused();
    });

    await test.step('the chosen theme survives a reload without a flash', async () => {
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(html).not.toHaveClass(/dark/);
      await toggle.click();
      await expect(html).toHaveClass(/dark/);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // The choice is saved once the store's code has loaded, on the first press.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      // The class must be on <html> before any script of the app runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { darkAtParse: boolean }).darkAtParse =
            document.documentElement.classList.contains('dark');
        });
      });
      await page.reload();
      expect(
        await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse),
      ).toBe(true);
      await expect(html).toHaveClass(/dark/);
      // The toggle works once the page is interactive (its scripts load after the paint).
      await waitForHydration(page);
      await toggle.click();
      await expect(html).not.toHaveClass(/dark/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await page.reload();
      await expect(html).not.toHaveClass(/dark/);
    });
  });

  test('on phones: the footer, the collapsed navbar and its menu, the icons, pages opened from far down', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(pages.home.path);
    await waitForHydration(page);

    await test.step('no page scrolls sideways', async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    for (const width of [320, 375]) {
      await test.step(`the footer shows the whole copyright line next to its icons at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 640 });
        const copyright = footer.locator('p');
        await expect(copyright).toHaveText(
          `© ${site.copyrightSince}–${new Date().getFullYear()} ${site.name}`,
        );
        const fits = await copyright.evaluate(
          (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1,
        );
        expect(fits).toBe(true);
        const [text, icons, bar] = await Promise.all([
          copyright.boundingBox(),
          footer.getByRole('list').boundingBox(),
          footer.boundingBox(),
        ]);
        expect(text!.x + text!.width).toBeLessThanOrEqual(icons!.x);
        expect(text!.y).toBeGreaterThanOrEqual(bar!.y);
        expect(text!.y + text!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
      });
    }

    await test.step('the fixed footer never hides the end of the page', async () => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
      );
      const lastCard = page.getByRole('link', { name: new RegExp(projects.at(-1)!.name) });
      await expect
        .poll(async () => {
          const [card, bar] = await Promise.all([lastCard.boundingBox(), footer.boundingBox()]);
          return card!.y + card!.height - bar!.y;
        })
        .toBeLessThanOrEqual(0);
    });

    await test.step('on a screen 256 px high the open menu scrolls to its last link', async () => {
      await page.setViewportSize({ width: 320, height: 256 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await menuButton(page).click();
      const last = nav(page).getByRole('link').last();
      await last.focus();
      await expect(last).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the navbar collapses behind a menu button that opens it by mouse and keyboard', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      const button = menuButton(page);
      const cvLink = navLink(page, pages.cv.path);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(cvLink).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(cvLink).toBeVisible();
      // The page below the open menu is shaded; a tap on the shade closes the menu.
      const backdrop = page.getByTestId('menu-backdrop');
      await expect(backdrop).toBeVisible();
      const viewport = page.viewportSize()!;
      await page.mouse.click(viewport.width / 2, viewport.height - 80);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(backdrop).toHaveCount(0);
      await expect(page).toHaveURL(atPath(pages.home.path));
      await button.click();
      await expect(cvLink).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(cvLink).toBeVisible();
      await cvLink.click();
      await expect(page).toHaveURL(atPath(pages.cv.path));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // The focus is not left on the link, hidden in the closed menu: it is on the new page.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    await test.step("the header's and footer's icons are drawn, also those shown later", async () => {
      await page.goto(pages.linktree.path);
      await expectIconsDrawn(footer.locator('svg'), FOOTER_ICONS);
      await expectIconsDrawn(
        page.getByRole('link', { name: controls.back.en, exact: true }).locator('svg'),
        1,
      );
      for (const name of [searchTexts.open, shell.theme.label, shell.menuButton]) {
        await expectIconsDrawn(nav(page).getByRole('button', { name }).locator('svg:visible'), 1);
      }
      // The close icon replaces the menu's when it opens.
      await waitForHydration(page);
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expectIconsDrawn(menuButton(page).locator('svg:visible'), 1);
    });

    await test.step('the open menu by keyboard: Escape goes back to its button, Tab past its end closes it', async () => {
      await page.goto(pages.english.path);
      await waitForHydration(page);
      const button = menuButton(page);
      await button.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.locator('#main-menu').getByRole('link').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // Tab past the last link: the menu closes instead of covering the focused control.
      await page.keyboard.press('Enter');
      await nav(page).getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const focused = page.locator(':focus');
      await expect(focused).toBeInViewport();
      const box = (await focused.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!) === document.activeElement ||
          document.activeElement!.contains(document.elementFromPoint(x!, y!)),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe(true);

      // The link of the page already open closes the menu too.
      await button.click();
      await navLink(page, pages.english.path).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(atPath(pages.english.path));
    });

    await test.step('a page reached by a link far down another page opens at its top, at once', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const target = englishMenu.find((option) => option.route === pages.modalVerbs.path)!;
      const link = page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(target.name)}`) })
        .first();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await link.click();
      const heading = page.getByRole('heading', { level: 1, name: pages.modalVerbs.heading });
      await expect(heading).toBeFocused();
      // No smooth scroll from where the last page was (that ended with the heading under
      // the navbar and the English menu scrolled away).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeInViewport();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("pages declare their language, link the favicon beside the inlined SVG icon, and draw the footer's icons", async ({
    page,
  }) => {
    await test.step('each pre-rendered page declares the language of its main text on <html>', async () => {
      for (const route of routes) {
        const response = await page.request.get(route.path);
        const lang = /<html[^>]*\slang="([^"]+)"/.exec(await response.text())?.[1];
        expect(lang, route.path).toBe(route.lang ?? 'en');
      }
      await page.goto(pages.todo.path);
      await expect(page.locator('html')).toHaveAttribute('lang', pages.todo.lang);
    });

    await test.step('/favicon.ico is a real icon, and pages link it beside the SVG icon, inlined', async () => {
      const response = await page.request.get('/favicon.ico');
      expect(response.status()).toBe(200);
      expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      await page.goto(pages.linktree.path);
      await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
      // The SVG icon is in the page itself, so the browser never fetches it.
      const svgIcon = page.locator('link[rel="icon"][type="image/svg+xml"]');
      await expect(svgIcon).toHaveCount(1);
      const href = (await svgIcon.getAttribute('href')) ?? '';
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      const served = await (await page.request.get('/icon.svg')).text();
      expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(served.trim());
    });

    await test.step("the footer's icons are drawn", async () => {
      await expectIconsDrawn(page.getByRole('contentinfo').locator('svg'), FOOTER_ICONS);
    });
  });
});
