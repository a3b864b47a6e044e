// A small static file server that behaves like a CDN or static host for the exported
// site: `/route` -> `route.html` or `route/index.html`, unknown paths -> `404.html` with
// status 404. Optional base path for sub-path deploys.
// Text files are sent compressed (brotli or gzip) when the browser accepts it, as CDNs do.
// Usage: node lib/tooling/serve.mjs [dir=out] [port=3000] [basePath=]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const basePath = (process.argv[4] ?? process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(pathname) {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const base = join(root, rel);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  const candidates = [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const compressed = new Map();

async function compressedBody(file, encoding) {
  const { mtimeMs } = await stat(file);
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = await readFile(file);
  const body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
  compressed.set(key, { mtimeMs, body });
  return body;
}

async function send(req, res, status, file) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${sep}_next${sep}static${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const headers = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = !compressible.test(type)
    ? undefined
    : /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
  if (encoding) {
    const body = await compressedBody(file, encoding);
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    if (basePath) {
      if (pathname === basePath) pathname = '/';
      else if (pathname.startsWith(`${basePath}/`)) pathname = pathname.slice(basePath.length);
      else pathname = '/__outside_base_path__';
    }
    const file = await resolveFile(pathname);
    if (file) return send(req, res, 200, file);
    const notFound = join(root, '404.html');
    if (await isFile(notFound)) return send(req, res, 404, notFound);
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' });
    res.end('Bad request');
  }
});

server.listen(port, host, () => {
  console.log(
    `Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${basePath}/`,
  );
});
