import type { Locator, Page } from '@playwright/test';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { cvByLang } from '@/lib/cv/compose';
import { displayUrl } from '@/lib/cv/format';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import {
  deferredSpriteUses,
  expect,
  expectSpriteFetchedAfterPaint,
  firstScreenProblem,
  test,
  waitForHydration,
} from './fixtures';

/** The panels a toggle button controls (aria-controls may list several). */
async function panelsOf(page: Page, button: Locator): Promise<Locator[]> {
  const ids = ((await button.getAttribute('aria-controls')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length).toBeGreaterThan(0);
  return ids.map((id) => page.locator(`[id="${id}"]`));
}

function sectionToggle(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 2, name: title }).getByRole('button');
}

function employerToggle(page: Page, business: string): Locator {
  return page.getByRole('heading', { level: 3, name: business }).getByRole('button');
}

const { es: cvEs, en: cvEn } = cvByLang;

const start = new Date('2023-04-08T09:00:00');

/**
 * Opens a CV page under Playwright's clock, hydrated, with time stopped: from here on
 * only `page.clock.runFor` moves it, so the closing delays are measured exactly.
 */
async function openPaused(page: Page, path: string) {
  await page.clock.install({ time: start });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

const firstEmployer = cvEs.experiences[0]!;
const secondEmployer = cvEs.experiences[1]!;

test.describe('CV', () => {
  test('the three sections start open; closing waits 500 ms, opening is immediate', async ({
    page,
  }) => {
    await openPaused(page, '/cv');
    for (const title of [cvEs.experienceHeading, cvEs.studiesHeading, cvEs.skillsHeading]) {
      const toggle = sectionToggle(page, title);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const [panel] = await panelsOf(page, toggle);
      await expect(panel!).toBeVisible();
    }

    const toggle = sectionToggle(page, cvEs.studiesHeading);
    const [panel] = await panelsOf(page, toggle);
    const study = page.getByText(cvEs.studies[0]!.description);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel!).toHaveAttribute('data-state', 'closed');
    await page.clock.runFor(CV_CLOSE_DELAY_MS.section - 1);
    await expect(panel!).toHaveCSS('display', 'grid');
    await page.clock.runFor(1);
    await expect(panel!).toBeHidden();
    await expect(study).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel!).toHaveAttribute('data-state', 'open');
    await expect(study).toBeVisible();
  });

  test('only the first employer starts open; its heading closes it after 1000 ms', async ({
    page,
  }) => {
    await openPaused(page, '/cv');
    await expect(employerToggle(page, firstEmployer.business)).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const position of firstEmployer.positions) {
      await expect(page.getByText(position.description)).toBeVisible();
    }
    for (const experience of cvEs.experiences.slice(1)) {
      await expect(employerToggle(page, experience.business)).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      for (const position of experience.positions) {
        // Name, a dash and the period always show; the description only when open.
        await expect(page.getByRole('button', { name: position.name, exact: true })).toBeVisible();
        await expect(page.getByText(`${position.name} – ${position.date}`)).toBeVisible();
        await expect(page.getByText(position.description)).toBeHidden();
      }
    }

    const toggle = employerToggle(page, firstEmployer.business);
    const panels = await panelsOf(page, toggle);
    expect(panels).toHaveLength(firstEmployer.positions.length);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(CV_CLOSE_DELAY_MS.experience - 1);
    for (const panel of panels) await expect(panel).toHaveCSS('display', 'grid');
    await page.clock.runFor(1);
    for (const panel of panels) await expect(panel).toBeHidden();

    await toggle.click();
    for (const position of firstEmployer.positions) {
      await expect(page.getByText(position.description)).toBeVisible();
    }
  });

  test('a position name toggles its description', async ({ page }) => {
    await openPaused(page, '/cv');
    const position = secondEmployer.positions[0]!;
    const name = page.getByRole('button', { name: position.name, exact: true });
    const description = page.getByText(position.description);
    await expect(name).toHaveAttribute('aria-expanded', 'false');
    await expect(description).toBeHidden();

    await name.click();
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    await expect(description).toBeVisible();
    await expect(employerToggle(page, secondEmployer.business)).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await name.click();
    await expect(name).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(CV_CLOSE_DELAY_MS.experience - 1);
    await expect(page.locator(`[id="${await name.getAttribute('aria-controls')}"]`)).toHaveCSS(
      'display',
      'grid',
    );
    await page.clock.runFor(1);
    await expect(description).toBeHidden();
  });

  test('a study closes 500 ms after a click and works by keyboard', async ({ page }) => {
    await openPaused(page, '/cv/en');
    const study = cvEn.studies[1]!;
    const toggle = page.getByRole('heading', { level: 3, name: study.title }).getByRole('button');
    const description = page.getByText(study.description);
    await expect(description).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(CV_CLOSE_DELAY_MS.study - 1);
    await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toHaveCSS(
      'display',
      'grid',
    );
    await page.clock.runFor(1);
    await expect(description).toBeHidden();
    await page.keyboard.press('Space');
    await expect(description).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } });

    test('blocks hide at once, without waiting for an animation', async ({ page }) => {
      await openPaused(page, '/cv');
      const toggle = employerToggle(page, firstEmployer.business);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(firstEmployer.positions[0]!.description)).toBeHidden();
    });
  });

  test('employer tags open their sites in a new tab', async ({ page }) => {
    await page.goto('/cv');
    const article = page
      .getByRole('article')
      .filter({ has: employerToggle(page, firstEmployer.business) });
    for (const tag of firstEmployer.tags) {
      const link = article.getByRole('link', {
        name: new RegExp(`^${tag.name.replace('.', '\\.')}\\b`),
      });
      await expect(link).toHaveAttribute('href', tag.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the language button names the other language and switches both ways', async ({ page }) => {
    await page.goto('/cv');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('#main > [lang="es"]')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: cvEs.experienceHeading }),
    ).toBeVisible();
    await expect(page.getByText(cvEs.labels.lastUpdate)).toContainText('08-04-2023');
    const main = page.locator('#main');
    const toEnglish = main.getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('href', '/cv/en');
    await toEnglish.click();

    await expect(page).toHaveURL(/\/cv\/en$/);
    // The document's language follows a client-side move, not only a fresh load.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#main > [lang="en"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: cvEn.experienceHeading }),
    ).toBeVisible();
    await expect(page.getByText(cvEn.about)).toBeVisible();
    await expect(page.getByText(cvEn.labels.lastUpdate)).toContainText('08-04-2023');
    const toSpanish = main.getByRole('link', { name: 'Español', exact: true });
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await toSpanish.click();

    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(cvEs.about)).toBeVisible();
    await expect(main.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  });

  test('skills link to their sites in a new tab, highest value first', async ({ page }) => {
    await page.goto('/cv');
    const skills = page.getByRole('region', { name: cvEs.skillsHeading });
    const items = skills.locator('li[data-value]');
    await expect(items).toHaveCount(cvEs.skills.length);

    const values = await items.evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('data-value'))),
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(Math.max(...cvEs.skills.map((s) => s.value)));
    expect(values.at(-1)).toBe(Math.min(...cvEs.skills.map((s) => s.value)));

    const links = skills.getByRole('link');
    await expect(links).toHaveCount(cvEs.skills.length);
    for (let i = 0; i < cvEs.skills.length; i++) {
      const link = links.nth(i);
      const href = await link.getAttribute('href');
      const skill = cvEs.skills.find((s) => s.link === href);
      expect(skill, `skill linking to ${href}`).toBeDefined();
      expect(skill!.value).toBe(values[i]);
      await expect(link).toContainText(skill!.name);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // A logo (inline SVG from the icon set, or initials), never a hot-linked image.
      await expect(link.locator('[data-skill-logo]')).toHaveCount(1);
      await expect(link.locator('img')).toHaveCount(0);
    }
    await expect(skills.locator('[data-skill-logo="icon"]')).toHaveCount(
      cvEs.skills.filter((s) => s.icon).length,
    );
    // Each logo draws a symbol of the build's logo sprite: it exists, has paths, and renders.
    // Its address reaches `href` after the first paint (components/ui/sprite-href.ts).
    await waitForHydration(page);
    const uses = skills.locator('[data-skill-logo="icon"] use');
    await expect
      .poll(() =>
        uses.evaluateAll((els) =>
          els.filter((use) => use.getAttribute('href') !== use.getAttribute('data-sprite-href')),
        ),
      )
      .toHaveLength(0);
    const refs = await uses.evaluateAll((els) => els.map((use) => use.getAttribute('href') ?? ''));
    expect(refs.length).toBeGreaterThan(0);
    const broken = await page.evaluate(async (hrefs) => {
      const files = new Map<string, Document>();
      const missing: string[] = [];
      for (const href of hrefs) {
        const [file = '', id = ''] = href.split('#');
        if (!files.has(file)) {
          const text = await (await fetch(file)).text();
          files.set(file, new DOMParser().parseFromString(text, 'image/svg+xml'));
        }
        if (!files.get(file)!.getElementById(id)?.querySelector('path')) missing.push(href);
      }
      return missing;
    }, refs);
    expect(broken).toEqual([]);
    const firstLogo = uses.first();
    await firstLogo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstLogo.evaluate((use: SVGUseElement) => use.getBBox().width))
      .toBeGreaterThan(0);
  });

  test('the logo sprite is fetched after the first paint, not beside the stylesheet', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/cv/en')).text();
    expect(deferredSpriteUses(html, '/assets/skill-logos.svg').length).toBeGreaterThan(0);

    await page.goto('/cv/en');
    await waitForHydration(page);
    await expectSpriteFetchedAfterPaint(page, '/assets/skill-logos.svg');
  });

  test('VOLVER and BACK return home', async ({ page }) => {
    await page.goto('/cv');
    await page.getByRole('link', { name: 'Volver', exact: true }).click();
    await expect(page).toHaveURL(/\/helloworld$/);
    await page.goto('/cv/en');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/helloworld$/);
  });

  test('the CV shows the photo, introduction, e-mail and social links', async ({ page }) => {
    await page.goto('/cv/en');
    const photo = page.getByRole('img', { name: cvEn.labels.photoAlt });
    await expect(photo).toHaveAttribute('width', '160');
    await expect(photo).toHaveAttribute('height', '160');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2, name: cvEn.aboutHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const follow = page.getByRole('region', { name: cvEn.followHeading });
    for (const [name, href] of [
      ['GitHub', site.social.codeHost],
      ['LinkedIn', site.social.network],
      ['X', site.social.feed],
    ] as const) {
      const link = follow.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('search engines get titles, hreflang alternates and a JSON-LD Person', async ({ page }) => {
    for (const [route, cv] of [
      [pages.cv, cvEs],
      [pages.cvEn, cvEn],
    ] as const) {
      await page.goto(route.path);
      await expect(page).toHaveTitle(new RegExp(`^${route.title}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.description,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
        'href',
        /\/cv$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/cv\/en$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.path}$`),
      );
      const json = await page.locator('script[type="application/ld+json"]').textContent();
      const person = JSON.parse(json ?? '{}') as Record<string, unknown>;
      expect(person['@type']).toBe('Person');
      expect(person.name).toBe(site.name);
      expect(person.jobTitle).toBe(cv.profession);
      expect(person.sameAs).toEqual([site.social.codeHost, site.social.network, site.social.feed]);
    }
  });

  test('print shows the whole CV without the shell, buttons or closed panels', async ({ page }) => {
    await page.goto('/cv');
    await waitForHydration(page);
    // Close a section and leave employers closed: paper still gets everything.
    const studies = sectionToggle(page, cvEs.studiesHeading);
    await studies.click();
    await expect(page.getByText(cvEs.studies[0]!.description)).toBeHidden();
    const codeHostUrl = page.getByText(`(${displayUrl(site.social.codeHost)})`);
    await expect(codeHostUrl).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Volver' })).toBeHidden();
    await expect(
      page.locator('#main').getByRole('link', { name: 'English', exact: true }),
    ).toBeHidden();
    await expect(studies.locator('svg')).toBeHidden();
    for (const experience of cvEs.experiences) {
      await expect(employerToggle(page, experience.business).locator('svg')).toBeHidden();
      for (const position of experience.positions) {
        await expect(page.getByText(position.description)).toBeVisible();
      }
    }
    for (const study of cvEs.studies) await expect(page.getByText(study.description)).toBeVisible();
    await expect(codeHostUrl).toBeVisible();
    await expect(page.getByText(site.email)).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(cvEs.experiences[1]!.positions[0]!.description)).toBeHidden();
  });

  test.describe('at 1280 x 800', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the e-mail is in the first screen and the side column stays in view', async ({
      page,
    }) => {
      await page.goto('/cv/en');
      await waitForHydration(page);
      const email = page.getByRole('link', { name: site.email });
      expect(await firstScreenProblem(email)).toBeNull();
      await page
        .getByRole('heading', { level: 2, name: cvEn.skillsHeading })
        .scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      expect(await firstScreenProblem(email)).toBeNull();
      expect(
        await firstScreenProblem(page.getByRole('img', { name: cvEn.labels.photoAlt })),
      ).toBeNull();
    });
  });

  /** The words of `locator`'s text that the layout splits over two lines. */
  async function wordsBroken(locator: Locator) {
    return locator.evaluateAll((elements) =>
      elements.flatMap((el) => {
        const broken: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
        return broken;
      }),
    );
  }

  test('no word is broken across lines at 375, 768 and 1280 px (e-mail, skills)', async ({
    page,
  }) => {
    for (const [path, cv] of [
      ['/cv', cvEs],
      ['/cv/en', cvEn],
    ] as const) {
      await page.goto(path);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const skills = page.getByRole('region', { name: cv.skillsHeading }).getByRole('listitem');
        const where = `${path} at ${width} px`;
        expect(await wordsBroken(skills), where).toEqual([]);
        expect(await wordsBroken(page.getByRole('link', { name: site.email })), where).toEqual([]);
      }
    }
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('neither language scrolls sideways', async ({ page }) => {
      for (const path of ['/cv', '/cv/en']) {
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });

    test('a position’s dash goes to the next line with its date, never ends a line alone', async ({
      page,
    }) => {
      for (const path of ['/cv', '/cv/en']) {
        await page.goto(path);
        // The dash and the date's first line overlap: they are on one line.
        const apart = await page.locator('main p span').evaluateAll((spans) =>
          spans
            .filter((span) => span.textContent === '–')
            .flatMap((dash) => {
              const at = dash.getBoundingClientRect();
              const date = dash.nextElementSibling?.getClientRects()[0];
              return date && date.top >= at.bottom - 1 ? [dash.parentElement?.textContent] : [];
            }),
        );
        expect(apart, path).toEqual([]);
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, cv] of [
      ['/cv', cvEs],
      ['/cv/en', cvEn],
    ] as const) {
      test(`${path} shows every section's full text`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator(`#main > [lang="${cv.lang}"]`)).toBeVisible();
        await expect(page.getByText(cv.about)).toBeVisible();
        for (const title of [cv.studiesHeading, cv.experienceHeading, cv.skillsHeading]) {
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        }
        for (const experience of cv.experiences) {
          await expect(
            page.getByRole('heading', { level: 3, name: experience.business }),
          ).toBeVisible();
          for (const position of experience.positions) {
            await expect(page.getByText(position.description)).toBeVisible();
          }
        }
        for (const study of cv.studies)
          await expect(page.getByText(study.description)).toBeVisible();
        const skills = page.getByRole('region', { name: cv.skillsHeading });
        for (const skill of cv.skills) {
          await expect(
            skills.getByRole('link', { name: new RegExp(`^${skill.name.replace('.', '\\.')} `) }),
          ).toBeVisible();
        }
      });
    }

    test('the skill logos are drawn from their <noscript> copies', async ({ page }) => {
      await page.goto('/cv/en');
      const skills = page.getByRole('region', { name: cvEn.skillsHeading });
      await expect(skills.locator('[data-skill-logo="icon"]').first()).toBeHidden();
      const logos = skills.locator('noscript svg use');
      await expect(logos).toHaveCount(cvEn.skills.filter((s) => s.icon).length);
      await logos.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => logos.first().evaluate((use: SVGUseElement) => use.getBBox().width))
        .toBeGreaterThan(0);
    });

    test('the language button is a plain link', async ({ page }) => {
      await page.goto('/cv');
      await page.locator('#main').getByRole('link', { name: 'English', exact: true }).click();
      await expect(page).toHaveURL(/\/cv\/en$/);
      await expect(page.getByText(cvEn.about)).toBeVisible();
      await page.locator('#main').getByRole('link', { name: 'Español', exact: true }).click();
      await expect(page).toHaveURL(/\/cv$/);
    });
  });
});
