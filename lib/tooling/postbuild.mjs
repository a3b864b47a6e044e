// Runs after `next build` on the static export in out/:
// 1. writes a Content-Security-Policy <meta> into every HTML page, allowing scripts only
//    from the site itself and by the sha256 hash of each inline script of that page. A
//    static export has no server to hand out nonces, so hashes computed here are the way
//    to a strict policy; the pages are read with an HTML parser (lib/tooling/html.mjs).
// 2. generates the service worker (workbox): it downloads the shell when it installs and
//    keeps each page (and its files) as it is visited, so visited pages open offline.
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW, getManifest } from 'workbox-build';
import { firstLoadAssets, inlineScriptHashes, insertInHead } from './html.mjs';
import { serviceWorkerExtra } from './sw-extra.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = resolve(process.argv[2] ?? join(root, 'out'));

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

/** The cache of what the visitor has seen (pages, their data and files). */
const RUNTIME_CACHE = 'site';

/**
 * The shell every page needs: the scripts and stylesheets all pages load, the preloaded
 * font, the icon, and 404.html (what an unvisited page shows offline). Only these are
 * downloaded when the service worker installs; pages and their own files are kept as
 * they are visited.
 */
function shellFiles(pages) {
  const lists = pages.map((page) => {
    const { scripts, styles, fonts } = firstLoadAssets(readFileSync(page, 'utf8'));
    return new Set([...scripts, ...styles, ...fonts]);
  });
  const common = [...(lists[0] ?? [])].filter((url) => lists.every((list) => list.has(url)));
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  return [
    ...common.map((url) => decodeURIComponent(url.split('?')[0]).slice(base.length + 1)),
    '404.html',
    'icon.svg',
  ];
}

async function buildServiceWorker(pages) {
  writeFileSync(
    join(out, 'sw-extra.js'),
    `(${serviceWorkerExtra})(${JSON.stringify(RUNTIME_CACHE)});\n`,
  );
  const precache = { globDirectory: out, globPatterns: shellFiles(pages) };
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
        // Pages: fresh when online, the copy kept from the last visit when not, and
        // 404.html (which leads home) for a page never visited.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: RUNTIME_CACHE,
          networkTimeoutSeconds: 4,
          precacheFallback: { fallbackURL: '404.html' },
        },
      },
      {
        // Hashed scripts, styles and fonts never change.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/_next/static/'),
        handler: 'CacheFirst',
        options: { cacheName: RUNTIME_CACHE },
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
    // of the site is closed), so a page never mixes old HTML with new scripts.
    skipWaiting: false,
    clientsClaim: false,
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
  addCsp(pages, config.csp);
  const sw = await buildServiceWorker(pages.filter((p) => !/_not-found|404\.html$/.test(p)));
  console.log(
    `postbuild: CSP written into ${pages.length} pages; service worker precaches ${sw.count} files (${Math.round(sw.size / 1024)} KB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
