// Runs after `next build` on the static export in out/. It adds to what Next.js wrote and
// never changes its scripts or data:
// 1. the language of each page not in English, on `<html lang>` (one root layout writes
//    "en" for every page; components/layout/document-lang.tsx keeps it right on the client);
// 2. a Content-Security-Policy `<meta>` first in every page's `<head>`: scripts only from
//    the site and by the sha256 hash of each inline script of that page (a static export
//    has no server to hand out nonces);
// 3. the site search index (Pagefind) of the pages the route registry marks searchable;
// 4. the service worker (workbox): it downloads the shell when it installs and keeps each
//    page (and its files) as it is visited; the search files once the visitor searched.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { generateSW } from 'workbox-build';
import {
  escapeAttribute,
  firstLoadAssets,
  htmlFileOf,
  inlineScriptHashes,
  insertAtStart,
  insertInHead,
  separateBlocks,
  setDocumentLang,
} from './html.mjs';
import { serviceWorkerExtra } from './sw-extra.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(root, 'out'));
/** The sub-path the site is built for ('' at the root), read as next.config.ts reads it. */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/+$/, '') ?? '';

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The route path of an exported HTML file ('/ee/tips' for out/ee/tips.html). */
function routeOfFile(file) {
  const name = relative(out, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return `/${name.replace(/(^|\/)index$/, '')}`;
}

/**
 * The policy of a page: its inline scripts' hashes and the outside hosts it uses
 * (`{ connect, img, media, frame }`, from app/build-config.json; none by default).
 */
export function contentSecurityPolicy(hashes, hosts = {}) {
  const list = (...values) => values.flat().filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", hashes)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', hosts.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", hosts.connect)}`,
    `frame-src ${hosts.frame?.length ? list(hosts.frame) : "'none'"}`,
    `media-src ${list("'self'", hosts.media)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The page as the search indexer reads it (never written to out/): Pagefind reads the
 * `<main data-pagefind-body>`; empty elements at its start give the result its title and
 * section (from the route registry) and the page's `language` filter.
 */
export function searchDocument(html, { title, section, language }) {
  const tags = [
    `<span data-pagefind-meta="title:${escapeAttribute(title)}"></span>`,
    `<span data-pagefind-meta="section:${escapeAttribute(section)}"></span>`,
    `<span data-pagefind-filter="language:${escapeAttribute(language)}"></span>`,
  ].join('');
  return insertAtStart(
    separateBlocks(html),
    (tag, attr) => tag === 'main' && attr('data-pagefind-body') !== undefined,
    tags,
  );
}

/**
 * The files a search needs (out/pagefind/site-files.json): the script, its worker, the
 * entry, the WebAssembly of the index's language and every chunk of the index. After a
 * first search the page has the service worker keep them all, so search works offline.
 */
const OFFLINE_LIST = 'site-files.json';

/** Indexes the searchable pages into out/pagefind/ (one index for both languages). */
async function buildSearchIndex(pages) {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    // Only what the page shows: not the English menu repeated on every English page,
    // nor hints for screen readers and decorations.
    excludeSelectors: ['nav', '.sr-only', '[aria-hidden="true"]'],
  });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const html = readFileSync(htmlFileOf(out, page.path), 'utf8');
      const added = await index.addHTMLFile({
        url: page.path,
        content: searchDocument(html, page),
      });
      if (added.errors.length) throw new Error(`search, ${page.path}: ${added.errors.join('; ')}`);
    }
    const bundle = join(out, 'pagefind');
    rmSync(bundle, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of readdirSync(bundle)) {
      // Pagefind's ready-made interfaces, which the site does not use.
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(name))
        rmSync(join(bundle, name));
    }
    const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8'));
    const wasm = new Set(Object.values(entry.languages).map((l) => `wasm.${l.wasm}.pagefind`));
    const files = walk(bundle)
      .map((file) => relative(bundle, file).split(sep).join('/'))
      .filter((name) => !name.startsWith('wasm.') || wasm.has(name))
      .sort();
    writeFileSync(join(bundle, OFFLINE_LIST), JSON.stringify(files));
  } finally {
    await pagefind.close();
  }
}

/** An address of the site's own files as a path in out/ (no sub-path, no query). */
const outPath = (url) => decodeURIComponent(url.split('?')[0]).slice(basePath.length + 1);

