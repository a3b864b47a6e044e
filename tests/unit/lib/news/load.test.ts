/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newsSources } from '@/content/news';
import { site } from '@/content/site';
import type { FetchLike } from '@/lib/news/fetch-text';
import { loadFirstSource, loadHeadlines, loadSecondSource, offlineFromEnv } from '@/lib/news/load';

const networkFeed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Red</title><link>https://red.example/</link>
<description>https://red.example</description>
<item><title>Desde la red</title><link>https://red.example/a</link><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`;

function mockFetch(answer: () => Promise<Response>) {
  return jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(answer);
}

describe('news loaders', () => {
  const warn = jest.fn();
  beforeEach(() => warn.mockReset());

  it('use the committed snapshot without touching the network when offline', async () => {
    const fetchImpl = mockFetch(async () => new Response(networkFeed));
    const first = await loadFirstSource({ offline: true, fetchImpl, warn });
    const second = await loadSecondSource({ offline: true, fetchImpl, warn });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(first).toMatchObject({ status: 'ok', origin: 'snapshot' });
    expect(second).toMatchObject({ status: 'ok', origin: 'snapshot' });
    expect(first.items.length).toBeGreaterThan(0);
    expect(second.items.length).toBeGreaterThan(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('use the network answer when the feed answers', async () => {
    const fetchImpl = mockFetch(async () => new Response(networkFeed));
    const first = await loadFirstSource({ offline: false, fetchImpl, warn });
    expect(fetchImpl).toHaveBeenCalledWith(site.feeds.first, expect.anything());
    expect(first).toMatchObject({ status: 'ok', origin: 'network' });
    expect(first.items.map((i) => i.title)).toEqual(['Desde la red']);
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: /rss/ });
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('fetch failed'))],
    ['an HTTP error', async () => new Response('no', { status: 500 })],
    ['a malformed answer', async () => new Response('<html><body>Mantención</body>')],
  ])('fall back to the snapshot after %s and say so in the build log', async (_name, answer) => {
    const first = await loadFirstSource({ offline: false, fetchImpl: mockFetch(answer), warn });
    expect(first).toMatchObject({ status: 'ok', origin: 'snapshot' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/first news source unavailable.*snapshot/),
    );
  });

  it('fall back to the snapshot when the feed does not answer in time', async () => {
    const fetchImpl: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const second = await loadSecondSource({ offline: false, fetchImpl, timeoutMs: 20, warn });
    expect(second.origin).toBe('snapshot');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Timed out after 20 ms/));
  });

  describe('with a broken snapshot folder', () => {
    let dir = '';
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'feeds-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const fromDir = () => ({ offline: true, snapshotDir: dir, warn });

    it('report failed (not a crash) when the snapshot is missing', async () => {
      const first = await loadFirstSource(fromDir());
      expect(first).toEqual({ status: 'failed', origin: 'snapshot', items: [] });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/snapshot could not be read/));
    });

    it('report failed when the snapshot is malformed, and empty when it has no valid items', async () => {
      writeFileSync(path.join(dir, newsSources.first.snapshot), '<rss><channel><item>');
      writeFileSync(
        path.join(dir, newsSources.second.snapshot),
        '<rss version="2.0"><channel><title>x</title><item><title>sin enlace</title></item></channel></rss>',
      );
      await expect(loadFirstSource(fromDir())).resolves.toMatchObject({ status: 'failed' });
      await expect(loadSecondSource(fromDir())).resolves.toEqual({
        status: 'empty',
        origin: 'snapshot',
        items: [],
      });
    });
  });

  describe('loadHeadlines', () => {
    const live = {
      source: { id: null, name: 'Wire' },
      author: null,
      title: 'Live headline',
      description: null,
      url: 'https://wire.example/live',
      urlToImage: null,
      publishedAt: '2026-11-20T10:00:00Z',
      content: null,
    };
    const apiAnswer = { status: 'ok', totalResults: 1, articles: [live] };

    it('uses the snapshot and never calls the API without a key', async () => {
      const fetchImpl = mockFetch(async () => Response.json(apiAnswer));
      const result = await loadHeadlines({ apiKey: '', offline: false, fetchImpl, warn });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(result).toMatchObject({ status: 'ok', origin: 'snapshot' });
    });

    it('sends the key in a header, never in the address or the articles', async () => {
      const key = 'k3y-0123456789abcdef';
      const fetchImpl = mockFetch(async () => Response.json(apiAnswer));
      const result = await loadHeadlines({ apiKey: key, offline: false, fetchImpl, warn });
      const [url, init] = fetchImpl.mock.calls[0] ?? [];
      expect(url).toBe(`${site.newsApi.url}?country=${site.newsApi.country}&pageSize=20`);
      expect(url).not.toContain(key);
      expect(init?.headers).toMatchObject({ 'X-Api-Key': key });
      expect(result.origin).toBe('network');
      expect(result.items.map((a) => a.title)).toEqual(['Live headline']);
      expect(JSON.stringify(result)).not.toContain(key);
    });

    it('falls back to the snapshot on an API error without logging the key', async () => {
      const key = 'k3y-secret';
      const fetchImpl = mockFetch(async () =>
        Response.json({ status: 'error', code: 'rateLimited', message: 'Too many requests' }),
      );
      const result = await loadHeadlines({ apiKey: key, offline: false, fetchImpl, warn });
      expect(result.origin).toBe('snapshot');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).not.toContain(key);
    });

    it('trims the key, asks for maxItems and takes site media only from the snapshot', async () => {
      const articles = [{ ...live, urlToImage: '/assets/news/bus.svg' }];
      const fetchImpl = mockFetch(async () => Response.json({ ...apiAnswer, articles }));
      const load = (options: Parameters<typeof loadHeadlines>[0]) =>
        loadHeadlines({ offline: false, fetchImpl, warn, ...options });
      await load({ apiKey: '  ' });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect((await load({ apiKey: 'k', maxItems: 5 })).items[0]?.image).toBeNull();
      expect(fetchImpl.mock.calls[0]?.[0]).toMatch(/pageSize=5$/);
      const images = (await load({ offline: true })).items.map((a) => a.image);
      expect(images).toContainEqual(expect.stringMatching(/\/assets\/news\//));
    });

    it('stays offline with FEEDS_OFFLINE even when a key is set', async () => {
      const fetchImpl = mockFetch(async () => Response.json(apiAnswer));
      const result = await loadHeadlines({ apiKey: 'k', offline: true, fetchImpl, warn });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(result.origin).toBe('snapshot');
    });
  });
});

