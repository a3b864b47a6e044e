import type { Locator, Page } from '@playwright/test';
import { cvPhoto, cvRoutes, type Cv } from '@/content/cv';
import { site } from '@/content/site';
import { cvByLang } from '@/lib/cv/compose';
import { parseCvDate } from '@/lib/cv/date';
import { displayUrl } from '@/lib/cv/format';
import {
  escapeRegExp,
  expect,
  expectIconsDrawn,
  firstScreenProblem,
  test,
  waitForHydration,
} from './fixtures';

const { es: cvEs, en: cvEn } = cvByLang;
const home = cvRoutes.es.back!;

/** The line that opens and closes a position's (or a study's) description. */
const summaryOf = (page: Page, text: string): Locator =>
  page.locator('summary').filter({ hasText: text });

/** A link whose name starts with `name` (then its note, such as 'opens in a new tab'). */
const startingWith = (name: string, then = '\\b') => new RegExp(`^${escapeRegExp(name)}${then}`);

/** The language link of the page (the other language's name), not the navbar's links. */
const languageLink = (page: Page, cv: Cv) =>
  page.locator('#main').getByRole('link', { name: cv.labels.otherLanguage, exact: true });

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

/**
 * The open page of the CV in `cv`'s language at 375, 768 and 1280 px: no word is broken
 * across lines (e-mail, skills); at 375 px nothing scrolls sideways and a position's dash
 * goes to the next line with its date, never ending a line alone.
 */
async function checkLayout(page: Page, cv: Cv) {
  const path = cvRoutes[cv.lang].path;
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const where = `${path} at ${width} px`;
    const skills = page.getByRole('region', { name: cv.skillsHeading }).getByRole('listitem');
    expect(await wordsBroken(skills), where).toEqual([]);
    expect(await wordsBroken(page.getByRole('link', { name: site.email })), where).toEqual([]);
    if (width !== 375) continue;
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, where).toBeLessThanOrEqual(0);
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
    expect(apart, where).toEqual([]);
  }
}

/** Title, description, language alternates, canonical address and the JSON-LD Person. */
async function checkSearchData(page: Page, cv: Cv) {
  const route = cvRoutes[cv.lang];
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(route.title!)}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    route.description,
  );
  for (const [lang, path] of Object.entries(cvRoutes)) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${escapeRegExp(path.path)}$`),
    );
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${escapeRegExp(route.path)}$`),
  );
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const person = JSON.parse(json ?? '{}') as Record<string, unknown>;
  expect(person['@type']).toBe('Person');
  expect(person.name).toBe(site.name);
  expect(person.jobTitle).toBe(cv.headline.role);
  expect(person.sameAs).toEqual([site.social.codeHost, site.social.network, site.social.feed]);
}

