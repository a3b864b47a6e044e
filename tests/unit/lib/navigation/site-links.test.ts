import { isPlainClick, prefetchPath, sitePath } from '@/lib/navigation/site-links';

const origin = 'https://example.org';
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});
const click = (extra: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});

describe('isPlainClick', () => {
  it('takes a click of the main button with no modifier', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each([
    ['the Ctrl key', { ctrlKey: true }],
    ['the Cmd key', { metaKey: true }],
    ['the Shift key', { shiftKey: true }],
    ['the Alt key', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['a click a handler already took', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_, extra) => {
    expect(isPlainClick(click(extra))).toBe(false);
  });
});

describe('sitePath', () => {
  it('is the path of a link of the site, with its query and fragment', () => {
    expect(sitePath(anchor(`${origin}/ee/tips`), origin, '')).toBe('/ee/tips');
    expect(sitePath(anchor(`${origin}/search?q=be&lang=en#top`), origin, '')).toBe(
      '/search?q=be&lang=en#top',
    );
    expect(sitePath(anchor(`${origin}/`), origin, '')).toBe('/');
  });

  it('leaves to the browser a link to another origin, a new tab, or a download', () => {
    expect(sitePath(anchor('https://other.example/ee'), origin, '')).toBeNull();
    expect(sitePath(anchor(`${origin}/cv`, { target: '_blank' }), origin, '')).toBeNull();
    expect(sitePath(anchor(`${origin}/cv`, { target: '_self' }), origin, '')).toBe('/cv');
    expect(sitePath(anchor(`${origin}/data`, { download: true }), origin, '')).toBeNull();
    expect(sitePath(anchor('mailto:someone@example.org'), origin, '')).toBeNull();
    expect(sitePath(anchor('not an address'), origin, '')).toBeNull();
  });

  it('takes the deploy sub-path off, and leaves an address outside it to the browser', () => {
    const base = '/portfolio';
    expect(sitePath(anchor(`${origin}/portfolio/ee/tips`), origin, base)).toBe('/ee/tips');
    expect(sitePath(anchor(`${origin}/portfolio`), origin, base)).toBe('/');
    expect(sitePath(anchor(`${origin}/portfolio/`), origin, base)).toBe('/');
    expect(sitePath(anchor(`${origin}/ee/tips`), origin, base)).toBeNull();
    expect(sitePath(anchor(`${origin}/portfolio-old/cv`), origin, base)).toBeNull();
  });
});

describe('prefetchPath', () => {
  it('names the page without its fragment', () => {
    expect(prefetchPath('/ee/irregularVerbs#verb-tech-be')).toBe('/ee/irregularVerbs');
    expect(prefetchPath('/search?q=be')).toBe('/search?q=be');
  });
});
