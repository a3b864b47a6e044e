import { mainNav } from '@/content/navigation';
import { routeInfo, routes } from '@/content/routes';
import { controls } from '@/content/controls';
import { site } from '@/content/site';
import { expect, expectIconsDrawn, test, waitForHydration } from './fixtures';

test.describe('shell', () => {
  test('brand, navigation and resume links point to the right places', async ({ page }) => {
    await page.goto('/cv');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: site.name })).toHaveAttribute('href', '/helloworld');
    for (const link of mainNav) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(nav.getByRole('link', { name: 'CV', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const resume = nav.getByRole('link', { name: /Resume/ });
    await expect(resume).toHaveAttribute('href', site.resumeUrl);
    await expect(resume).toHaveAttribute('target', '_blank');
    await expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('footer icon links have names and the right targets', async ({ page }) => {
    await page.goto('/helloworld');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('©');
    await expect(footer).toContainText(site.name);
    // Links to other sites say they open a new tab.
    const away = (name: string) => `${name} ${controls.newTab.en}`;
    const expected: [RegExp | string, string][] = [
      [/^Home$/, '/helloworld'],
      [/^E-mail/, `mailto:${site.email}`],
      [away(`${site.name} on X`), site.social.feed],
      [away(`${site.name} on LinkedIn`), site.social.network],
      [away(`${site.name} on GitHub`), site.social.codeHost],
      [away(`${site.name} on The Org`), site.social.orgChart],
      [/^Your data$/, '/data'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const [name] of expected.slice(2, -1)) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    }
  });

  test("after a link is followed, the focus is on the new page's heading and Tab goes on in that page", async ({
    page,
  }) => {
    await page.goto('/helloworld');
    await waitForHydration(page);
    const main = page.locator('main');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CV', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cv$/);
    const heading = main.getByRole('heading', { level: 1, name: routeInfo('/cv').heading });
    await expect(heading).toBeFocused();
    // Shown without a focus ring: a heading is not a control.
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await page.keyboard.press('Tab');
    await expect(main.locator(':focus')).toHaveCount(1);

    // A link of the page itself, gone with it, leaves the focus on the new page too.
    await main.getByRole('link', { name: 'Volver', exact: true }).click();
    await expect(page).toHaveURL(/\/helloworld$/);
    await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
    // And so does the browser's Back.
    await page.goBack();
    await expect(page).toHaveURL(/\/cv$/);
    await expect(heading).toBeFocused();
  });

  test('the fixed footer never hides the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/helloworld');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastCard = page.getByRole('link', { name: /Local to-do list/ });
    const cardBox = await lastCard.boundingBox();
    const footerBox = await page.getByRole('contentinfo').boundingBox();
    expect(cardBox && footerBox).toBeTruthy();
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(footerBox!.y);
  });

  for (const width of [320, 375]) {
    test(`the footer shows the whole copyright line next to its icons at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/helloworld');
      const footer = page.getByRole('contentinfo');
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

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the open menu by keyboard: Escape goes back to its button, Tab past its end closes it', async ({
      page,
    }) => {
      await page.goto('/ee');
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
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
      await nav.getByRole('link').last().focus();
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
      await nav.getByRole('link', { name: 'English', exact: true }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/\/ee$/);
    });

    test('a page reached by a link far down another page opens at its top, at once', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/ee');
      await waitForHydration(page);
      const link = page
        .getByRole('main')
        .getByRole('link', { name: /^Modal verbs/ })
        .first();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await link.click();
      const heading = page.getByRole('heading', {
        level: 1,
        name: routeInfo('/ee/modalVerbs').heading,
      });
      await expect(heading).toBeFocused();
      // No smooth scroll from where the last page was (that ended with the heading under
      // the navbar and the English menu scrolled away).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeInViewport();
    });

    test('on a screen 256 px high the open menu scrolls to its last link', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 256 });
      await page.goto('/helloworld');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const last = page.getByRole('navigation', { name: 'Main' }).getByRole('link').last();
      await last.focus();
      await expect(last).toBeInViewport();
    });

    test('the navbar collapses behind a menu button that opens it by mouse and keyboard', async ({
      page,
    }) => {
      await page.goto('/helloworld');
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Menu' });
      const cvLink = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'CV', exact: true });
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
      await expect(page).toHaveURL(/\/helloworld$/);
      await button.click();
      await expect(cvLink).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(cvLink).toBeVisible();
      await cvLink.click();
      await expect(page).toHaveURL(/\/cv$/);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // The focus is not left on the link, hidden in the closed menu: it is on the new page.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test("the header's and footer's icons are drawn, also those shown later", async ({ page }) => {
      await page.goto('/linktree');
      await expectIconsDrawn(page.getByRole('contentinfo').locator('svg'), 7);
      await expectIconsDrawn(
        page.getByRole('link', { name: 'Back', exact: true }).locator('svg'),
        1,
      );
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Search', 'Dark theme', 'Menu']) {
        await expectIconsDrawn(nav.getByRole('button', { name }).locator('svg:visible'), 1);
      }
      // The close icon replaces the menu's when it opens.
      await waitForHydration(page);
      const menu = nav.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectIconsDrawn(menu.locator('svg:visible'), 1);
    });

    test('no page scrolls sideways', async ({ page }) => {
      await page.goto('/helloworld');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe('theme', () => {
    test('follows the system preference on the first visit, and its changes', async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto('/helloworld');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await waitForHydration(page);
      // The system turns light while the page is open: nothing was chosen, so it follows.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await context.close();
    });

    test('the choice survives a reload without a flash', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/helloworld');
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

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
      await expect(page.locator('html')).toHaveClass(/dark/);
      // The toggle works once the page is interactive (its scripts load after the paint).
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await page.reload();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    });
  });
});

test.describe('document language', () => {
  test.use({ javaScriptEnabled: false });

  test('each pre-rendered page declares the language of its main text on <html>', async ({
    page,
  }) => {
    for (const route of routes) {
      const response = await page.request.get(route.path);
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(await response.text())?.[1];
      expect(lang, route.path).toBe(route.lang ?? 'en');
    }
    await page.goto('/local-todolist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('/favicon.ico is a real icon, and pages link it beside the SVG icon, inlined', async ({
    page,
  }) => {
    const response = await page.request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    await page.goto('/helloworld');
    await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
    // The SVG icon is in the page itself, so the browser never fetches it.
    const svgIcon = page.locator('link[rel="icon"][type="image/svg+xml"]');
    await expect(svgIcon).toHaveCount(1);
    const href = (await svgIcon.getAttribute('href')) ?? '';
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const served = await (await page.request.get('/icon.svg')).text();
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(served.trim());
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's icons are drawn", async ({ page }) => {
    await page.goto('/linktree');
    await expectIconsDrawn(page.getByRole('contentinfo').locator('svg'), 7);
  });
});