test.describe('CV', () => {
  test(
    'each description folds as the facts say, by mouse and keyboard; employer tags and skills link out',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto(cvRoutes.es.path);

      await test.step('each description folds: open as the facts say, by mouse and keyboard', async () => {
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
      });

      await test.step('employer tags open their sites in a new tab', async () => {
        for (const employer of cvEs.experiences) {
          const article = page
            .getByRole('article')
            .filter({ has: page.getByRole('heading', { level: 3, name: employer.business }) });
          for (const tag of employer.tags) {
            const link = article.getByRole('link', { name: startingWith(tag.name) });
            await expect(link).toHaveAttribute('href', tag.link);
            await expect(link).toHaveAttribute('target', '_blank');
            await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          }
        }
      });

      await test.step('skills link to their sites in a new tab, highest value first, each with a drawn logo', async () => {
        const skills = page.getByRole('region', { name: cvEs.skillsHeading });
        const items = skills.locator('li[data-value]');
        await expect(items).toHaveCount(cvEs.skills.length);
        await expect(skills.getByRole('link')).toHaveCount(cvEs.skills.length);
        const shown = await items.evaluateAll((els) =>
          els.map((el) => {
            const link = el.querySelector('a');
            return {
              value: Number(el.getAttribute('data-value')),
              href: link?.getAttribute('href') ?? null,
              text: link?.textContent ?? '',
              target: link?.getAttribute('target') ?? null,
              rel: link?.getAttribute('rel') ?? null,
              links: el.querySelectorAll('a').length,
              logos: link?.querySelectorAll('[data-skill-logo]').length ?? 0,
              images: link?.querySelectorAll('img').length ?? 0,
            };
          }),
        );
        const values = shown.map((s) => s.value);
        expect(values).toEqual([...values].sort((a, b) => b - a));
        expect(values[0]).toBe(Math.max(...cvEs.skills.map((s) => s.value)));
        expect(values.at(-1)).toBe(Math.min(...cvEs.skills.map((s) => s.value)));
        for (const item of shown) {
          const skill = cvEs.skills.find((s) => s.link === item.href);
          expect(skill, `skill linking to ${item.href}`).toBeDefined();
          expect(skill!.value).toBe(item.value);
          expect(item.text).toContain(skill!.name);
          // A logo (inline SVG from the icon set, or initials), never a hot-linked image.
          expect(item, skill!.name).toEqual({
            ...item,
            links: 1,
            target: '_blank',
            rel: 'noopener noreferrer',
            logos: 1,
            images: 0,
          });
        }
        await expect(skills.locator('[data-skill-logo="icon"]')).toHaveCount(
          cvEs.skills.filter((s) => s.icon).length,
        );
        // Each logo is drawn.
        const logos = skills.locator('svg[data-skill-logo="icon"]');
        await expectIconsDrawn(logos, await logos.count());
      });
    },
  );

  test('the Spanish CV: print, search-engine data, layout, the language switch both ways, VOLVER', async ({
    page,
  }) => {
    await page.goto(cvRoutes.es.path);
    await waitForHydration(page);

    await test.step('print shows the whole CV without the shell, buttons or closed panels', async () => {
      // Close a study and leave employers closed: paper still gets everything.
      const study = cvEs.studies[0]!;
      if (study.isOpen) await summaryOf(page, study.title).click();
      await expect(page.getByText(study.description)).toBeHidden();
      const codeHostUrl = page.getByText(`(${displayUrl(site.social.codeHost)})`);
      await expect(codeHostUrl).toBeHidden();

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: cvEs.labels.back })).toBeHidden();
      await expect(languageLink(page, cvEs)).toBeHidden();
      await expect(page.locator('summary svg').first()).toBeHidden();
      for (const experience of cvEs.experiences) {
        for (const position of experience.positions) {
          await expect(page.getByText(position.description)).toBeVisible();
        }
      }
      for (const { description } of cvEs.studies) {
        await expect(page.getByText(description)).toBeVisible();
      }
      await expect(codeHostUrl).toBeVisible();
      await expect(page.getByText(site.email)).toBeVisible();

      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText(study.description)).toBeHidden();
    });

    await test.step('search engines get the title, hreflang alternates and a JSON-LD Person', async () => {
      await checkSearchData(page, cvEs);
    });

    await test.step('no word broken at 375, 768 and 1280 px; at 375 px no sideways scroll and no lone dash', async () => {
      await checkLayout(page, cvEs);
    });

    await test.step('the language button names the other language and switches both ways', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', cvEs.lang);
      await expect(page.locator(`#main > [lang="${cvEs.lang}"]`)).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: cvEs.experienceHeading }),
      ).toBeVisible();
      await expect(page.getByText(cvEs.labels.lastUpdate)).toContainText(
        parseCvDate(cvEs.lastUpdate, 'es')!.display,
      );
      const toEnglish = languageLink(page, cvEs);
      await expect(toEnglish).toHaveAttribute('hreflang', cvEn.lang);
      await expect(toEnglish).toHaveAttribute('href', cvRoutes.en.path);
      await toEnglish.click();

      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(cvRoutes.en.path)}$`));
      // The document's language follows a client-side move, not only a fresh load.
      await expect(page.locator('html')).toHaveAttribute('lang', cvEn.lang);
      await expect(page.locator(`#main > [lang="${cvEn.lang}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: cvEn.experienceHeading }),
      ).toBeVisible();
      await expect(page.getByText(cvEn.about)).toBeVisible();
      await expect(page.getByText(cvEn.labels.lastUpdate)).toContainText(
        parseCvDate(cvEn.lastUpdate, 'en')!.display,
      );
      const toSpanish = languageLink(page, cvEn);
      await expect(toSpanish).toHaveAttribute('hreflang', cvEs.lang);
      await toSpanish.click();

      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(cvRoutes.es.path)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', cvEs.lang);
      await expect(page.getByText(cvEs.about)).toBeVisible();
      await expect(languageLink(page, cvEs)).toBeVisible();
    });

    await test.step('VOLVER returns home', async () => {
      await page.getByRole('link', { name: cvEs.labels.back, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(home)}$`));
    });
  });

  test('the English CV: e-mail and side column in view at 1280 x 800, photo, links, search-engine data, layout, BACK', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(cvRoutes.en.path);
    await waitForHydration(page);

    await test.step('the e-mail is in the first screen and the side column stays in view', async () => {
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

    await test.step('the CV shows the photo, introduction, e-mail and social links', async () => {
      const photo = page.getByRole('img', { name: cvEn.labels.photoAlt });
      await expect(photo).toHaveAttribute('width', String(cvPhoto.width));
      await expect(photo).toHaveAttribute('height', String(cvPhoto.height));
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 2, name: cvEn.aboutHeading })).toBeVisible();
      await expect(page.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      const follow = page.getByRole('region', { name: cvEn.followHeading });
      for (const key of ['codeHost', 'network', 'feed'] as const) {
        const link = follow.getByRole('link', { name: startingWith(site.socialNames[key], ' ') });
        await expect(link).toHaveAttribute('href', site.social[key]);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });

    await test.step('search engines get the title, hreflang alternates and a JSON-LD Person', async () => {
      await checkSearchData(page, cvEn);
    });

    await test.step('no word broken at 375, 768 and 1280 px; at 375 px no sideways scroll and no lone dash', async () => {
      await checkLayout(page, cvEn);
    });

    await test.step('BACK returns home', async () => {
      await page.getByRole('link', { name: cvEn.labels.back, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(home)}$`));
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("both languages show every section's full text, the folded part a press away; the language button is a plain link; the skill logos are drawn", async ({
      page,
    }) => {
      const checkFullText = async (cv: Cv) => {
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
        for (const study of cv.studies) {
          await expect(page.getByText(study.description)).toBeVisible();
        }
        const skills = page.getByRole('region', { name: cv.skillsHeading });
        for (const skill of cv.skills) {
          await expect(
            skills.getByRole('link', { name: startingWith(skill.name, ' ') }),
          ).toBeVisible();
        }
      };

      await page.goto(cvRoutes.es.path);
      await test.step(`${cvRoutes.es.path} shows every section's full text`, async () => {
        await checkFullText(cvEs);
      });

      await test.step('the language button is a plain link', async () => {
        await languageLink(page, cvEs).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(cvRoutes.en.path)}$`));
      });

      await test.step(`${cvRoutes.en.path} shows every section's full text and draws the skill logos`, async () => {
        await checkFullText(cvEn);
        const skills = page.getByRole('region', { name: cvEn.skillsHeading });
        const logos = skills.locator('svg[data-skill-logo="icon"]');
        await expectIconsDrawn(logos, cvEn.skills.filter((s) => s.icon).length);
      });

      await test.step('the language button leads back as a plain link', async () => {
        await languageLink(page, cvEn).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(cvRoutes.es.path)}$`));
        await expect(page.getByText(cvEs.about)).toBeVisible();
      });
    });
  });
});
