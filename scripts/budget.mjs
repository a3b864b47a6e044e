// Speed budget of the exported site: `npm run budget` (builds first), or after a build
//   node scripts/budget.mjs [--js-only] [--runs=3] [--routes=/cv,/2048] [--simulate]
//
// An empty Next.js App Router page is built in the same run: the framework's floor, which
// the limits are relative to. The same empty page with one `next/link` is built too, and
// each page's JavaScript over it is printed (the router's link code is in every page that
// links with it), for information. Then, for every page of the route registry:
// - first-load JavaScript (the scripts in its HTML, gzip) over the empty page's: at most
//   +10 KB on content pages, +15 KB on interactive ones (`interactive` in content/routes.ts);
// - Lighthouse (mobile), run by Lighthouse CI (`lhci collect`, then `lhci assert` on the
//   median of --runs): performance >= 95, LCP <= 1.5 x the empty page's median in the same
//   run, CLS <= 0.02, accessibility, best practices and SEO 100. Throttling is the
//   browser's own (`devtools`: mobile network and 4x CPU applied as the page loads).
//   `--simulate` uses Lighthouse's simulation, which, over a local server, counts every
//   script that arrived before the first paint (all of them) as delaying the LCP.
// Both sites are served by `serve` with the production headers (scripts/serve.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { firstLoadAssets, htmlFileOf } from './html.mjs';
import { root, serve } from './serve.mjs';

const out = join(root, 'out');
const work = join(root, '.budget');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => [a.replace(/^--/, '').split('=')[0], a.split('=')[1] ?? true]),
);

const JS_LIMIT_KB = { content: 10, interactive: 15 };
const LCP_FACTOR = 1.5;
// Every limit is on the median of the runs' values, the figure the table prints (lhci's
// 'median-run' would judge the one run nearest the median FCP and TTI instead, which can
// pass a page whose median score is under the limit).
const ASSERTIONS = (emptyLcp) => ({
  'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'median' }],
  'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'largest-contentful-paint': [
    'error',
    { maxNumericValue: Math.round(emptyLcp * LCP_FACTOR), aggregationMethod: 'median' },
  ],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.02, aggregationMethod: 'median' }],
});

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** First-load JavaScript of a page (gzip bytes). */
function firstLoadJs(dir, file) {
  const { scripts } = firstLoadAssets(readFileSync(file, 'utf8'));
  const bytes = (url) => readFileSync(join(dir, decodeURIComponent(url.split('?')[0])));
  return scripts.reduce((sum, url) => sum + gzipSync(bytes(url), { level: 9 }).length, 0);
}

/** The page of an empty App Router site built with this project's Next.js, in .budget/<name>/out. */
function buildEmptyPage(name, page) {
  const dir = join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  const files = {
    'app/layout.tsx':
      'export default function Layout({ children }: { children: React.ReactNode }) {\n' +
      '  return <html lang="en"><body>{children}</body></html>;\n}\n',
    'app/page.tsx': page,
    'next.config.mjs': "export default { output: 'export', images: { unoptimized: true } };\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', strict: true, module: 'esnext', noEmit: true },
      include: ['**/*.tsx'],
    }),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const next = join(root, 'node_modules/next/dist/bin/next');
  const built = spawnSync(process.execPath, [next, 'build', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('the empty page did not build');
  return join(dir, 'out');
}

const EMPTY = 'export default function Page() {\n  return <p>Empty</p>;\n}\n';
const WITH_LINK =
  "import Link from 'next/link';\n\n" +
  'export default function Page() {\n  return <p><Link href="/a">Empty</Link></p>;\n}\n';

/** Runs `lhci <command>` in .budget/lhci with this configuration; true when it passed. */
function lhci(command, config, extra = []) {
  const cwd = join(work, 'lhci');
  mkdirSync(cwd, { recursive: true });
  writeFileSync(join(cwd, 'lighthouserc.json'), JSON.stringify({ ci: config }, null, 2));
  const cli = join(root, 'node_modules/@lhci/cli/src/cli.js');
  const run = spawnSync(process.execPath, [cli, command, '--config=lighthouserc.json', ...extra], {
    cwd,
    stdio: 'inherit',
  });
  return run.status === 0;
}

/** `lhci collect` of `urls` in rounds, one run of each page per round: a slow spell of the
 * machine (the writes of the builds just made, say) then touches one run of several pages,
 * which their medians leave out. The hosts outside are blocked (no internet here). */
function collect(urls, blocked) {
  const settings = {
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS].join(' '),
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: args.simulate ? 'simulate' : 'devtools',
    blockedUrlPatterns: blocked,
  };
  const config = { collect: { url: urls, numberOfRuns: 1, settings } };
  config.collect.chromePath = chromiumPath();
  for (let round = 0; round < Number(args.runs ?? 3); round++)
    if (!lhci('collect', config, round ? ['--additive'] : []))
      throw new Error('lhci collect failed');
}

