/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newsSources } from '@/content/news';
import { headlinesUrl, parseNewsApi } from '@/lib/news/news-api';

const options = { timeZone: 'UTC' };

const article = {
  source: { id: null, name: 'Harbor Ledger' },
  author: 'Dana Whitfield',
  title: 'Free weekend buses',
  description: 'Buses will be free.',
  url: 'https://news.example/buses',
  urlToImage: 'https://img.news.example/buses.jpg',
  publishedAt: '2026-11-20T22:14:05Z',
  content: 'The council voted… [+2143 chars]',
};

function answer(...articles: unknown[]) {
  return { status: 'ok', totalResults: articles.length, articles };
}

const parseOne = (changes: Record<string, unknown>) =>
  parseNewsApi(answer({ ...article, ...changes }), options)[0];

describe('parseNewsApi', () => {
  it('turns an article into a reader article', () => {
    expect(parseNewsApi(answer(article), options)).toEqual([
      {
        id: 'https://news.example/buses',
        title: 'Free weekend buses',
        sourceName: 'Harbor Ledger',
        author: 'Dana Whitfield',
        description: 'Buses will be free.',
        content: 'The council voted…',
        url: 'https://news.example/buses',
        image: 'https://img.news.example/buses.jpg',
        publishedAt: '2026-11-20T22:14:05.000Z',
        date: '2026-11-20 22:14',
      },
    ]);
  });

  it("drops NewsAPI's truncation marker and keeps the rest of the text", () => {
    const content = (text: string) => parseOne({ content: text })?.content;
    expect(content('Buses run free [+12 chars]')).toBe('Buses run free');
    expect(content('Buses… [+2143 chars]  ')).toBe('Buses…');
    expect(content('[+5 chars]')).toBeNull();
    expect(content('Tickets [+2 chars] sold out')).toBe('Tickets [+2 chars] sold out');
  });

  it('keeps optional fields optional', () => {
    expect(
      parseOne({ author: null, description: '', content: undefined, urlToImage: null, source: {} }),
    ).toMatchObject({
      author: null,
      description: null,
      content: null,
      image: null,
      sourceName: 'news.example',
    });
  });

  it('drops removed articles and articles without title, address or a real date', () => {
    const items = parseNewsApi(
      answer(
        { ...article, title: '[Removed]', url: 'https://removed.com' },
        { ...article, title: '' },
        { ...article, url: 'javascript:alert(1)' },
        { ...article, url: undefined },
        { ...article, publishedAt: 'yesterday' },
        'not an article',
        null,
        { ...article, url: 'https://news.example/ok' },
      ),
      options,
    );
    expect(items.map((i) => i.url)).toEqual(['https://news.example/ok']);
  });

  it('turns markup into plain text and drops unsafe image addresses', () => {
    const only = parseOne({
      title: '<b>Big</b> &amp; <script>alert(1)</script>bold',
      content: '<ul><li>One</li><li>Two</li></ul><img src=x onerror=alert(1)>',
      urlToImage: 'javascript:alert(1)',
    });
    expect(only).toMatchObject({ title: 'Big & bold', content: 'OneTwo', image: null });
  });

  it('throws on an error answer', () => {
    const error = { status: 'error', code: 'apiKeyInvalid', message: 'Your API key is invalid' };
    expect(() => parseNewsApi(error, options)).toThrow(/apiKeyInvalid|invalid/);
  });

  it.each([[{ status: 'ok' }], [[]], ['ok']])('throws on the wrong shape %p', (json) => {
    expect(() => parseNewsApi(json, options)).toThrow();
  });

  it('parses the committed snapshot', () => {
    const file = path.join('content', 'feeds', newsSources.headlines.snapshot);
    const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const items = parseNewsApi(json, { timeZone: newsSources.headlines.timeZone, siteMedia: true });
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.filter((i) => i.image !== null).length).toBeGreaterThanOrEqual(5);
    for (const i of items) {
      if (i.image !== null) {
        expect(i.image).toMatch(/^\/assets\/news\/[a-z-]+\.svg$/);
        expect(existsSync(path.join('public', i.image))).toBe(true);
      }
      expect(i.url).toMatch(/^https:\/\//);
      expect(i.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(i.sourceName).not.toBe('');
    }
  });
});

describe('headlinesUrl', () => {
  it('asks for the country and page size and carries no key', () => {
    const url = headlinesUrl({
      endpoint: 'https://newsapi.example/v2/top-headlines',
      country: 'us',
      pageSize: 20,
    });
    expect(url).toBe('https://newsapi.example/v2/top-headlines?country=us&pageSize=20');
    expect(url).not.toMatch(/apiKey/i);
  });
});
