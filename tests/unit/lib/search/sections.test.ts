import type { RouteInfo } from '@/content/routes';
import { pages, routes } from '@/content/routes';
import { otherSection, searchSections } from '@/content/search';
import { indexedPages, sectionGroups, sectionOf } from '@/lib/search/sections';

const sections = [
  { label: 'CV', paths: ['/cv'] },
  { label: 'English', paths: ['/ee'] },
];

describe('search sections', () => {
  it('place a page by its path or a path above it', () => {
    expect(sectionOf('/cv', sections, 'More')).toBe('CV');
    expect(sectionOf('/cv/en', sections, 'More')).toBe('CV');
    expect(sectionOf('/ee/tips', sections, 'More')).toBe('English');
    expect(sectionOf('/eeHome', sections, 'More')).toBe('More');
    expect(sectionOf('/cvx', sections, 'More')).toBe('More');
  });

  it('take the first section that holds a page, and leave out a section with no pages', () => {
    const nested = [...sections, { label: 'Tips', paths: ['/ee/tips'] }];
    expect(sectionOf('/ee/tips', nested, 'More')).toBe('English');
    const list: RouteInfo[] = [{ path: '/cv', heading: 'CV', description: 'd' }];
    expect(sectionGroups(list, sections, 'More').map((g) => g.label)).toEqual(['CV']);
  });

  it('index the pages not marked `search: false`, with their title and language', () => {
    const list: RouteInfo[] = [
      { path: '/cv', heading: 'Name', title: 'Currículum vitae', description: 'd', lang: 'es' },
      { path: '/ee/tips', heading: 'Phrase tips', description: 'd' },
      { path: '/2048', heading: '2048', description: 'd', search: false },
    ];
    expect(indexedPages(list, sections, 'More')).toEqual([
      { path: '/cv', title: 'Currículum vitae', section: 'CV', language: 'es' },
      { path: '/ee/tips', title: 'Phrase tips', section: 'English', language: 'en' },
    ]);
  });

  it('group every page but the excepted ones, in the order of the sections', () => {
    const list: RouteInfo[] = [
      { path: '/ee', heading: 'English', description: 'd' },
      { path: '/search', heading: 'Search', description: 'd' },
      { path: '/cv', heading: 'CV', description: 'd' },
      { path: '/news', heading: 'News', description: 'd' },
    ];
    expect(sectionGroups(list, sections, 'More', ['/search'])).toEqual([
      { label: 'CV', pages: [{ path: '/cv', title: 'CV' }] },
      { label: 'English', pages: [{ path: '/ee', title: 'English' }] },
      { label: 'More', pages: [{ path: '/news', title: 'News' }] },
    ]);
  });

  it('cover the CV in both languages, grammar, phrases, verbs, dev tips and the course', () => {
    const indexed = indexedPages(routes, searchSections, otherSection);
    const paths = indexed.map((p) => p.path);
    for (const page of [
      pages.cv,
      pages.cvEn,
      pages.conditionals,
      pages.modalVerbs,
      pages.questions,
      pages.reportedSpeech,
      pages.verbalTenses,
      pages.englishTips,
      pages.irregularVerbs,
      pages.phrasalVerbs,
      pages.antonyms,
      pages.devTips,
      pages.course,
    ]) {
      expect(paths).toContain(page.path);
    }
    for (const page of [
      pages.game2048,
      pages.pokemon,
      pages.ticTacToe,
      pages.todo,
      pages.news,
      pages.readNews,
      pages.review,
      pages.search,
    ]) {
      expect(paths).not.toContain(page.path);
    }
    expect(indexed.find((p) => p.path === pages.cv.path)?.language).toBe('es');
    expect(indexed.find((p) => p.path === pages.cvEn.path)?.language).toBe('en');
    expect(new Set(indexed.map((p) => p.section)).has(otherSection)).toBe(false);
  });
});
