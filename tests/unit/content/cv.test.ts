import { skillLogos } from '@/components/ui/icons';
import { cvPaths } from '@/content/cv';
import { cvEn } from '@/content/cv/en';
import { cvEs } from '@/content/cv/es';
import { cvFacts } from '@/content/cv/facts';
import type { Cv, CvTexts } from '@/content/cv/types';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { composeCv, cvByLang } from '@/lib/cv/compose';
import { parseCvDate } from '@/lib/cv/date';

/**
 * Rules any owner's CV must keep (the sample's size is never checked: a CV with one job,
 * one study and three skills passes too).
 */
const both: [string, CvTexts][] = [
  ['es', cvEs],
  ['en', cvEn],
];

/** Every string anywhere in a value, with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('CV content', () => {
  it('has at least one employer, one study and one skill', () => {
    expect(cvFacts.experiences.length).toBeGreaterThan(0);
    expect(cvFacts.studies.length).toBeGreaterThan(0);
    expect(cvFacts.skills.length).toBeGreaterThan(0);
    for (const experience of cvFacts.experiences)
      expect(experience.positions.length).toBeGreaterThan(0);
  });

  it.each(both)('%s has the words of every employer, position and study, in order', (_, texts) => {
    expect(texts.experiences.map((positions) => positions.length)).toEqual(
      cvFacts.experiences.map((experience) => experience.positions.length),
    );
    expect(texts.studies).toHaveLength(cvFacts.studies.length);
    expect(texts.months).toHaveLength(12);
    expect(() => composeCv(cvFacts, texts)).not.toThrow();
  });

  it('stops on words that do not match the facts, naming the file', () => {
    expect(() =>
      composeCv(cvFacts, { ...cvEn, studies: [...cvEn.studies, cvEn.studies[0]!] }),
    ).toThrow(/content\/cv\/en\.ts: studies/);
    expect(() => composeCv(cvFacts, { ...cvEs, experiences: [[], ...cvEs.experiences] })).toThrow(
      /content\/cv\/es\.ts/,
    );
  });

  it("heads the English CV's studies 'Education' (not the calque 'Studies')", () => {
    expect(cvEn.studiesHeading).toBe('Education');
  });

  it('the languages really are translated', () => {
    expect(cvEs.lang).toBe('es');
    expect(cvEn.lang).toBe('en');
    expect(cvEn.about).not.toBe(cvEs.about);
    expect(cvEn.experienceHeading).not.toBe(cvEs.experienceHeading);
    cvEs.experiences.forEach((positions, i) => {
      positions.forEach((position, j) => {
        expect(cvEn.experiences[i]?.[j]?.description).not.toBe(position.description);
      });
    });
    expect(cvEs.labels.otherLanguage).not.toBe(cvEn.labels.otherLanguage);
  });

  it('opens the latest positions at start, counted across employers', () => {
    const open = (cv: Cv) => cv.experiences.flatMap((e) => e.positions.map((p) => p.isOpen));
    const positions = cvFacts.experiences.flatMap((e) => e.positions).length;
    const expected = [...Array(positions).keys()].map((i) => i < cvFacts.openPositions);
    expect(open(cvByLang.es)).toEqual(expected);
    const twoJobs = {
      ...cvFacts,
      openPositions: 2,
      experiences: [
        { business: 'B', positions: [{ from: '2020-01' }], tags: [] },
        {
          business: 'A',
          positions: [{ from: '2018-01', to: '2019-12' }, { from: '2017-01' }],
          tags: [],
        },
      ],
    };
    // Any position's words will do (an owner's CV may have a single position).
    const position = cvEn.experiences[0]![0]!;
    const words = { ...cvEn, experiences: [[position], [position, position]] };
    expect(open(composeCv(twoJobs, words))).toEqual([true, true, false]);
  });

  it('heads the CV with the current position, else the profession', () => {
    const facts = {
      ...cvFacts,
      experiences: [{ business: 'Acme', positions: [{ from: '2020-01' }], tags: [] }],
    };
    const words = { ...cvEn, experiences: [[{ name: 'Lead', description: 'Leads.' }]] };
    expect(composeCv(facts, words).headline).toEqual({ role: 'Lead', employer: 'Acme' });
    const ended = {
      ...facts,
      experiences: [{ ...facts.experiences[0]!, positions: [{ from: '2020-01', to: '2021-01' }] }],
    };
    expect(composeCv(ended, words).headline).toEqual({ role: cvEn.profession });
  });

  it('has a real last-update date in dd-MM-yyyy', () => {
    expect(parseCvDate(cvFacts.lastUpdate, 'en')?.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates every position with real months, the end never before the start', () => {
    for (const { positions } of cvFacts.experiences)
      for (const { from, to } of positions) {
        for (const month of [from, to ?? from]) expect(month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        expect(to === undefined || to >= from).toBe(true);
      }
  });

  it('has skills valued 0-100 with unique names and https links', () => {
    for (const skill of cvFacts.skills) {
      expect(Number.isInteger(skill.value)).toBe(true);
      expect(skill.value).toBeGreaterThanOrEqual(0);
      expect(skill.value).toBeLessThanOrEqual(100);
      expect(isHttpsUrl(skill.link)).toBe(true);
    }
    expect(new Set(cvFacts.skills.map((s) => s.name)).size).toBe(cvFacts.skills.length);
    expect(new Set(cvFacts.skills.map((s) => s.link)).size).toBe(cvFacts.skills.length);
  });

  it('names only logos that exist in the icon set', () => {
    const unknown = cvFacts.skills
      .filter((s) => s.icon !== undefined && !(s.icon in skillLogos))
      .map((s) => s.name);
    expect(unknown).toEqual([]);
  });

  it('links every employer tag and certificate to an https site', () => {
    for (const tag of cvFacts.experiences.flatMap((e) => e.tags))
      expect(isHttpsUrl(tag.link)).toBe(true);
    for (const certificate of cvFacts.certificates)
      if (certificate.link !== undefined) expect(isHttpsUrl(certificate.link)).toBe(true);
  });

  it('has no empty or untrimmed texts', () => {
    const bad = strings({ cvFacts, cvEs, cvEn }).filter(
      ([, text]) => text.trim() === '' || text.trim() !== text,
    );
    expect(bad).toEqual([]);
  });

  it('each language has a registered page headed by the owner, with BACK and hreflang', () => {
    for (const lang of Object.keys(cvByLang) as (keyof typeof cvByLang)[]) {
      const route = routes.find((r) => r.path === cvPaths[lang]);
      expect(route?.heading).toBe(site.name);
      expect(route?.back).toBeDefined();
      expect(route?.languages?.[lang]).toBe(cvPaths[lang]);
    }
  });
});
