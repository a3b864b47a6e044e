// Runs after `next build` on the static export in out/:
// 1. writes a Content-Security-Policy <meta> into every HTML page, allowing scripts only
//    from the site itself and by the sha256 hash of each inline script of that page;
// 2. generates the service worker (workbox) that precaches the export for offline use.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
