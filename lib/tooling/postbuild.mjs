// Runs after `next build` on the static export in out/:
// 0. makes each page's scripts load after its first paint, and moves the framework's
//    data out of the page into a file the loader fetches with them
//    (lib/tooling/after-paint.mjs), and gives the scripts pages load on arrival V8's
//    compile hint (lib/tooling/compile-hint.mjs);
// 1. writes a Content-Security-Policy <meta> into every HTML page, allowing scripts only
//    from the site itself and by the sha256 hash of each inline script of that page. A
//    static export has no server to hand out nonces, so hashes computed here are the way
//    to a strict policy; the pages are read with an HTML parser (lib/tooling/html.mjs).
// 2. builds the site search index (Pagefind) of the pages the route registry marks as
//    searchable, into out/pagefind/;
// 3. generates the service worker (workbox): it downloads the shell when it installs and
//    keeps each page (and its files) as it is visited, so visited pages open offline;
//    the search files are kept once the visitor has searched.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { generateSW, getManifest } from 'workbox-build';
import {
  deferScriptsAfterPaint,
  escapeAttribute,
  firstLoadAssets,
  hasAttribute,
  inlineScriptHashes,
  insertAtStart,
  insertInHead,
  separateBlocks,
  setDocumentLang,
} from './html.mjs';
import { serviceWorkerExtra } from './sw-extra.mjs';
import { withCompileHint } from './compile-hint.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = resolve(process.argv[2] ?? join(root, 'out'));
/** The sub-path the site is built for ('' at the root), read as next.config.ts reads it. */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/+$/, '') ?? '';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function contentSecurityPolicy(hashes, config) {
  const list = (values) => values.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", ...hashes])}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${list(["'self'", ...config.connect])}`,
    `frame-src ${list(config.frame.length ? config.frame : ["'none'"])}`,
    "media-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Pages whose main text is not English (the Spanish CV, the to-do list, ...) get their
 * language on `<html>` itself, so search engines and screen readers take the whole
 * document as Spanish. The root layout writes `lang="en"` for every page (one root
 * layout: no full reload between languages); DocumentLang keeps it right on the client.
 */
function setLanguages(routes) {
  let count = 0;
  for (const { path, lang } of routes) {
    if (lang === 'en') continue;
    const file = htmlFileOf(path);
    writeFileSync(file, setDocumentLang(readFileSync(file, 'utf8'), lang));
    count += 1;
  }
  return count;
}

function addCsp(pages, config) {
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const policy = contentSecurityPolicy(inlineScriptHashes(html), config);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    // The policy comes first in <head>, before any script or stylesheet.
    try {
      writeFileSync(page, insertInHead(html, meta, 'Content-Security-Policy'));
    } catch (error) {
      throw new Error(`${relative(out, page)}: ${error.message}`);
    }
  }
}

/**
 * The page as the search indexer reads it (never written to out/): Pagefind reads the
 * <main data-pagefind-body> element; empty elements added at its start give the result
 * its title and section (from the route registry) and the page's `language` filter.
 * Elements laid out apart are kept apart by a space (separateBlocks), as a reader sees
 * them.
 */
export function searchDocument(html, { title, section, language }) {
  const tags = [
    `<span data-pagefind-meta="title:${escapeAttribute(title)}"></span>`,
    `<span data-pagefind-meta="section:${escapeAttribute(section)}"></span>`,
    `<span data-pagefind-filter="language:${escapeAttribute(language)}"></span>`,
  ].join('');
  return insertAtStart(
    separateBlocks(html),
    (el) => el.tagName === 'main' && hasAttribute(el, 'data-pagefind-body'),
    tags,
  );
}

/** The exported HTML file of a route path. */
function htmlFileOf(path) {
  const candidates = [`${path.slice(1)}.html`, join(path.slice(1), 'index.html')];
  const file = candidates.map((c) => join(out, c)).find((c) => existsSync(c));
  if (!file) throw new Error(`no HTML file for ${path}`);
  return file;
}

/** Pagefind's ready-made search interfaces, which the site does not use. */
const UNUSED_SEARCH_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * The files a search needs (out/pagefind/site-files.json): the script, its worker, the
 * entry, the WebAssembly of the index's language and every chunk of the index. After a
 * first search, the browser has the service worker cache them all, so search works
 * offline; a visitor who never searches never downloads them.
 */
