import type * as PagefindModule from '@/lib/search/pagefind';

const fake = { options: jest.fn(), init: jest.fn(), debouncedSearch: jest.fn() };
jest.mock('/pagefind/pagefind.js', () => fake, { virtual: true });

const fresh = () => {
  jest.resetModules();
  return jest.requireActual<typeof PagefindModule>('@/lib/search/pagefind');
};

beforeEach(() => jest.clearAllMocks());

describe('loadPagefind', () => {
  it('loads once, with site paths and the ranking, and tries again after a failure', async () => {
    const { loadPagefind } = fresh();
    fake.init.mockRejectedValueOnce(new Error('offline'));
    await expect(loadPagefind()).rejects.toThrow('offline');
    const pagefind = await loadPagefind();
    expect(pagefind.options).toBe(fake.options);
    await loadPagefind();
    expect(fake.init).toHaveBeenCalledTimes(2);
    // Results link to the site's paths (the ranking's weights are the search e2e tests' job).
    expect(fake.options).toHaveBeenLastCalledWith(expect.objectContaining({ baseUrl: '/' }));
  });
});

describe('keepOfflineCopy', () => {
  const base = 'http://localhost/pagefind/';
  const worker = { postMessage: jest.fn() };
  const getRegistration = jest.fn();
  const match = jest.fn();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration },
      configurable: true,
    });
    Object.assign(window, { caches: { match } });
  });
  beforeEach(() => {
    getRegistration.mockResolvedValue({ active: worker });
    global.fetch = jest.fn().mockResolvedValue({ json: async () => ['a.js', 'b.js'] });
    match.mockImplementation(async (url: string) => (url.endsWith('b.js') ? {} : undefined));
  });

  it('asks the service worker once for the files it does not hold, the list first', async () => {
    const { keepOfflineCopy } = fresh();
    keepOfflineCopy();
    keepOfflineCopy();
    await settle();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${base}site-files.json`, `${base}a.js`] },
    });
  });

  it('sends nothing when every file is held, and tries again after a failure', async () => {
    const { keepOfflineCopy } = fresh();
    match.mockResolvedValue({});
    getRegistration.mockResolvedValueOnce(undefined);
    keepOfflineCopy();
    await settle();
    keepOfflineCopy();
    await settle();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing offline', async () => {
    const { keepOfflineCopy } = fresh();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keepOfflineCopy();
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
