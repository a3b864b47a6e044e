import { routes } from '@/content/routes';
import { pagePath } from '@/lib/page-path';
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