const OFFLINE_LIST = 'site-files.json';

function offlineFiles(bundle) {
  const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8'));
  const wasm = new Set(Object.values(entry.languages).map((l) => `wasm.${l.wasm}.pagefind`));
  return walk(bundle)
    .map((file) => relative(bundle, file).split(sep).join('/'))
    .filter((name) => name !== OFFLINE_LIST && (!name.startsWith('wasm.') || wasm.has(name)))
    .sort();
}

/**
 * Indexes the searchable pages into out/pagefind/. Result addresses are the route paths
 * (`/cv`, not `cv.html`); the browser adds the deploy sub-path when it follows them.
 * One index for both languages (the whole site is searched from any page); words are
 * matched without their accents by Pagefind itself ('reunion' finds 'reunión').
 */
async function buildSearchIndex({ pages }) {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    // Only what the page shows: not the English menu repeated on every English page,
    // nor hints for screen readers ('opens in a new tab') and decorations. Owners leave
    // out other parts with data-pagefind-ignore.
    excludeSelectors: ['nav', '.sr-only', '[aria-hidden="true"]'],
  });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const html = readFileSync(htmlFileOf(page.path), 'utf8');
      const added = await index.addHTMLFile({
        url: page.path,
        content: searchDocument(html, page),
      });
      if (added.errors.length)
        throw new Error(`search index, ${page.path}: ${added.errors.join('; ')}`);
    }
    const bundle = join(out, 'pagefind');
    rmSync(bundle, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of readdirSync(bundle)) {
      if (UNUSED_SEARCH_FILES.test(name)) rmSync(join(bundle, name));
    }
    writeFileSync(join(bundle, OFFLINE_LIST), JSON.stringify(offlineFiles(bundle)));
  } finally {
    await pagefind.close();
  }
  return pages.length;
}

/** Where the framework's data of each page goes (under _next/static: hashed, immutable). */
const FLIGHT_DIR = '_next/static/flight';

/**
 * Keeps a page's framework data in a file named by its content (pages with the same data
 * share it) and answers its address.
 */
function storeFlightData(data) {
  const name = `${createHash('sha256').update(data, 'utf8').digest('hex').slice(0, 20)}.txt`;
  mkdirSync(join(out, FLIGHT_DIR), { recursive: true });
  writeFileSync(join(out, FLIGHT_DIR, name), data);
  return `${basePath}/${FLIGHT_DIR}/${name}`;
}

/** The cache of what the visitor has seen (pages, their data and files). */
const RUNTIME_CACHE = 'site';

/** An address of the site's own files as a path in out/ (no sub-path, no query). */
const outPath = (url) => decodeURIComponent(url.split('?')[0]).slice(basePath.length + 1);

/**
 * Gives every script that some page loads on arrival the compile hint, once; answers how
 * many. Before the service worker's list, whose revisions are of the files' text.
 */
function hintScriptsLoadedOnArrival(pages) {
  const files = new Set(
    pages.flatMap((page) =>
      firstLoadAssets(readFileSync(page, 'utf8'))
        .scripts.filter((url) => url.startsWith(`${basePath}/_next/static/`))
        .map(outPath),
    ),
  );
  for (const file of files) {
    const path = join(out, file);
    writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
  }
  return files.size;
}

/**
 * The shell every page needs: the scripts, stylesheets, preloaded font and icon sprites
 * (the shell's icons, in the header and footer) that all pages load, and the icon. With
 * the offline page's files (offlinePageFiles), only these are downloaded when the service
 * worker installs; pages and their own files are kept as they are visited.
 */
function shellFiles(pages) {
  const lists = pages.map((page) => {
    const { scripts, styles, fonts, sprites } = firstLoadAssets(readFileSync(page, 'utf8'));
    return new Set([...scripts, ...styles, ...fonts, ...sprites]);
  });
  const common = [...(lists[0] ?? [])].filter((url) => lists.every((list) => list.has(url)));
  return [...common.map(outPath), 'icon.svg'];
}

/**
 * What the worker shows, with the network off, for a page it has not kept (app/offline):
 * the page says so and lists the pages kept. Not 404.html, which redirects to the home
 * page: when that page is not kept either, the redirect comes back to 404.html for ever.
 */