describe('loader options', () => {
  it('caps the RSS sources at maxItems and reads FEEDS_OFFLINE by default', async () => {
    const options = { offline: true, maxItems: 1, warn: jest.fn() };
    expect((await loadFirstSource(options)).items).toHaveLength(1);
    expect((await loadSecondSource(options)).items).toHaveLength(1);
    const fetchImpl = mockFetch(async () => new Response(networkFeed));
    const saved = process.env.FEEDS_OFFLINE;
    process.env.FEEDS_OFFLINE = '1';
    try {
      expect((await loadFirstSource({ fetchImpl, warn: jest.fn() })).origin).toBe('snapshot');
    } finally {
      if (saved === undefined) delete process.env.FEEDS_OFFLINE;
      else process.env.FEEDS_OFFLINE = saved;
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('offlineFromEnv', () => {
  it.each([
    ['yes', true],
    [' TRUE ', true],
    ['no', false],
  ])('reads FEEDS_OFFLINE=%p as %p', (value, offline) => {
    expect(offlineFromEnv({ FEEDS_OFFLINE: value })).toBe(offline);
  });

  it('reads FEEDS_OFFLINE', () => {
    expect(offlineFromEnv({ FEEDS_OFFLINE: '1' })).toBe(true);
    expect(offlineFromEnv({ FEEDS_OFFLINE: 'true' })).toBe(true);
    expect(offlineFromEnv({ FEEDS_OFFLINE: '0' })).toBe(false);
    expect(offlineFromEnv({})).toBe(false);
  });
});
