import { hostName, mediaUrl, safeHttpUrl, siteMediaPath } from '@/lib/news/urls';

describe('safeHttpUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(safeHttpUrl('https://news.example/a b')).toBe('https://news.example/a%20b');
    expect(safeHttpUrl('  http://news.example  ')).toBe('http://news.example/');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:x',
    'mailto:a@b.example',
    'ftp://files.example/x',
    '/relative/path.jpg',
    'not a url',
    '',
    '   ',
  ])('rejects %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('resolves relative paths against a base', () => {
    expect(safeHttpUrl('/imag/foto.jpg', 'https://news.example')).toBe(
      'https://news.example/imag/foto.jpg',
    );
    expect(safeHttpUrl('javascript:alert(1)', 'https://news.example')).toBeNull();
  });

  it('rejects values that are not strings', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl({ href: 'https://x.example' })).toBeNull();
  });
});

describe('hostName', () => {
  it('answers the host of an address, or null', () => {
    expect(hostName('https://www.news.example/path')).toBe('www.news.example');
    expect(hostName('Portada')).toBeNull();
  });
});

describe('mediaUrl (site media of committed snapshots)', () => {
  it('keeps absolute http(s) addresses either way', () => {
    expect(mediaUrl('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(mediaUrl('https://cdn.example/x.jpg', true)).toBe('https://cdn.example/x.jpg');
  });

  it('accepts a file under /assets/news/ only when siteMedia is set', () => {
    expect(mediaUrl('/assets/news/bus.svg', true)).toBe('/assets/news/bus.svg');
    expect(mediaUrl(' /assets/news/float-parade.mp4 ', true)).toBe('/assets/news/float-parade.mp4');
    expect(mediaUrl('/assets/news/bus.svg')).toBeNull();
  });

  it.each([
    '/assets/news/../../secret.svg',
    '/assets/news/sub/bus.svg',
    '/assets/img/no-image.jpg',
    '//evil.example/assets/news/bus.svg',
    '/assets/news/bus.svg?x=1',
    '/assets/news/bus.html',
    'assets/news/bus.svg',
    'javascript:alert(1)',
  ])('rejects %j even for snapshots', (value) => {
    expect(mediaUrl(value, true)).toBeNull();
    expect(siteMediaPath(value)).toBeNull();
  });
});
