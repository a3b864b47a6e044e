/** @jest-environment node */
import { fetchText, type FetchLike } from '@/lib/news/fetch-text';

describe('fetchText', () => {
  it('answers the body of a successful response and sends the headers', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(
      async () => new Response('<rss/>'),
    );
    await expect(
      fetchText('https://feed.example/rss', {
        timeoutMs: 1000,
        headers: { Accept: 'x' },
        fetchImpl,
      }),
    ).resolves.toBe('<rss/>');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://feed.example/rss',
      expect.objectContaining({ headers: { Accept: 'x' } }),
    );
  });

  it('throws on a non-2xx status', async () => {
    const fetchImpl: FetchLike = async () => new Response('busy', { status: 503 });
    await expect(
      fetchText('https://feed.example/rss', { timeoutMs: 1000, fetchImpl }),
    ).rejects.toThrow('HTTP 503');
  });

  it('aborts a request that does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetchImpl: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        });
      const pending = fetchText('https://feed.example/rss', { timeoutMs: 5000, fetchImpl });
      const settled = expect(pending).rejects.toThrow('Timed out after 5000 ms');
      jest.advanceTimersByTime(4999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal?.aborted).toBe(true);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes network errors on', async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      fetchText('https://feed.example/rss', { timeoutMs: 1000, fetchImpl }),
    ).rejects.toThrow('fetch failed');
  });
});
