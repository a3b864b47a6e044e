// Speed budgets for the exported site (run after `next build`):
//   node lib/tooling/budget.mjs [--lighthouse] [--runs=3] [--routes=/cv,/2048] [--no-block]
// 1. Builds an empty Next.js App Router page in the same run as the baseline.
// 2. Per route of the sitemap: first-load JavaScript (gzip) and total transfer size
//    (HTML + CSS + JS + preloaded fonts, gzip) compared with the baseline.
// 3. With --lighthouse: Lighthouse (mobile, headless Chromium) on every route, median
//    of --runs runs, against the score thresholds. Outside services that do not answer
//    from this machine are blocked in Lighthouse (see blockedPatterns) unless --no-block.
// Exits non-zero when a budget is exceeded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'out');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);

/** Extra first-load JS (gzip, KB) a route may ship on top of the empty page. */
const JS_BUDGET_KB = {
  default: 45,
  '/helloworld': 15,
  '/cv': 15,
  '/linktree': 10,
  // The review page loads its decks and scheduler on demand: its first load stays small.
  '/ee/review': 35,
};
/** Total transfer (gzip, KB) of a route's first load. */
const TOTAL_BUDGET_KB = 400;
const LIGHTHOUSE_MIN = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function assetsOf(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1] + m[3]))
    .map((m) => m[2]);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const fonts = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g)].map(
    (m) => m[1],
  );
  return {
    scripts: [...new Set(scripts)],
    styles: [...new Set(styles)],
    fonts: [...new Set(fonts)],
  };
}

function measure(dir, htmlFile, basePath = '') {
  const html = readFileSync(join(dir, htmlFile));
  const { scripts, styles, fonts } = assetsOf(html.toString());
  const file = (url) =>
    readFileSync(join(dir, decodeURIComponent(url.split('?')[0].slice(basePath.length))));
  const js = scripts.reduce((sum, s) => sum + gz(file(s)), 0);
  const css = styles.reduce((sum, s) => sum + gz(file(s)), 0);
  const font = fonts.reduce((sum, s) => sum + file(s).length, 0);
  return { js, total: gz(html) + js + css + font };
}

function buildBaseline() {
  const dir = join(root, '.budget', 'baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(
    join(dir, 'app', 'layout.tsx'),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    join(dir, 'app', 'page.tsx'),
    'export default function Page() {\n  return <p>Empty</p>;\n}\n',
  );
  writeFileSync(
    join(dir, 'next.config.mjs'),
    "export default { output: 'export', images: { unoptimized: true } };\n",
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        jsx: 'react-jsx',
        strict: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        lib: ['dom', 'esnext'],
      },
      include: ['**/*.tsx'],
    }),
  );
  const res = spawnSync(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'build', dir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (res.status !== 0) throw new Error('baseline build failed');
  return measure(join(dir, 'out'), 'index.html');
}

function routesFromSitemap() {
  const xml = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

function htmlFileOf(route) {
  const candidates = [`${route.slice(1)}.html`, join(route.slice(1), 'index.html')];
  return candidates.find((c) => existsSync(join(out, c)));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function chromePath() {
  return (
    process.env.CHROME_PATH ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync)
  );
}

/** The outside origins the exported pages talk to: their CSP connect-src and frame-src. */
function outsideOrigins() {
  const origins = new Set();
  for (const route of routesFromSitemap()) {
    const file = htmlFileOf(route);
    if (!file) continue;
    const csp = readFileSync(join(out, file), 'utf8').match(
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/,
    )?.[1];
    for (const directive of (csp ?? '').split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'connect-src' && name !== 'frame-src') continue;
      for (const source of sources) if (/^https:\/\/[^*]+$/.test(source)) origins.add(source);
    }
  }
  return [...origins];
}

async function reachable(origin) {
  try {
    await fetch(origin, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Lighthouse URL patterns to block. A machine without internet cannot reach the
 * outside services (PokeAPI, embeds, photo hosts): their DNS failures would be logged
 * as console errors and scored against the site. When none of them answers, every
 * outside (https) request is blocked instead; when only some fail, those are blocked.
 * Lighthouse does not count requests it blocked itself as console errors.
 */
async function blockedPatterns() {
  const origins = outsideOrigins();
  const down = [];
  for (const origin of origins) if (!(await reachable(origin))) down.push(origin);
  if (down.length === 0) return [];
  if (down.length === origins.length) {
    console.log(
      `No outside service answers (${origins.join(', ')}): outside requests are blocked in Lighthouse.`,
    );
    return ['https://*'];
  }
  console.log(`Unreachable, blocked in Lighthouse: ${down.join(', ')}`);
  return down.map((origin) => `${origin}/*`);
}

function runLighthouse(url, blocked = []) {
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  const res = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: chromePath() },
    },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed on ${url}: ${res.stderr.slice(-500)}`);
  const report = JSON.parse(res.stdout);
  return Object.fromEntries(
    Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
  );
}

async function main() {
  if (!existsSync(join(out, 'sitemap.xml'))) {
    console.error('out/ is missing: run `npm run build` first.');
    process.exit(2);
  }
  const only = typeof args.routes === 'string' ? args.routes.split(',') : undefined;
  const routes = routesFromSitemap().filter((r) => !only || only.includes(r));
  console.log('Building the empty-page baseline…');
  const baseline = buildBaseline();
  const failures = [];
  const rows = [];
  for (const route of routes) {
    const file = htmlFileOf(route);
    if (!file) {
      failures.push(`${route}: no HTML file in out/`);
      continue;
    }
    const m = measure(out, file);
    const extra = m.js - baseline.js;
    const budget = JS_BUDGET_KB[route] ?? JS_BUDGET_KB.default;
    if (kb(extra) > budget)
      failures.push(
        `${route}: first-load JS +${kb(extra)} KB over the empty page (budget ${budget} KB)`,
      );
    if (kb(m.total) > TOTAL_BUDGET_KB)
      failures.push(`${route}: total ${kb(m.total)} KB (budget ${TOTAL_BUDGET_KB} KB)`);
    rows.push({
      route,
      'JS KB': kb(m.js),
      '+JS KB': kb(extra),
      'budget KB': budget,
      'total KB': kb(m.total),
    });
  }

  if (args.lighthouse) {
    const port = Number(args.port ?? 4300);
    const server = spawn(
      process.execPath,
      [join(root, 'lib/tooling/serve.mjs'), out, String(port)],
      { stdio: 'ignore' },
    );
    await new Promise((r) => setTimeout(r, 800));
    try {
      const blocked = args['no-block'] ? [] : await blockedPatterns();
      const runs = Number(args.runs ?? 3);
      for (const row of rows) {
        const results = [];
        for (let i = 0; i < runs; i++)
          results.push(runLighthouse(`http://127.0.0.1:${port}${row.route}`, blocked));
        for (const [category, min] of Object.entries(LIGHTHOUSE_MIN)) {
          const score = median(results.map((r) => r[category]));
          row[category === 'best-practices' ? 'bp' : category.slice(0, 4)] = score;
          if (score < min) failures.push(`${row.route}: Lighthouse ${category} ${score} < ${min}`);
        }
        process.stdout.write('.');
      }
      process.stdout.write('\n');
    } finally {
      server.kill();
    }
  }

  console.log(
    `\nEmpty Next.js page (baseline): JS ${kb(baseline.js)} KB gzip, total ${kb(baseline.total)} KB\n`,
  );
  console.table(rows);
  if (failures.length) {
    console.error(`\nBudget exceeded:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
