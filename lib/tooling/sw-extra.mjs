// Two handlers the generated service worker (workbox, lib/tooling/postbuild.mjs) cannot
// express in its configuration. postbuild writes this function into out/sw-extra.js,
// called with the name of the cache the runtime routes use, and the worker imports it
// before its own handlers. It runs in the service worker, so it uses nothing from here.

export function serviceWorkerExtra(cacheName) {
  // The page asks, once the worker is active, to keep what it loaded before the worker
  // controlled it (the first page of the first visit): its HTML and its files.
  self.addEventListener('message', (event) => {
    const { data } = event;
    if (!data || data.type !== 'CACHE_URLS' || !Array.isArray(data.payload?.urlsToCache)) return;
    const urls = data.payload.urlsToCache.filter(
      (url) =>
        typeof url === 'string' && new URL(url, self.location.href).origin === self.location.origin,
    );
    const done = caches
      .open(cacheName)
      .then((cache) =>
        Promise.all(
          urls.map((url) =>
            cache
              .match(url, { ignoreSearch: true })
              .then((hit) => (hit ? undefined : cache.add(url).catch(() => undefined))),
          ),
        ),
      );
    event.waitUntil(done);
    // workbox-window's messageSW() waits for an answer.
    void done.then(() => event.ports?.[0]?.postMessage({ cached: urls.length }));
  });

  // Next.js checks with a HEAD request that a page exists before it prefetches it:
  // offline, answer from what is cached instead of failing.
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'HEAD' || new URL(request.url).origin !== self.location.origin) return;
    event.respondWith(
      fetch(request).catch(async () => {
        const { pathname } = new URL(request.url);
        const candidates = [
          pathname,
          `${pathname}.html`,
          `${pathname.replace(/\/$/, '')}/index.html`,
        ];
        for (const candidate of candidates) {
          const cached = await caches.match(candidate, { ignoreSearch: true });
          if (cached) return new Response(null, { status: 200, headers: cached.headers });
        }
        return new Response(null, { status: 404 });
      }),
    );
  });
}
