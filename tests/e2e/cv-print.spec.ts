import { inflateSync } from 'node:zlib';
import { cvPaths } from '@/content/cv';
import { cvEn } from '@/content/cv/en';
import { cvEs } from '@/content/cv/es';
import { cvFacts } from '@/content/cv/facts';
import { site } from '@/content/site';
import { cvByLang } from '@/lib/cv/compose';
import { displayUrl } from '@/lib/cv/format';
import { sortSkillsByValue } from '@/lib/cv/skills';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The pages of a PDF as Chromium writes it (plain objects, one compressed content stream
 * per page, a tagged structure tree): per page, the baseline of every text run
 * (its `Tm`, from the top of the page down) and which of them belong to headings.
 */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of text.matchAll(/(?:^|\n)(\d+) 0 obj\s*([\s\S]*?)\nend(?:obj|stream)/g))
    objects.set(Number(m[1]), m[2]!);
  const refs = (body = '') => [...body.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const pagesTree = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body));
  const pageIds = refs(/\/Kids \[([^\]]*)\]/.exec(pagesTree ?? '')?.[1]);
  // Marked content of headings: the leaves (page, MCID) under each /H1…/H6 element.
  const headingMarks = new Set<string>();
  const leaves = (id: number): void => {
    const body = objects.get(id) ?? '';
    const page = /\/Pg (\d+) 0 R/.exec(body)?.[1];
    const mcid = /\/K (\d+)\s*>>/.exec(body)?.[1];
    if (page && mcid) headingMarks.add(`${page}:${mcid}`);
    else refs(/\/K (\[[^\]]*\]|\d+ 0 R)/.exec(body)?.[1]).forEach(leaves);
  };
  for (const [id, body] of objects) if (/\/S \/H[1-6]\b/.test(body)) leaves(id);
  return pageIds.map((pageId) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(pageId) ?? '')?.[1];
    const stream = objects.get(Number(contents)) ?? '';
    const data = stream.slice(stream.indexOf('stream') + 'stream'.length).replace(/^\r?\n/, '');
    const ops = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    const lines: { y: number; heading: boolean }[] = [];
    let mcid = '';
    for (const m of ops.matchAll(/\/MCID (\d+)|\bEMC\b|(-?[\d.]+) Tm\b/g)) {
      if (m[1]) mcid = m[1];
      else if (m[0] === 'EMC') mcid = '';
      else lines.push({ y: Number(m[2]), heading: headingMarks.has(`${pageId}:${mcid}`) });
    }
    return lines;
  });
}

test.describe('the CV on screen', () => {
  for (const lang of ['es', 'en'] as const) {
    const texts = lang === 'es' ? cvEs : cvEn;
    test(`${cvPaths[lang]} heads with the current position and names the update's month`, async ({
      page,
    }) => {
      await page.goto(cvPaths[lang]);
      const i = cvFacts.experiences.findIndex((e) => e.positions.some((p) => !p.to));
      const j = cvFacts.experiences[i]!.positions.findIndex((p) => !p.to);
      const header = page.locator('#main header');
      await expect(header.getByText(texts.experiences[i]![j]!.name)).toBeVisible();
      await expect(header.locator('time')).toHaveText(
        lang === 'es' ? /^[a-z]+ de \d{4}$/ : /^[A-Z][a-z]+ \d{4}$/,
      );
    });
  }
});

test.describe('the CV on paper', () => {
  for (const lang of ['es', 'en'] as const) {
    const cv = cvByLang[lang];

    test(`${cvPaths[lang]} prints on at most two A4 pages, every position, no heading last on a page`, async ({
      page,
    }) => {
      await page.goto(cvPaths[lang]);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: cv.labels.print })).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      for (const position of cv.experiences.flatMap((e) => e.positions))
        await expect(page.getByText(position.description)).toBeVisible();
      // Skills as names, without logos; each address printed once, and only the profiles'.
      const skills = page.getByRole('region', { name: cv.skillsHeading });
      await expect(skills.locator('svg:visible')).toHaveCount(0);
      await expect(
        skills.getByText(
          sortSkillsByValue(cv.skills)
            .map((s) => s.name)
            .join(' · '),
        ),
      ).toBeVisible();
      const main = await page.locator('#main').innerText();
      const times = (href: string) => main.split(`(${displayUrl(href)})`).length - 1;
      for (const href of [site.social.codeHost, site.social.network, site.social.feed])
        expect(times(href), href).toBe(1);
      for (const { link } of [...cv.skills, ...cv.experiences.flatMap((e) => e.tags)])
        expect(times(link), link).toBe(0);

      const pages = pdfPages(await page.pdf({ format: 'A4', tagged: true }));
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(2);
      expect(pages.flat().filter((line) => line.heading).length).toBeGreaterThan(3);
      pages.forEach((lines, i) => {
        const last = Math.max(...lines.map((line) => line.y));
        const stranded = lines.filter((line) => line.heading && line.y >= last - 1);
        expect(stranded, `a heading ends page ${i + 1}`).toEqual([]);
      });
    });
  }
});
