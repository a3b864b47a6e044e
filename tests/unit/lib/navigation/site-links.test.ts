import { clientNavigationPath, prefetchPath } from '@/lib/navigation/site-links';

const origin = 'https://example.org';
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});
const click = (extra: Partial<Parameters<typeof clientNavigationPath>[1] & object> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});

describe('clientNavigationPath', () => {
  it('opens a plain click on a link of the site on the client, with its query and fragment', () => {
    expect(clientNavigationPath(anchor(`${origin}/ee/tips`), click(), origin, '')).toBe('/ee/tips');
    expect(
      clientNavigationPath(anchor(`${origin}/search?q=be&lang=en#top`), click(), origin, ''),
    ).toBe('/search?q=be&lang=en#top');
    expect(clientNavigationPath(anchor(`${origin}/`), click(), origin, '')).toBe('/');
  });

  it.each([
    ['the Ctrl key', { ctrlKey: true }],
    ['the Cmd key', { metaKey: true }],
    ['the Shift key', { shiftKey: true }],
    ['the Alt key', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['a click a handler already took', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_, extra) => {
    expect(clientNavigationPath(anchor(`${origin}/ee/tips`), click(extra), origin, '')).toBeNull();
  });

  it('leaves to the browser a link to another origin, a new tab, or a download', () => {
    expect(
      clientNavigationPath(anchor('https://other.example/ee'), click(), origin, ''),
    ).toBeNull();
    expect(
      clientNavigationPath(anchor(`${origin}/cv`, { target: '_blank' }), click(), origin, ''),
    ).toBeNull();
    expect(
      clientNavigationPath(anchor(`${origin}/cv`, { target: '_self' }), click(), origin, ''),
    ).toBe('/cv');
    expect(
      clientNavigationPath(anchor(`${origin}/data`, { download: true }), click(), origin, ''),
    ).toBeNull();
    expect(
      clientNavigationPath(anchor('mailto:someone@example.org'), click(), origin, ''),
    ).toBeNull();
    expect(clientNavigationPath(anchor('not an address'), click(), origin, '')).toBeNull();
  });

  it('takes the deploy sub-path off, and leaves an address outside it to the browser', () => {
    const base = '/portfolio';
    expect(clientNavigationPath(anchor(`${origin}/portfolio/ee/tips`), click(), origin, base)).toBe(
      '/ee/tips',
    );
    expect(clientNavigationPath(anchor(`${origin}/portfolio`), click(), origin, base)).toBe('/');
    expect(clientNavigationPath(anchor(`${origin}/portfolio/`), click(), origin, base)).toBe('/');
    expect(clientNavigationPath(anchor(`${origin}/ee/tips`), click(), origin, base)).toBeNull();
    expect(
      clientNavigationPath(anchor(`${origin}/portfolio-old/cv`), click(), origin, base),
    ).toBeNull();
  });

  it('without a click, tells whether the link leads to a page that can be fetched ahead', () => {
    expect(clientNavigationPath(anchor(`${origin}/ee/tips`), null, origin, '')).toBe('/ee/tips');
    expect(
      clientNavigationPath(anchor(`${origin}/ee/tips`, { target: '_blank' }), null, origin, ''),
    ).toBeNull();
    expect(clientNavigationPath(anchor('https://other.example/'), null, origin, '')).toBeNull();
  });
});

describe('prefetchPath', () => {
  it('names the page without its fragment', () => {
    expect(prefetchPath('/ee/irregularVerbs#verb-tech-be')).toBe('/ee/irregularVerbs');
    expect(prefetchPath('/search?q=be')).toBe('/search?q=be');
  });
});
