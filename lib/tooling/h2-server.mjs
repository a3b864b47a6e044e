// The built site served over HTTP/2 and TLS, as the CDN serves it, for the speed budget:
//   node lib/tooling/h2-server.mjs <dir> <port>
// `serve` (./static-server.mjs) speaks HTTP/1.1 only, where a browser opens up to six
// connections to the site, one TCP and TLS handshake each; a CDN answers a page and
// everything it asks for on one HTTP/2 connection. Lighthouse's simulated phone network
// models both, so over HTTP/1.1 an image that happens to open a connection of its own
// before the first paint is charged a handshake the visitors never pay. Same answers as
// `serve` with lib/tooling/serve.json: clean URLs, 404.html, the production headers,
// gzip. The certificate is made for the run (openssl) and trusted by the browser through
// --ignore-certificate-errors (`H2_CHROMIUM_ARGS`).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { escapeRegExp } from './regexp.mjs';

/** The command line (after `node`) that serves `dir` on `port`, as `staticServerArgs`. */
export const h2ServerArgs = (dir, port) => [fileURLToPath(import.meta.url), dir, String(port)];

/** What the browser needs to accept the run's own certificate. */
export const H2_CHROMIUM_ARGS = ['--ignore-certificate-errors'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
/** What `compression` (serve's) gzips: text types over 1 KB. */
const compressible = (type) =>
  /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/.test(type);

/**
 * serve.json's header rules as [regexp, headers] pairs (its globs use `**` only).
 * @param {string} configFile
 * @returns {[RegExp, { key: string; value: string }[]][]}
 */
export function headerRules(configFile) {
  const { headers } = JSON.parse(readFileSync(configFile, 'utf8'));
  return headers.map(({ source, headers: list }) => [
    new RegExp(`^/?${source.split('**').map(escapeRegExp).join('.*')}$`),
    list,
  ]);
}

/** The file answering `path` under `dir` (clean URLs), or undefined. */
export function fileFor(dir, path) {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/')
    ? [join(clean, 'index.html')]
    : [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates
    .map((c) => join(dir, c))
    .find((file) => file.startsWith(dir) && existsSync(file) && statSync(file).isFile());
}

function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'h2-cert-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate');
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves `dir` on 127.0.0.1:`port`; resolves once it listens. */
export function serveH2(dir, port, configFile) {
  const rules = headerRules(configFile);
  const notFound = join(dir, '404.html');
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const path = new URL(req.url, 'https://localhost').pathname;
    let file = fileFor(dir, path);
    let status = 200;
    if (!file) {
      file = existsSync(notFound) ? notFound : undefined;
      status = 404;
    }
    for (const [pattern, list] of rules)
      if (pattern.test(path)) for (const { key, value } of list) res.setHeader(key, value);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    const gzip =
      compressible(type) &&
      statSync(file).size > 1024 &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.writeHead(status);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(file);
    (gzip ? body.pipe(createGzip()) : body).pipe(res);
  });
  server.on('sessionError', () => {});
  return new Promise((resolveReady) =>
    server.listen(port, '127.0.0.1', () => resolveReady(server)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, port] = process.argv.slice(2);
  const config = join(fileURLToPath(new URL('.', import.meta.url)), 'serve.json');
  // The line lhci and startStaticServer wait for, as `serve` prints it.
  serveH2(normalize(dir), Number(port), config).then(() =>
    console.log(`Accepting connections at https://127.0.0.1:${port}`),
  );
}
