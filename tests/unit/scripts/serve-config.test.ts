import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local server (`serve`, configured by scripts/serve.json) must answer with the
 * headers the static hosts take from public/_headers, so what is tested is what ships.
 */

type Rules = Map<string, Map<string, string>>;

/** Netlify / Cloudflare `_headers`: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Rules {
  const rules: Rules = new Map();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
    }
  }
  return rules;
}

interface ServeConfig {
  cleanUrls: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** `_headers` paths as `serve` globs (any base path in front). */
const GLOB: Record<string, string> = {
  '/*': '**',
  '/_next/static/*': '**/_next/static/**',
  '/sw.js': '**/sw.js',
};

const root = join(__dirname, '../../..');
const hosts = parseHeadersFile(readFileSync(join(root, 'public/_headers'), 'utf8'));
const serve = JSON.parse(readFileSync(join(root, 'scripts/serve.json'), 'utf8')) as ServeConfig;

describe('local server headers', () => {
  it('serves clean URLs as the static hosts do', () => {
    expect(serve.cleanUrls).toBe(true);
  });

  it.each([...hosts.keys()])('%s has the same headers in serve.json', (path) => {
    const glob = GLOB[path];
    expect(glob).toBeDefined();
    const rule = serve.headers.find((h) => h.source === glob);
    expect(rule).toBeDefined();
    const local = new Map(rule!.headers.map((h) => [h.key, h.value]));
    for (const [name, value] of hosts.get(path)!) expect(local.get(name)).toBe(value);
    // The only extra is the local server's revalidation of pages (hosts pick their own).
    const extra = [...local.keys()].filter((name) => !hosts.get(path)!.has(name));
    expect(extra.filter((name) => name !== 'Cache-Control')).toEqual([]);
  });

  it('has no rule the hosts do not have', () => {
    const known = new Set([...hosts.keys()].map((path) => GLOB[path]));
    expect(serve.headers.map((h) => h.source).filter((s) => !known.has(s))).toEqual([]);
  });
});
