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

function item({
  title = 'Noticia',
  slug = 'noticia',
  guid = `<guid isPermaLink="true">https://www.medio.example/${slug}</guid>`,
  link = `<link>https://www.medio.example/${slug}?utm=rss</link>`,
  pubDate = 'Fri, 20 Nov 2026 21:10:00 GMT',
  description = '<![CDATA[<p>Texto</p>]]>',
  media = '',
}: Partial<
  Record<'title' | 'slug' | 'guid' | 'link' | 'pubDate' | 'description' | 'media', string>
>): string {
  return `<item><title>${title}</title>${link}${guid}<description>${description}</description><pubDate>${pubDate}</pubDate>${media}</item>`;
}

describe('parseSecondSource', () => {
  it('turns an item into a typed card item with the link from the guid', async () => {
    const [only] = await parseSecondSource(
      feed(
        item({
          media:
            '<media:content url="https://cdn.medio.example/foto.jpg" medium="image" type="image/jpeg"/>',
        }),
      ),
      options,
    );
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
    const [only] = await parseSecondSource(
      feed(item({ guid: '<guid isPermaLink="false">abc-123</guid>' })),
      options,
    );
    expect(only?.link).toBe('https://www.medio.example/noticia?utm=rss');
  });

  it('sorts the items newest first', async () => {
    const items = await parseSecondSource(
      feed(
        item({ slug: 'martes', pubDate: 'Tue, 17 Nov 2026 10:00:00 GMT' }) +
          item({ slug: 'jueves', pubDate: 'Thu, 19 Nov 2026 10:00:00 GMT' }) +
          item({ slug: 'miercoles', pubDate: 'Wed, 18 Nov 2026 10:00:00 -0300' }),
      ),
      options,
    );
    expect(items.map((i) => i.link.split('/').pop())).toEqual(['jueves', 'miercoles', 'martes']);
  });

  it('reads every media entry: image, nested thumbnail, item thumbnail and mp4 video', async () => {
    const items = await parseSecondSource(
      feed(
        [
          item({
            slug: 'video-con-poster',
            pubDate: 'Fri, 20 Nov 2026 10:00:00 GMT',
            media:
              '<media:content url="https://v.medio.example/a.mp4" medium="video" type="video/mp4"><media:thumbnail url="https://cdn.medio.example/poster.jpg"/></media:content>',
          }),
          item({
            slug: 'foto-y-video',
            pubDate: 'Fri, 20 Nov 2026 09:00:00 GMT',
            media:
              '<media:content url="https://v.medio.example/b.mp4" medium="video"/><media:content url="https://cdn.medio.example/b.jpg" medium="image"/>',
          }),
          item({
            slug: 'miniatura',
            pubDate: 'Fri, 20 Nov 2026 08:00:00 GMT',
            media: '<media:thumbnail url="https://cdn.medio.example/mini.jpg"/>',
          }),
          item({
            slug: 'webm',
            pubDate: 'Fri, 20 Nov 2026 07:00:00 GMT',
            media:
              '<media:content url="https://v.medio.example/c.webm" medium="video" type="video/webm"/>',
          }),
          item({ slug: 'nada', pubDate: 'Fri, 20 Nov 2026 06:00:00 GMT' }),
        ].join(''),
      ),
      options,
    );
    expect(items.map(({ image, video }) => ({ image, video }))).toEqual([
      { image: 'https://cdn.medio.example/poster.jpg', video: 'https://v.medio.example/a.mp4' },
      { image: 'https://cdn.medio.example/b.jpg', video: 'https://v.medio.example/b.mp4' },
      { image: 'https://cdn.medio.example/mini.jpg', video: null },
      { image: null, video: null },
      { image: null, video: null },
    ]);
  });

  it('ignores media with unsafe addresses', async () => {
    const [only] = await parseSecondSource(
      feed(
        item({
          media:
            '<media:content url="javascript:alert(1)" medium="image"/><media:content url="data:video/mp4;base64,AAAA" medium="video"/><media:thumbnail url="/relativa.jpg"/>',
        }),
      ),
      options,
    );
    expect(only).toMatchObject({ image: null, video: null });
  });

  it('drops items without title, link or a real date, and sanitises descriptions', async () => {
    const items = await parseSecondSource(
      feed(
        [
          item({ slug: 'a', title: '' }),
          item({ slug: 'b', guid: '', link: '' }),
          item({
            slug: 'c',
            guid: '<guid>javascript:alert(1)</guid>',
            link: '<link>javascript:alert(1)</link>',
          }),
          item({ slug: 'd', pubDate: '32/13/2026' }),
          item({ slug: 'e', pubDate: '' }),
          item({
            slug: 'ok',
            description:
              '<![CDATA[<p>Hola <img src=x onerror="alert(1)"><a href="https://ok.example/" onclick="x()">más</a></p>]]>',
          }),
        ].join(''),
      ),
      options,
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.descriptionHtml).toBe(
      '<p>Hola <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">más</a></p>',
    );
  });

  it('rejects malformed XML', async () => {
    await expect(
      parseSecondSource('<rss version="2.0"><channel><item>', options),
    ).rejects.toThrow();
    await expect(parseSecondSource('Bad gateway', options)).rejects.toThrow();
  });

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

  describe('the committed snapshot', () => {
    const xml = readFileSync(
      path.join(process.cwd(), 'content', 'feeds', newsSources.second.snapshot),
      'utf8',
    );

    it('parses into valid items, newest first, with images, videos and items without media', async () => {
      const items = await parseSecondSource(xml, {
        timeZone: newsSources.second.timeZone,
        siteMedia: true,
      });
      expect(items.length).toBeGreaterThanOrEqual(8);
      const times = items.map((i) => Date.parse(i.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const i of items) {
        expect(i.link).toMatch(/^https:\/\//);
        expect(i.date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
        // The snapshot's media ship with the site (public/assets/news/).
        for (const media of [i.image, i.video].filter((m) => m !== null)) {
          expect(media).toMatch(/^\/assets\/news\/[a-z-]+\.(svg|mp4)$/);
          expect(existsSync(path.join(process.cwd(), 'public', media))).toBe(true);
        }
        if (i.video !== null) expect(i.video).toMatch(/\.mp4$/);
      }
      expect(items.filter((i) => i.video !== null).length).toBeGreaterThanOrEqual(2);
      expect(items.some((i) => i.image === null && i.video === null)).toBe(true);
    });
  });
});
