// Loaded by the generated service worker (see lib/tooling/postbuild.mjs) before its
// own handlers. Next.js checks that a page exists with a HEAD request before it
// prefetches it; offline, answer those checks from the precache instead of failing.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'HEAD' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request).catch(async () => {
      const { pathname } = new URL(request.url);
      const candidates = [
        `${pathname}.html`,
        `${pathname.replace(/\/$/, '')}/index.html`,
        pathname,
      ];
      for (const candidate of candidates) {
        const cached = await caches.match(candidate, { ignoreSearch: true });
        if (cached) return new Response(null, { status: 200, headers: cached.headers });
      }
      return new Response(null, { status: 404 });
    }),
  );
});
