// Runs after `next build` on the static export in out/:
// 1. writes a Content-Security-Policy <meta> into every HTML page, allowing scripts only
//    from the site itself and by the sha256 hash of each inline script of that page. A
//    static export has no server to hand out nonces, so hashes computed here are the way
//    to a strict policy; the pages are read with an HTML parser (lib/tooling/html.mjs).
// 2. generates the service worker (workbox) that precaches the export for offline use.
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
import { inlineScriptHashes, insertInHead } from './html.mjs';

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

function addCsp(config) {
  const pages = walk(out).filter((f) => f.endsWith('.html'));
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
  return pages.length;
}

/** What the service worker downloads on the first visit. */
const precache = {
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
  ],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
};

async function buildServiceWorker() {
  // The list, for the speed budget (the first visit's background download).
  const { manifestEntries } = await getManifest(precache);
  writeFileSync(
    join(root, '.next', 'precache.json'),
    JSON.stringify(manifestEntries.map((e) => e.url)),
  );
  const { count, size, warnings } = await generateSW({
    ...precache,
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
  const pages = addCsp(config.csp);
  const sw = await buildServiceWorker();
  console.log(
    `postbuild: CSP written into ${pages} pages; service worker precaches ${sw.count} files (${Math.round(sw.size / 1024)} KB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