/** The results collected so far, by URL. */
function results() {
  const dir = join(work, 'lhci', '.lighthouseci');
  const byUrl = new Map();
  for (const file of readdirSync(dir).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return byUrl;
}

async function main() {
  const configFile = join(root, '.next', 'build-config.json');
  if (!existsSync(configFile)) throw new Error('No build: run `npm run build` first.');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  const only = typeof args.routes === 'string' ? args.routes.split(',') : undefined;
  const routes = config.routes.filter((r) => !only || only.includes(r.path));
  mkdirSync(work, { recursive: true });
  console.log('Building the empty Next.js pages…');
  const emptyOut = buildEmptyPage('empty', EMPTY);
  const emptyJs = firstLoadJs(emptyOut, join(emptyOut, 'index.html'));
  const linkOut = buildEmptyPage('empty-link', WITH_LINK);
  const linkJs = firstLoadJs(linkOut, join(linkOut, 'index.html'));
  const failures = [];
  const rows = routes.map(({ path, interactive }) => {
    const js = firstLoadJs(out, htmlFileOf(out, path));
    const extra = js - emptyJs;
    const limit = JS_LIMIT_KB[interactive ? 'interactive' : 'content'];
    if (kb(extra) > limit) failures.push(`${path}: first-load JS +${kb(extra)} KB (> +${limit})`);
    return {
      route: path,
      '+JS KB': kb(extra),
      'JS limit': limit,
      '+JS over link': kb(js - linkJs),
    };
  });
  console.log(
    `Empty page: ${kb(emptyJs)} KB of first-load JavaScript (gzip); ` +
      `with one next/link: ${kb(linkJs)} KB`,
  );

  if (!args['js-only']) {
    const [site, empty] = await Promise.all([serve(out, 4300), serve(emptyOut, 4310)]);
    try {
      const hosts = Object.values(config.csp).flatMap((page) => [
        ...(page.connect ?? []),
        ...(page.frame ?? []),
        ...(page.img ?? []),
      ]);
      const blocked = [...new Set(hosts)].filter((h) => h !== 'https:').map((h) => `${h}/*`);
      rmSync(join(work, 'lhci'), { recursive: true, force: true });
      const emptyUrl = 'http://127.0.0.1:4310/';
      const url = (path) => `http://127.0.0.1:4300${path}`;
      collect([emptyUrl, ...routes.map((r) => url(r.path))], blocked);
      const byUrl = results();
      const lcp = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;
      const perf = (lhr) => Math.round(lhr.categories.performance.score * 100);
      const tbt = (lhr) => lhr.audits['total-blocking-time'].numericValue;
      const emptyRuns = byUrl.get(emptyUrl);
      const emptyLcp = median(emptyRuns.map(lcp));
      // The framework's floor in this run: a route's score is read against it, since the
      // same page's score moves by several points from one run to the next.
      console.log(
        `Empty page: perf ${median(emptyRuns.map(perf))} (runs ${emptyRuns.map(perf).join(', ')}), ` +
          `LCP ${Math.round(emptyLcp)} ms, TBT ${Math.round(median(emptyRuns.map(tbt)))} ms (medians)`,
      );
      for (const row of rows) {
        const runs = byUrl.get(url(row.route)) ?? [];
        row['perf'] = median(runs.map(perf));
        row['LCP ms'] = Math.round(median(runs.map(lcp)));
        row['CLS'] = median(runs.map((l) => l.audits['cumulative-layout-shift'].numericValue));
        row['TBT ms'] = Math.round(median(runs.map(tbt)));
      }
      const assertMatrix = [
        { matchingUrlPattern: '127\\.0\\.0\\.1:4300', assertions: ASSERTIONS(emptyLcp) },
      ];
      console.table(rows);
      if (!lhci('assert', { assert: { assertMatrix } })) failures.push('Lighthouse assertions');
    } finally {
      site.kill();
      empty.kill();
    }
  } else console.table(rows);

  if (failures.length) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nEvery page is within its budget.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
