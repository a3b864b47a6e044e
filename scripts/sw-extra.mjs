// A handler the generated service worker (workbox, lib/tooling/postbuild.mjs) cannot
// express in its configuration. postbuild writes this function into out/sw-extra.js and
// the worker imports it before its own handlers. It runs in the service worker, so it
// uses nothing from here. (Workbox's worker itself answers the CACHE_URLS message with
// which a page asks it to keep files.)

export function serviceWorkerExtra() {
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
