/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newsSources } from '@/content/news';
import { mediaEntries, parseSecondSource, pickImage, pickVideo } from '@/lib/news/second-source';

const options = { timeZone: 'America/Santiago' };

function feed(items: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
  <title>Portada</title><link>https://www.medio.example/</link><description>Portada</description>
  ${items}
</channel></rss>`;
}

type ItemField = 'title' | 'slug' | 'guid' | 'link' | 'pubDate' | 'description' | 'media';
type ItemFields = Partial<Record<ItemField, string>>;

function item({
  title = 'Noticia',
  slug = 'noticia',
  guid = `<guid isPermaLink="true">https://www.medio.example/${slug}</guid>`,
  link = `<link>https://www.medio.example/${slug}?utm=rss</link>`,
  pubDate = 'Fri, 20 Nov 2026 21:10:00 GMT',
  description = '<![CDATA[<p>Texto</p>]]>',
  media = '',
}: ItemFields): string {
  return `<item><title>${title}</title>${link}${guid}<description>${description}</description><pubDate>${pubDate}</pubDate>${media}</item>`;
}

const parseItems = (...items: ItemFields[]) =>
  parseSecondSource(feed(items.map(item).join('')), options);

describe('parseSecondSource', () => {
  it('turns an item into a typed card item with the link from the guid', async () => {
    const [only] = await parseItems({
      media:
        '<media:content url="https://cdn.medio.example/foto.jpg" medium="image" type="image/jpeg"/>',
    });
    expect(only).toEqual({
      id: 'https://www.medio.example/noticia',
      title: 'Noticia',
      link: 'https://www.medio.example/noticia',
      descriptionHtml: '<p>Texto</p>',
      publishedAt: '2026-11-20T21:10:00.000Z',
      date: '20/11/2026 18:10',
      image: 'https://cdn.medio.example/foto.jpg',
      video: null,
    });
  });

  it('uses the <link> when the guid is not an address', async () => {
    const [only] = await parseItems({ guid: '<guid isPermaLink="false">abc-123</guid>' });
    expect(only?.link).toBe('https://www.medio.example/noticia?utm=rss');
  });

  it('sorts the items newest first', async () => {
    const items = await parseItems(
      { slug: 'martes', pubDate: 'Tue, 17 Nov 2026 10:00:00 GMT' },
      { slug: 'jueves', pubDate: 'Thu, 19 Nov 2026 10:00:00 GMT' },
      { slug: 'miercoles', pubDate: 'Wed, 18 Nov 2026 10:00:00 -0300' },
    );
    expect(items.map((i) => i.link.split('/').pop())).toEqual(['jueves', 'miercoles', 'martes']);
  });

  it.each([
    [
      'an mp4 video and its nested thumbnail as poster',
      '<media:content url="https://v.medio.example/a.mp4" medium="video" type="video/mp4"><media:thumbnail url="https://cdn.medio.example/poster.jpg"/></media:content>',
      'https://cdn.medio.example/poster.jpg',
      'https://v.medio.example/a.mp4',
    ],
    [
      'a video entry and an image entry',
      '<media:content url="https://v.medio.example/b.mp4" medium="video"/><media:content url="https://cdn.medio.example/b.jpg" medium="image"/>',
      'https://cdn.medio.example/b.jpg',
      'https://v.medio.example/b.mp4',
    ],
    [
      'an item thumbnail',
      '<media:thumbnail url="https://cdn.medio.example/mini.jpg"/>',
      'https://cdn.medio.example/mini.jpg',
      null,
    ],
    [
      'a webm video (only mp4 is offered)',
      '<media:content url="https://v.medio.example/c.webm" medium="video" type="video/webm"/>',
      null,
      null,
    ],
    ['no media', '', null, null],
    [
      'media with unsafe addresses',
      '<media:content url="javascript:alert(1)" medium="image"/><media:content url="data:video/mp4;base64,AAAA" medium="video"/><media:thumbnail url="/relativa.jpg"/>',
      null,
      null,
    ],
  ])('reads the image and video of %s', async (_name, media, image, video) => {
    const [only] = await parseItems({ media });
    expect(only).toMatchObject({ image, video });
  });

  it('drops items without title, link or a real date, and sanitises descriptions', async () => {
    const items = await parseItems(
      { slug: 'a', title: '' },
      { slug: 'b', guid: '', link: '' },
      {
        slug: 'c',
        guid: '<guid>javascript:alert(1)</guid>',
        link: '<link>javascript:alert(1)</link>',
      },
      { slug: 'd', pubDate: '32/13/2026' },
      { slug: 'e', pubDate: '' },
      {
        slug: 'ok',
        description:
          '<![CDATA[<p>Hola <img src=x onerror="alert(1)"><a href="https://ok.example/" onclick="x()">más</a></p>]]>',
      },
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.descriptionHtml).toBe(
      '<p>Hola <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">más</a></p>',
    );
  });

  it.each(['<rss version="2.0"><channel><item>', 'Bad gateway'])(
    'rejects malformed XML: %p',
    async (xml) => {
      await expect(parseSecondSource(xml, options)).rejects.toThrow();
    },
  );

  describe('media helpers', () => {
    it('read the xml2js shape and tolerate junk', () => {
      expect(
        mediaEntries([{ $: { url: 'https://x.example/a.mp4', medium: 'VIDEO' } }, 'texto', null]),
      ).toEqual([
        { url: 'https://x.example/a.mp4', medium: 'video', type: '', thumbnails: [] },
        { url: null, medium: '', type: '', thumbnails: [] },
        { url: null, medium: '', type: '', thumbnails: [] },
      ]);
      expect(mediaEntries(undefined)).toEqual([]);
    });

    it('recognise images and videos by type when medium is missing', () => {
      const entries = mediaEntries([
        { $: { url: 'https://x.example/v', type: 'video/mp4' } },
        { $: { url: 'https://x.example/i', type: 'image/png' } },
      ]);
      expect(pickVideo(entries)).toBe('https://x.example/v');
      expect(pickImage(entries, [])).toBe('https://x.example/i');
    });
  });

  it('parses the committed snapshot into valid items, newest first, with images, videos and items without media', async () => {
    const { snapshot, timeZone } = newsSources.second;
    const xml = readFileSync(path.join('content', 'feeds', snapshot), 'utf8');
    const items = await parseSecondSource(xml, { timeZone, siteMedia: true });
    expect(items.length).toBeGreaterThanOrEqual(8);
    const times = items.map((i) => Date.parse(i.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const i of items) {
      expect(i.link).toMatch(/^https:\/\//);
      expect(i.date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      // The snapshot's media ship with the site (public/assets/news/).
      for (const media of [i.image, i.video].filter((m) => m !== null)) {
        expect(media).toMatch(/^\/assets\/news\/[a-z-]+\.(svg|mp4)$/);
        expect(existsSync(path.join('public', media))).toBe(true);
      }
      if (i.video !== null) expect(i.video).toMatch(/\.mp4$/);
    }
    expect(items.filter((i) => i.video !== null).length).toBeGreaterThanOrEqual(2);
    expect(items.some((i) => i.image === null && i.video === null)).toBe(true);
  });
});
