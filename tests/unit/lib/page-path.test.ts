import { routes } from '@/content/routes';
import { outsideHosts } from '@/content/outside-hosts';
import { outsidePages } from '@/content/outside-pages';
import { needsNewDocument, pagePath } from '@/lib/page-path';
import { documentLanguages } from '@/lib/seo';

describe('pagePath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(pagePath('/ee/tips/')).toBe('/ee/tips');
    expect(pagePath('/ee/tips')).toBe('/ee/tips');
    expect(pagePath('/cv//')).toBe('/cv');
    expect(pagePath('/')).toBe('/');
  });
});

describe('documentLanguages', () => {
  it('lists only the pages whose main text is not English, by path', () => {
    expect(
      documentLanguages([
        { path: '/a', heading: 'A', description: 'a' },
        { path: '/b', heading: 'B', description: 'b', lang: 'es' },
      ]),
    ).toEqual({ '/b': 'es' });
  });

  it('takes the Spanish CV as Spanish and its English version as English', () => {
    const languages = documentLanguages(routes);
    expect(languages['/cv']).toBe('es');
    expect(languages['/cv/en']).toBeUndefined();
  });
});

describe('needsNewDocument', () => {
  it('is true for the pages that use outside hosts, with a query or hash, and false for the rest', () => {
    expect(needsNewDocument('/ee/phrasalVerbs')).toBe(true);
    expect(needsNewDocument('/ee/phrasalVerbs/#take-off')).toBe(true);
    expect(needsNewDocument('/news?page=2')).toBe(true);
    expect(needsNewDocument('/ee')).toBe(false);
    expect(needsNewDocument('/ee/conditionalSentences#first')).toBe(false);
    expect(needsNewDocument('/newsletter')).toBe(false);
  });

  it('lists exactly the pages whose hosts the policy names', () => {
    expect(new Set(Object.keys(outsideHosts))).toEqual(outsidePages);
  });
});
