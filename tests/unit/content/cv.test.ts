import { skillIcons } from '@/components/cv/skill-icons';
import { cvByLang, cvPaths } from '@/content/cv';
import { cvEn } from '@/content/cv/en';
import { cvEs } from '@/content/cv/es';
import type { Cv } from '@/content/cv/types';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { parseCvDate } from '@/lib/cv/format';

const both: [string, Cv][] = [
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
  it('both languages have the same structure, in the same order', () => {
    expect(cvEn.experiences.map((e) => e.business)).toEqual(
      cvEs.experiences.map((e) => e.business),
    );
    expect(cvEn.experiences.map((e) => e.positions.length)).toEqual(
      cvEs.experiences.map((e) => e.positions.length),
    );
    expect(cvEn.experiences.map((e) => e.isOpen)).toEqual(cvEs.experiences.map((e) => e.isOpen));
    expect(cvEn.experiences.map((e) => e.tags)).toEqual(cvEs.experiences.map((e) => e.tags));
    expect(cvEn.studiesList.map((s) => [s.origin, s.date, s.isOpen])).toEqual(
      cvEs.studiesList.map((s) => [s.origin, s.date, s.isOpen]),
    );
    const skillKey = (s: Cv['skills'][number]) => [s.link, s.value, s.icon ?? null];
    expect(cvEn.skills.map(skillKey)).toEqual(cvEs.skills.map(skillKey));
    expect(cvEn.certificates.length).toBe(cvEs.certificates.length);
    expect(cvEn.lastUpdate).toBe(cvEs.lastUpdate);
  });

  it('the languages really are translated', () => {
    expect(cvEs.lang).toBe('es');
    expect(cvEn.lang).toBe('en');
    expect(cvEn.lateral1Text).not.toBe(cvEs.lateral1Text);
    expect(cvEn.title2).not.toBe(cvEs.title2);
    cvEs.experiences.forEach((experience, i) => {
      experience.positions.forEach((position, j) => {
        expect(cvEn.experiences[i]?.positions[j]?.description).not.toBe(position.description);
      });
    });
    expect(cvEs.labels.back).toBe('VOLVER');
    expect(cvEn.labels.back).toBe('BACK');
    expect(cvEs.labels.otherLanguage).toBe('English');
    expect(cvEn.labels.otherLanguage).toBe('Español');
  });

  it.each(both)(
    '%s has about 8 employers, 3 studies, about 40 skills and no certificates',
    (_, cv) => {
      expect(cv.experiences).toHaveLength(8);
      expect(cv.studiesList).toHaveLength(3);
      expect(cv.skills.length).toBeGreaterThanOrEqual(35);
      expect(cv.skills.length).toBeLessThanOrEqual(45);
      expect(cv.certificates).toEqual([]);
      for (const experience of cv.experiences) {
        expect(experience.positions.length).toBeGreaterThan(0);
        expect(experience.tags.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(both)('%s opens only the first employer at start', (_, cv) => {
    expect(cv.experiences.map((e) => e.isOpen)).toEqual(cv.experiences.map((_e, i) => i === 0));
  });

  it.each(both)('%s has a real last-update date in dd-MM-yyyy', (_, cv) => {
    expect(cv.lastUpdate).toBe('08-04-2023');
    expect(parseCvDate(cv.lastUpdate)).toEqual({ iso: '2023-04-08', display: '08-04-2023' });
  });

  it.each(both)('%s has skills valued 0-100 with unique names and https links', (_, cv) => {
    for (const skill of cv.skills) {
      expect(Number.isInteger(skill.value)).toBe(true);
      expect(skill.value).toBeGreaterThanOrEqual(0);
      expect(skill.value).toBeLessThanOrEqual(100);
      expect(isHttpsUrl(skill.link)).toBe(true);
    }
    expect(new Set(cv.skills.map((s) => s.name)).size).toBe(cv.skills.length);
    expect(new Set(cv.skills.map((s) => s.link)).size).toBe(cv.skills.length);
  });

  it.each(both)('%s names only logos that exist in the icon set', (_, cv) => {
    const unknown = cv.skills
      .filter((s) => s.icon !== undefined && !(s.icon in skillIcons))
      .map((s) => s.name);
    expect(unknown).toEqual([]);
    // Most skills have a real logo; the rest fall back to initials.
    expect(cv.skills.filter((s) => s.icon).length).toBeGreaterThan(cv.skills.length * 0.8);
  });

  it.each(both)('%s links every employer tag to an https site', (_, cv) => {
    for (const tag of cv.experiences.flatMap((e) => e.tags))
      expect(isHttpsUrl(tag.link)).toBe(true);
  });

  it.each(both)('%s has no empty or untrimmed texts', (_, cv) => {
    const bad = strings(cv).filter(([, text]) => text.trim() === '' || text.trim() !== text);
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
