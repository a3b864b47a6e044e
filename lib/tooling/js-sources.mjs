// Which source files make up each page's first-load JavaScript: `npm run js:sources`
// (builds with browser source maps first), or after such a build
//   node lib/tooling/js-sources.mjs [--match=REGEX] [--routes=/cv,/2048] [--top=8]
// For every page of the registry: the first-load JS (gzip), the share of it that comes
// from files whose path matches --match (to see what one feature costs every page, e.g.
// --match=review), and the files that weigh most. Bytes are counted from the source
// maps (each generated character belongs to the source it maps to) and converted to
// gzip with each chunk's own compression ratio: an estimate to within a few percent.
// No tool does this for Turbopack's output (bundle analysers read webpack's stats), so
// it is hand code. Rebuild without maps (`npm run build`) before deploying.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadAssets } from './html.mjs';
import { charsBySource } from './source-bytes.mjs';
import { root } from './static-server.mjs';
const out = join(root, 'out');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const match = typeof args.match === 'string' ? new RegExp(args.match) : undefined;
const top = Number(args.top ?? 8);
const kb = (bytes) => (bytes / 1024).toFixed(2);

const chunks = new Map();
/** Characters of one script by source file, with its gzip size and length. */
function chunk(url) {
  if (chunks.has(url)) return chunks.get(url);
  const file = join(out, decodeURIComponent(url.split('?')[0]));
  const code = readFileSync(file, 'utf8');
  const ref = /sourceMappingURL=(\S+)\s*$/.exec(code);
  const mapFile = ref && join(file, '..', ref[1]);
  const bySource =
    mapFile && existsSync(mapFile)
      ? charsBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map();
  const result = { ratio: gzipSync(code, { level: 9 }).length / code.length, gzip: 0, bySource };
  result.gzip = result.ratio * code.length;
  chunks.set(url, result);
  return result;
}

const configFile = join(root, '.next', 'build-config.json');
if (!existsSync(configFile)) {
  console.error('No build found: run `npm run js:sources`.');
  process.exit(2);
}
const only = typeof args.routes === 'string' ? args.routes.split(',') : undefined;
const routes = JSON.parse(readFileSync(configFile, 'utf8')).routes.filter(
  (r) => !only || only.includes(r.path),
);
let mapped = false;
for (const { path } of routes) {
  const html = [`${path.slice(1)}.html`, join(path.slice(1), 'index.html')]
    .map((f) => join(out, f))
    .find((f) => existsSync(f));
  if (!html) continue;
  const bySource = new Map();
  let total = 0;
  for (const url of firstLoadAssets(readFileSync(html, 'utf8')).scripts) {
    const c = chunk(url);
    total += c.gzip;
    for (const [source, chars] of c.bySource) {
      mapped = true;
      bySource.set(source, (bySource.get(source) ?? 0) + chars * c.ratio);
    }
  }
  const sorted = [...bySource].sort((a, b) => b[1] - a[1]);
  const matched = match ? sorted.filter(([s]) => match.test(s)) : [];
  const share = matched.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `${path}: ${kb(total)} KB gzip` + (match ? `, ${kb(share)} KB from /${match.source}/` : ''),
  );
  for (const [source, bytes] of match ? matched.slice(0, top) : sorted.slice(0, top)) {
    console.log(`  ${kb(bytes).padStart(6)}  ${source}`);
  }
}
if (!mapped) {
  console.error('The build has no source maps: run `npm run js:sources`.');
  process.exit(2);
}
