import type { Locator, Page } from '@playwright/test';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { cvByLang } from '@/lib/cv/compose';
import { displayUrl } from '@/lib/cv/format';
import { expect, expectIconsDrawn, firstScreenProblem, test, waitForHydration } from './fixtures';

const { es: cvEs, en: cvEn } = cvByLang;

const firstEmployer = cvEs.experiences[0]!;

/** The line that opens and closes a position's (or a study's) description. */
const summaryOf = (page: Page, text: string): Locator =>
  page.locator('summary').filter({ hasText: text });

test.describe('CV', () => {
  test(
    'each description folds: open as the facts say, by mouse and keyboard',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/cv');
      for (const experience of cvEs.experiences) {
        for (const position of experience.positions) {
          await expect(summaryOf(page, position.name).first()).toBeVisible();
          const description = page.getByText(position.description);
          if (position.isOpen) await expect(description).toBeVisible();
          else await expect(description).toBeHidden();
        }
      }
      const employer = cvEs.experiences.at(-1)!;
      const position = employer.positions[0]!;
      const description = page.getByText(position.description);
      await summaryOf(page, position.name).first().click();
      await expect(description).toBeVisible({ visible: !position.isOpen });
      await summaryOf(page, position.name).first().press('Enter');
      await expect(description).toBeVisible({ visible: position.isOpen });
      const study = cvEs.studies[0]!;
      await summaryOf(page, study.title).press(study.isOpen ? 'Enter' : 'Space');
      await expect(page.getByText(study.description)).toBeVisible({ visible: !study.isOpen });
    },
  );

  test('employer tags open their sites in a new tab', async ({ page }) => {
    await page.goto('/cv');
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: firstEmployer.business }) });
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
    const main = page.locator('#main');
    const toEnglish = main.getByRole('link', { name: cvEs.labels.otherLanguage, exact: true });
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
    const toSpanish = main.getByRole('link', { name: cvEn.labels.otherLanguage, exact: true });
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await toSpanish.click();

    await expect(page).toHaveURL(/\/cv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(cvEs.about)).toBeVisible();
    await expect(
      main.getByRole('link', { name: cvEs.labels.otherLanguage, exact: true }),
    ).toBeVisible();
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
    // Each logo is drawn.
    const logos = skills.locator('svg[data-skill-logo="icon"]');
    await expectIconsDrawn(logos, await logos.count());
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
      expect(person.jobTitle).toBe(cv.headline.role);
      expect(person.sameAs).toEqual([site.social.codeHost, site.social.network, site.social.feed]);
    }
  });

  test('print shows the whole CV without the shell, buttons or closed panels', async ({ page }) => {
    await page.goto('/cv');
    await waitForHydration(page);
    // Close a study and leave employers closed: paper still gets everything.
    const study = cvEs.studies[0]!;
    if (study.isOpen) await summaryOf(page, study.title).click();
    await expect(page.getByText(study.description)).toBeHidden();
    const codeHostUrl = page.getByText(`(${displayUrl(site.social.codeHost)})`);
    await expect(codeHostUrl).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Volver' })).toBeHidden();
    await expect(
      page.locator('#main').getByRole('link', { name: cvEs.labels.otherLanguage, exact: true }),
    ).toBeHidden();
    await expect(page.locator('summary svg').first()).toBeHidden();
    for (const experience of cvEs.experiences) {
      for (const position of experience.positions) {
        await expect(page.getByText(position.description)).toBeVisible();
      }
    }
    for (const study of cvEs.studies) await expect(page.getByText(study.description)).toBeVisible();
    await expect(codeHostUrl).toBeVisible();
    await expect(page.getByText(site.email)).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(study.description)).toBeHidden();
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
      test(`${path} shows every section's full text, the folded part a press away`, async ({
        page,
      }) => {
        await page.goto(path);
        // <details> opens without script.
        const closed = page.locator('details:not([open]) > summary');
        while ((await closed.count()) > 0) await closed.first().click();
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

    test('the skill logos are drawn', async ({ page }) => {
      await page.goto('/cv/en');
      const skills = page.getByRole('region', { name: cvEn.skillsHeading });
      const logos = skills.locator('svg[data-skill-logo="icon"]');
      await expectIconsDrawn(logos, cvEn.skills.filter((s) => s.icon).length);
    });

    test('the language button is a plain link', async ({ page }) => {
      await page.goto('/cv');
      await page
        .locator('#main')
        .getByRole('link', { name: cvEs.labels.otherLanguage, exact: true })
        .click();
      await expect(page).toHaveURL(/\/cv\/en$/);
      await expect(page.getByText(cvEn.about)).toBeVisible();
      await page
        .locator('#main')
        .getByRole('link', { name: cvEn.labels.otherLanguage, exact: true })
        .click();
      await expect(page).toHaveURL(/\/cv$/);
    });
  });
});