const OFFLINE_PAGE = 'offline.html';

/** The offline page and all it loads to come alive: scripts, styles, font, sprites, data. */
function offlinePageFiles(dataUrl) {
  const html = readFileSync(join(out, OFFLINE_PAGE), 'utf8');
  const { scripts, styles, fonts, sprites } = firstLoadAssets(html);
  if (!dataUrl) throw new Error(`${OFFLINE_PAGE}: its framework data was not moved to a file`);
  return [OFFLINE_PAGE, ...[...scripts, ...styles, ...fonts, ...sprites, dataUrl].map(outPath)];
}

async function buildServiceWorker(pages, offlineDataUrl) {
  writeFileSync(join(out, 'sw-extra.js'), `(${serviceWorkerExtra})();\n`);
  const files = new Set([...shellFiles(pages), ...offlinePageFiles(offlineDataUrl)]);
  const precache = { globDirectory: out, globPatterns: [...files] };
  // The list, for the speed budget (the first visit's background download).
  const { manifestEntries } = await getManifest(precache);
  writeFileSync(
    join(root, '.next', 'precache.json'),
    JSON.stringify(manifestEntries.map((e) => e.url)),
  );
  const { count, size, warnings } = await generateSW({
    ...precache,
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
          cacheName: RUNTIME_CACHE,
          networkTimeoutSeconds: 4,
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
      {
        // Hashed scripts, styles and fonts never change.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/_next/static/'),
        handler: 'CacheFirst',
        options: { cacheName: RUNTIME_CACHE },
      },
      {
        // Search index, fragment, filter and meta chunks are named by their content: a
        // cached copy is always right. The whole index is kept after a first search
        // (lib/search/pagefind.ts asks for it), never before.
        urlPattern: /\/pagefind\/.+\.pf_(?:index|fragment|filter|meta)$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'search-index',
          expiration: { maxEntries: 400, purgeOnQuotaError: true },
        },
      },
      {
        // pagefind.js, its worker, the WebAssembly and the entry file keep their names
        // across deploys: fresh from the network, the last copy when offline. The entry
        // is requested with a changing `?ts=`, so it is cached under its bare address.
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
        // cache-busting query), pictures, feeds.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.method === 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: RUNTIME_CACHE,
          networkTimeoutSeconds: 4,
          matchOptions: { ignoreSearch: true },
        },
      },
    ],
    ignoreURLParametersMatching: [/.*/],
    cleanupOutdatedCaches: true,
    // A new deploy takes over only when the visitor accepts the update (or every tab
    // of the site is closed), so a page never mixes old HTML with new scripts. Once
    // active, the worker takes charge of open pages at once: the first page then keeps
    // what it loads later (a dialog's code), and an accepted update can reload.
    skipWaiting: false,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

async function main() {
  const configFile = join(out, 'build-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  // Not part of the site: kept beside the build for the speed budget (lib/tooling/budget.mjs).
  mkdirSync(join(root, '.next'), { recursive: true });
  renameSync(configFile, join(root, '.next', 'build-config.json'));
  rmSync(join(out, 'build-config.json.txt'), { force: true });
  const pages = walk(out).filter((f) => f.endsWith('.html'));
  const translated = setLanguages(config.routes);
  const dataUrls = new Map();
  for (const page of pages) {
    const store = (data) => {
      const url = storeFlightData(data);
      dataUrls.set(relative(out, page), url);
      return url;
    };
    writeFileSync(page, deferScriptsAfterPaint(readFileSync(page, 'utf8'), store));
  }
  const hinted = hintScriptsLoadedOnArrival(pages);
  addCsp(pages, config.csp);
  const searchable = await buildSearchIndex(config.search);
  const sw = await buildServiceWorker(
    pages.filter((p) => !/_not-found|404\.html$|offline\.html$/.test(p)),
    dataUrls.get(OFFLINE_PAGE),
  );
  console.log(
    `postbuild: ${translated} pages in another language than English; ${hinted} scripts loaded on arrival compiled as they stream in; CSP written into ${pages.length} pages; ${searchable} pages in the search index; service worker precaches ${sw.count} files (${Math.round(sw.size / 1024)} KB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
