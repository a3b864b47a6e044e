import { englishHome, englishMenu } from '@/content/english/menu';
import { pages, routes } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';
import { contrastRatio } from '../../support/contrast';
import { duplicates, emptyFields } from './content-checks';

const subPages = [
  'tips',
  'verbalTenses',
  'conditionalSentences',
  'phrasalVerbs',
  'readNews',
  'irregularVerbs',
  'antonyms',
  'modalVerbs',
  'questions',
  'reportedSpeech',
  'interview',
  'review',
];

describe('English menu content', () => {
  it('has the 12 options in the order of the spec', () => {
    expect(englishMenu.map((o) => o.route)).toEqual(subPages.map((p) => `/ee/${p}`));
  });

  it('has no empty fields and no repeated names, routes or icons', () => {
    expect(emptyFields(englishMenu)).toEqual([]);
    expect(emptyFields(englishHome)).toEqual([]);
    expect(duplicates(englishMenu.map((o) => o.name))).toEqual([]);
    expect(duplicates(englishMenu.map((o) => o.route))).toEqual([]);
    expect(duplicates(englishMenu.map((o) => o.icon))).toEqual([]);
  });

  it('links only to known pages, and every English page is in the menu', () => {
    const known = new Set(routes.map((r) => r.path));
    for (const option of englishMenu) expect(known.has(option.route)).toBe(true);
    const englishPages = routes.filter((r) => r.path.startsWith('/ee/')).map((r) => r.path);
    expect([...englishPages].sort()).toEqual(englishMenu.map((o) => o.route).sort());
  });

  it('names topics in sentence case and sums each up in one short Spanish sentence', () => {
    for (const option of englishMenu) {
      expect(option.name).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
      expect(option.summary).toMatch(/^[A-Z0-9¿¡].*\.$/);
      expect(option.summary.length).toBeLessThanOrEqual(80);
    }
  });

  it("calls the tenses 'Verb tenses' (not the calque 'Verbal tenses') in the menu, heading and title; the address stays", () => {
    const tenses = englishMenu.find((o) => o.route === '/ee/verbalTenses');
    expect(tenses?.name).toBe('Verb tenses');
    expect(pages.verbalTenses).toMatchObject({ path: '/ee/verbalTenses', heading: 'Verb tenses' });
    expect(routeMetadata(pages.verbalTenses).title).toBe('Verb tenses');
    const named = [...englishMenu.map((o) => o.name), ...routes.map((r) => r.title ?? r.heading)];
    expect(named.filter((name) => /verbal tenses/i.test(name))).toEqual([]);
  });

  it('uses hex colours', () => {
    for (const option of englishMenu) {
      expect(option.background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(option.textColor).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(englishMenu.map((o) => [o.name, o.background, o.textColor] as const))(
    '%s: text contrasts at least 4.5:1 with its background (WCAG AA, both themes)',
    (_name, bg, txt) => {
      expect(contrastRatio(bg, txt)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
