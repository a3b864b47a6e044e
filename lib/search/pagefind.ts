import { withBasePath } from '@/lib/base-path';
import type { PagefindResultData } from './results';

/** The part of Pagefind's browser API the site uses (`pagefind/pagefind.js`, made by the build). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: { filters?: Record<string, string | string[]> },
    timeoutMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads Pagefind once, the first time search opens. The script is a file of the export
 * (written after the build), so it is imported by its address at run time and kept out
 * of the bundles. A failed load (offline before any search) is retried next time.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = withBasePath('/pagefind/pagefind.js');
    const pagefind = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ url
    )) as Pagefind;
    // Result addresses stay site paths (`/cv`): Next's router and links add the deploy
    // sub-path, so Pagefind must not (it would guess it from where its script is).
    // Ranking: a word as typed counts twice as much against longer words that start with
    // it ("go" over "got", "gotten"), and a short page is favoured less for being short,
    // so a lesson that uses the word several times outranks a page that names it once.
    await pagefind.options({
      baseUrl: '/',
      excerptLength: 18,
      ranking: { termSimilarity: 2, pageLength: 0.5 },
    });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

let keeping = false;

/**
 * After a first search, asks the service worker to cache every file search needs that it
 * does not hold yet (the build lists them in pagefind/site-files.json), with workbox's
 * CACHE_URLS message: from then on search works offline, even when this page was opened
 * before the service worker took over. A visitor who never searches downloads none of it.
 */
export function keepOfflineCopy(): void {
  if (keeping || !('serviceWorker' in navigator) || !('caches' in window)) return;
  if (!navigator.onLine) return;
  keeping = true;
  const bundle = new URL(withBasePath('/pagefind/'), window.location.href);
  const list = new URL('site-files.json', bundle).href;
  Promise.all([
    navigator.serviceWorker.getRegistration(),
    fetch(list).then((r) => r.json() as Promise<string[]>),
  ])
    .then(async ([registration, files]) => {
      const worker = registration?.active;
      if (!worker) throw new Error('no service worker');
      const urls = [list, ...files.map((file) => new URL(file, bundle).href)];
      const held = await Promise.all(urls.map((url) => caches.match(url)));
      const urlsToCache = urls.filter((_, i) => !held[i]);
      if (urlsToCache.length) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    })
    .catch(() => {
      keeping = false;
    });
}
