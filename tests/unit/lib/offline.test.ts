import { savedPages, sitePath } from '@/lib/offline';

const pages = [
  { path: '/helloworld', heading: 'Home' },
  { path: '/cv', heading: 'CV' },
  { path: '/cv/en', heading: 'CV in English' },
  { path: '/ee/tips', heading: 'Phrase tips' },
];

describe('savedPages', () => {
  it('lists the pages whose address is kept, in the order of the pages', () => {
    const kept = [
      'https://example.com/ee/tips',
      'https://example.com/cv',
      'https://example.com/_next/static/chunks/app.js',
      'https://example.com/cv.txt',
    ];
    expect(savedPages(kept, pages, '').map((p) => p.path)).toEqual(['/cv', '/ee/tips']);
  });

  it('matches a page opened with a query, a trailing slash or its file name', () => {
    const kept = [
      'https://example.com/ee/tips?from=review',
      'https://example.com/cv/',
      'https://example.com/helloworld.html',
    ];
    expect(savedPages(kept, pages, '').map((p) => p.path)).toEqual([
      '/helloworld',
      '/cv',
      '/ee/tips',
    ]);
  });

  it('does not take framework data or a longer path for a page', () => {
    const kept = [
      'https://example.com/cv/en.txt',
      'https://example.com/cv/__next.cv.en.txt',
      'https://example.com/cvx',
      'https://example.com/_next/static/flight/0123.txt',
    ];
    expect(savedPages(kept, pages, '')).toEqual([]);
  });

  it('strips the deploy sub-path and ignores addresses outside it', () => {
    const kept = [
      'https://example.com/site/cv/en',
      'https://example.com/cv',
      'https://example.com/sitecv',
      'https://example.com/site/helloworld',
    ];
    expect(savedPages(kept, pages, '/site').map((p) => p.path)).toEqual(['/helloworld', '/cv/en']);
  });

  it('skips what is not an address', () => {
    expect(savedPages(['http://[bad', 'https://example.com/cv'], pages, '')).toEqual([pages[1]]);
  });
});

describe('sitePath', () => {
  it('names the page of a pathname as the registry writes it', () => {
    expect(sitePath('/offline', '')).toBe('/offline');
    expect(sitePath('/offline.html', '')).toBe('/offline');
    expect(sitePath('/ee/tips/', '')).toBe('/ee/tips');
    expect(sitePath('/', '')).toBe('/');
    expect(sitePath('/personal-site/offline', '/personal-site')).toBe('/offline');
    expect(sitePath('/personal-site', '/personal-site')).toBe('/');
    expect(sitePath('/other/offline', '/personal-site')).toBeNull();
    expect(sitePath('/personal-site-2/x', '/personal-site')).toBeNull();
  });
});
