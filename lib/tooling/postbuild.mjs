// Runs after `next build` on the static export in out/:
// 1. writes a Content-Security-Policy <meta> into every HTML page, allowing scripts only
//    from the site itself and by the sha256 hash of each inline script of that page;
// 2. builds the site search index (Pagefind) of the pages the route registry marks as
//    searchable, into out/pagefind/;
// 3. generates the service worker (workbox) that precaches the export for offline use
//    and caches the search files once a visitor has searched.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { generateSW } from 'workbox-build';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = resolve(process.argv[2] ?? join(root, 'out'));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 sources of the executable inline scripts of a page. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
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

function addCsp(config) {
  const pages = walk(out).filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    let html = readFileSync(page, 'utf8');
    html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScriptHashes(html), config)}"/>`;
    // The policy must come before any script or stylesheet in <head>, and after the
    // charset declaration, which must stay within the first 1024 bytes.
    const charset = /<meta charSet="utf-8"\/>/i.exec(html);
    const head = html.indexOf('<head>');
    if (head < 0) throw new Error(`no <head> in ${relative(out, page)}`);
    const at = charset ? charset.index + charset[0].length : head + '<head>'.length;
    html = `${html.slice(0, at)}${meta}${html.slice(at)}`;
    writeFileSync(page, html);
  }
  return pages.length;
}

const escapeAttribute = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page as the search indexer reads it (never written to out/): Pagefind reads the
 * <main data-pagefind-body> element; empty elements added at its start give the result
 * its title and section (from the route registry) and the page's `language` filter.
 */
export function searchDocument(html, { title, section, language }) {
  const main = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>/.exec(html);
  if (!main) throw new Error('no <main data-pagefind-body> to index');
  const tags = [
    `<span data-pagefind-meta="title:${escapeAttribute(title)}"></span>`,
    `<span data-pagefind-meta="section:${escapeAttribute(section)}"></span>`,
    `<span data-pagefind-filter="language:${escapeAttribute(language)}"></span>`,
  ].join('');
  const at = main.index + main[0].length;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
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

async function buildServiceWorker() {
  const { count, size, warnings } = await generateSW({
    globDirectory: out,
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,jpg,jpeg,webp,ico,json,txt,xml}'],
    globIgnores: [
      'sw.js',
      'sw-head.js',
      'workbox-*.js',
      '_not-found*',
      '_not-found/**',
      '_headers',
      '_redirects',
      // The search files are cached when the visitor first searches (runtimeCaching).
      'pagefind/**',
    ],
    importScripts: ['sw-head.js'],
    swDest: join(out, 'sw.js'),
    // A static site answers the same file whatever the query (Next's client navigations
    // add a cache-busting `_rsc` parameter, the icon a version).
    ignoreURLParametersMatching: [/.*/],
    // Hashed file names under _next/static need no revision.
    dontCacheBustURLsMatching: /^_next\/static\//,
    navigateFallback: '404.html',
    navigateFallbackDenylist: [/\/sw\.js$/, /\.[a-z0-9]+$/i],
    cleanupOutdatedCaches: true,
    // A new deploy takes over only when the visitor accepts the update (or every tab
    // of the site is closed), so a page never mixes old HTML with new scripts.
    skipWaiting: false,
    clientsClaim: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        // Index, fragment, filter and meta chunks are named by their content: a cached
        // copy is always right.
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
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

async function main() {
  const configFile = join(out, 'build-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  rmSync(configFile);
  rmSync(join(out, 'build-config.json.txt'), { force: true });
  const pages = addCsp(config.csp);
  const searchable = await buildSearchIndex(config.search);
  const sw = await buildServiceWorker();
  console.log(
    `postbuild: CSP written into ${pages} pages; ${searchable} pages in the search index; service worker precaches ${sw.count} files (${Math.round(sw.size / 1024)} KB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