/** What a page loads to come alive, as paths in out/. */
const assetsOf = (file) => {
  const { scripts, styles, fonts } = firstLoadAssets(readFileSync(file, 'utf8'));
  return [...scripts, ...styles, ...fonts].map(outPath);
};

/**
 * What the worker shows, with the network off, for a page it has not kept (app/offline):
 * the page says so and lists the pages kept.
 */
const OFFLINE_PAGE = 'offline.html';

async function buildServiceWorker(pages) {
  writeFileSync(join(out, 'sw-extra.js'), `(${serviceWorkerExtra})();\n`);
  // The shell: what every page loads, and the offline page with all it loads.
  const lists = pages.map((page) => new Set(assetsOf(page)));
  const common = [...(lists[0] ?? [])].filter((file) => lists.every((list) => list.has(file)));
  const offline = [OFFLINE_PAGE, ...assetsOf(join(out, OFFLINE_PAGE))];
  const RUNTIME = 'site';
  return generateSW({
    globDirectory: out,
    globPatterns: [...new Set([...common, ...offline, 'icon.svg'])],
    importScripts: ['sw-extra.js'],
    swDest: join(out, 'sw.js'),
    // Hashed file names under _next/static need no revision.
    dontCacheBustURLsMatching: /^_next\/static\//,
    runtimeCaching: [
      {
        // Pages: fresh when online, the copy kept from the last visit when not, and the
        // offline page for a page never visited.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: RUNTIME,
          networkTimeoutSeconds: 4,
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
      {
        // Hashed scripts, styles and fonts never change.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/_next/static/'),
        handler: 'CacheFirst',
        options: { cacheName: RUNTIME },
      },
      {
        // Index chunks are named by their content: a cached copy is always right.
        urlPattern: /\/pagefind\/.+\.pf_(?:index|fragment|filter|meta)$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'search-index',
          expiration: { maxEntries: 400, purgeOnQuotaError: true },
        },
      },
      {
        // pagefind.js, its worker, the WebAssembly and the entry keep their names across
        // deploys: fresh from the network, the last copy offline. The entry is requested
        // with a changing `?ts=`, so it is cached under its bare address.
        urlPattern: /\/pagefind\//,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'search',
          networkTimeoutSeconds: 5,
          plugins: [
            {
              cacheKeyWillBeUsed: async ({ request }) => {
                const url = new URL(request.url);
                url.search = '';
                return url.href;
              },
            },
          ],
        },
      },
      {
        // Everything else of the site: page data for client navigations (whatever its
        // query), pictures, feeds.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.method === 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: RUNTIME,
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreSearch: true },
        },
      },
    ],
    ignoreURLParametersMatching: [/.*/],
    cleanupOutdatedCaches: true,
    // A new deploy takes over only when the visitor accepts it (or every tab is closed),
    // so a page never mixes old HTML with new scripts. Once active, the worker takes
    // charge of open pages at once, so the first page keeps what it loads later.
    skipWaiting: false,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
}

async function main() {
  // Build-time data from app/build-config.json/route.ts: not part of the site. The speed
  // budget (scripts/budget.mjs) reads it from .next/.
  const configFile = join(out, 'build-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(join(root, '.next', 'build-config.json'), JSON.stringify(config));
  rmSync(configFile);
  rmSync(`${configFile}.txt`, { force: true });
  const pages = walk(out).filter((f) => f.endsWith('.html'));
  for (const { path, lang } of config.routes) {
    if (lang === 'en') continue;
    const file = htmlFileOf(out, path);
    writeFileSync(file, setDocumentLang(readFileSync(file, 'utf8'), lang));
  }
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    // Only the outside hosts of the page itself: links into a page with other hosts load
    // a new document (components/ui/page-link.tsx), whose policy is its own.
    const policy = contentSecurityPolicy(inlineScriptHashes(html), config.csp[routeOfFile(page)]);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    writeFileSync(page, insertInHead(html, meta));
  }
  await buildSearchIndex(config.search.pages);
  const sw = await buildServiceWorker(
    pages.filter((p) => !/_not-found|404\.html$|offline\.html$/.test(p)),
  );
  for (const warning of sw.warnings) console.warn(`service worker: ${warning}`);
  console.log(
    `postbuild: CSP in ${pages.length} pages; ${config.search.pages.length} pages searchable; ` +
      `service worker precaches ${sw.count} files (${Math.round(sw.size / 1024)} KB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
