/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newsSources } from '@/content/news';
import { parseFirstSource, prontusImage } from '@/lib/news/first-source';

const options = { timeZone: 'America/Santiago' };
const host = 'https://www.noticias.example';

function feed(items: string, description = host): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Noticias</title><link>https://www.noticias.example/</link>
  <description>${description}</description>
  ${items}
</channel></rss>`;
}

function item(fields: Record<string, string>): string {
  return `<item>${Object.entries(fields)
    .map(([tag, value]) => `<${tag}>${value}</${tag}>`)
    .join('')}</item>`;
}

const parseItems = (...items: Record<string, string>[]) =>
  parseFirstSource(feed(items.map(item).join('')), options);

const complete = {
  title: 'Lluvia en Santiago',
  link: 'https://www.noticias.example/nacional/lluvia.html',
  description: '<![CDATA[<p>Se esperan <b>20 mm</b>.</p>]]>',
  pubDate: 'Fri, 20 Nov 2026 20:15:00 -0300',
  prontus_fotolibre: '/noticias/site/artic/imag/libre.jpg',
  prontus_foto640: '/noticias/site/artic/imag/640.jpg',
};

describe('parseFirstSource', () => {
  it('turns an item into a typed card item', async () => {
    await expect(parseItems(complete)).resolves.toEqual([
      {
        id: complete.link,
        title: 'Lluvia en Santiago',
        link: complete.link,
        descriptionHtml: '<p>Se esperan <b>20 mm</b>.</p>',
        publishedAt: '2026-11-20T23:15:00.000Z',
        date: '20/11/2026 20:15',
        image: 'https://www.noticias.example/noticias/site/artic/imag/libre.jpg',
        source: 'www.noticias.example',
      },
    ]);
  });

  it('uses the 640 px photo when there is no free photo, and null when there is neither', async () => {
    const items = await parseItems(
      { ...complete, link: 'https://www.noticias.example/a', prontus_fotolibre: '' },
      { title: 'Sin foto', link: 'https://www.noticias.example/b', pubDate: complete.pubDate },
    );
    expect(items.map((i) => i.image)).toEqual([
      'https://www.noticias.example/noticias/site/artic/imag/640.jpg',
      null,
    ]);
  });

  it('makes relative image paths absolute with the host from the channel description', async () => {
    const xml = feed(item(complete), 'https://fotos.noticias.example/portada');
    const [only] = await parseFirstSource(xml, options);
    expect(only?.image).toBe('https://fotos.noticias.example/noticias/site/artic/imag/libre.jpg');
    expect(only?.source).toBe('fotos.noticias.example');
  });

  it('falls back to the channel link as image host when the description is not an address', async () => {
    const [only] = await parseFirstSource(feed(item(complete), 'Todas las noticias'), options);
    expect(only?.image).toBe('https://www.noticias.example/noticias/site/artic/imag/libre.jpg');
  });

  it.each([
    // Paths under /assets/news/ are the site's own files only for snapshots (third argument).
    ['/assets/news/metro.svg', host, true, '/assets/news/metro.svg'],
    ['/assets/news/metro.svg', host, false, 'https://www.noticias.example/assets/news/metro.svg'],
    ['/assets/../secret.svg', null, true, null],
    ['/noticias/foto.jpg', host, true, 'https://www.noticias.example/noticias/foto.jpg'],
    // Absolute addresses are kept, unsafe ones and paths without a host are dropped.
    ['https://cdn.example/x.jpg', host, false, 'https://cdn.example/x.jpg'],
    ['javascript:alert(1)', host, false, null],
    ['/x.jpg', null, false, null],
    [undefined, host, false, null],
  ])('prontusImage(%p, %p, siteMedia %p) is %p', (src, imageHost, siteMedia, expected) => {
    expect(prontusImage(src, imageHost, siteMedia)).toBe(expected);
  });

  it('drops items without title, without a http(s) link or with a bad date', async () => {
    const items = await parseItems(
      { ...complete, title: '' },
      { ...complete, title: '<![CDATA[<script>x()</script>]]>' },
      { link: complete.link, pubDate: complete.pubDate },
      { ...complete, link: 'javascript:alert(1)' },
      { ...complete, link: '/relativo.html' },
      { title: 'Sin enlace', pubDate: complete.pubDate },
      { ...complete, pubDate: 'ayer por la tarde' },
      { title: 'Sin fecha', link: 'https://www.noticias.example/c' },
      { ...complete, title: 'Válida', link: 'https://www.noticias.example/valida' },
    );
    expect(items.map((i) => i.title)).toEqual(['Válida']);
  });

  it('sanitises hostile description HTML and keeps titles as plain text', async () => {
    const [only] = await parseItems({
      ...complete,
      title: '<![CDATA[<b>Alerta</b> &amp; <img src=x onerror=alert(1)>aviso]]>',
      description:
        '<![CDATA[<p onclick="alert(1)">Hola<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)></svg><iframe src="javascript:alert(1)"></iframe> <a href="javascript:alert(1)">mal</a> <a href="https://ok.example/">bien</a></p>]]>',
    });
    expect(only?.title).toBe('Alerta & aviso');
    expect(only?.descriptionHtml).toBe(
      '<p>Hola mal <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">bien</a></p>',
    );
  });

  it('keeps one item per link and at most maxItems', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      item({ ...complete, link: `https://www.noticias.example/${i}` }),
    );
    const xml = feed(item(complete) + item(complete) + many.join(''));
    const items = await parseFirstSource(xml, { ...options, maxItems: 3 });
    expect(items.map((i) => i.id)).toEqual([
      complete.link,
      'https://www.noticias.example/0',
      'https://www.noticias.example/1',
    ]);
  });

  it('answers an empty list for a feed without items', async () => {
    await expect(parseItems()).resolves.toEqual([]);
  });

  it.each([
    ['malformed XML', '<rss version="2.0"><channel><item><title>roto</channel>'],
    ['an HTML page', '<!doctype html><html><body>Service unavailable</body></html>'],
    ['an empty answer', ''],
    ['JSON', '{"items": []}'],
  ])('rejects %s', async (_name, text) => {
    await expect(parseFirstSource(text, options)).rejects.toThrow();
  });

  it('parses the committed snapshot into valid, sanitised items with pictures shipped in public/ or none', async () => {
    const { snapshot, timeZone } = newsSources.first;
    const xml = readFileSync(path.join('content', 'feeds', snapshot), 'utf8');
    const items = await parseFirstSource(xml, { timeZone, siteMedia: true });
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const i of items) {
      expect(i.title).not.toBe('');
      expect(i.link).toMatch(/^https:\/\//);
      expect(i.date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(i.descriptionHtml).not.toMatch(/<(?!\/?(p|b|i|em|strong|br|a)\b)/);
      expect(i.source).toBe('www.example-news.cl');
      if (i.image !== null) {
        expect(i.image).toMatch(/^\/assets\/news\/[a-z-]+\.svg$/);
        expect(existsSync(path.join('public', i.image))).toBe(true);
      }
    }
    // The snapshot shows every image case: free photo, 640 px photo only, none.
    expect(items.some((i) => i.image === null)).toBe(true);
    expect(items.some((i) => i.image !== null)).toBe(true);
  });
});
