// Speed budget of the exported site: `npm run budget` (builds first), or after a build
//   node lib/tooling/budget.mjs [--js-only] [--runs=3] [--every=5] [--routes=/cv,/2048]
//     [--no-block] [--work] [--update-calls] [--http1]
//
// Lighthouse is run by Lighthouse CI (`lhci collect`, median of --runs, mobile) and its
// results are judged by `lhci assert`. What this file adds, and why it is hand code:
// - the baseline: an empty Next.js App Router page is built and measured in the same run,
//   because every limit is relative to it (LCP <= 1.3 x, TBT <= + 40 ms, JS <= + N KB);
//   it is measured before every group of --every routes (5) and after the last; each
//   route's TBT is judged against the runs that bracket its group, its LCP against all
//   of them (./budget-runs.mjs says why);
//   Lighthouse CI has no notion of a baseline, so the limits are computed here and
//   handed to `lhci assert` as one threshold per route;
// - the pages served over HTTP/2 and TLS, as the CDN serves them (./h2-server.mjs; --http1
//   serves them with `serve`, over HTTP/1.1);
// - each page's HTML (gzip), which must arrive in the first round trip (HTML_LIMIT_KB);
// - first-load JavaScript per page (the scripts in the page's HTML, gzip), with the
//   limit of its kind from the route registry (content, interactive, or its own);
// - the first visit's background download: what the service worker precaches;
// - the JavaScript each page runs as it loads, counted in function calls beside the empty
//   page's (./js-work.mjs), a figure that holds still where timings do not (with
//   --js-only, only when --work is given). It is judged against the committed baseline
//   ./js-calls.json: a route fails when its calls, as a multiple of the empty page's,
//   grow by more than 10 % (judgeCalls in ./budget-runs.mjs). --update-calls writes the
//   baseline from this run, after a change that adds work on purpose or removes some.
// Exits non-zero when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  bracketingTbt,
  figures,
  groupsOf,
  judgeCalls,
  lighterLoads,
  medians,
  mergeCallsBaseline,
  runOrder,
  runWideLcp,
} from './budget-runs.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { firstLoadAssets, httpEquiv } from './html.mjs';
import { measureJsCalls } from './js-work.mjs';
import { escapeRegExp } from './regexp.mjs';
import { H2_CHROMIUM_ARGS, h2ServerArgs } from './h2-server.mjs';
import { root, startStaticServer, staticServerArgs } from './static-server.mjs';

const out = join(root, 'out');
const work = join(root, '.budget');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);

/** First-load JS a page may add to the empty page (KB gzip), by kind. */
const JS_LIMIT_KB = { content: 10, interactive: 15 };
/** Largest Contentful Paint: at most this many times the empty page's. */
const LCP_FACTOR = 1.3;
/** Total Blocking Time: at most the empty page's plus this (ms). */
const TBT_EXTRA_MS = 40;
/** Lighthouse category scores every page must reach (median of the runs). */
const MIN_SCORES = { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 };
/** What the service worker may download on the first visit (KB gzip). */
const PRECACHE_LIMIT_KB = 800;
/**
 * A page's HTML (KB gzip, as the static server sends it) that arrives in the first round
 * trip of a new connection: a TCP sender starts with 10 segments (about 14.6 KB with the
 * response's headers), and Lighthouse's simulated phone network models it, so a page one
 * byte over it waits a whole round trip more for its first paint.
 */
const HTML_LIMIT_KB = 14;
/** Growth of a route's JavaScript calls on load over its baseline that fails the budget. */
const CALLS_TOLERANCE = 0.1;
/** The committed baseline of JavaScript calls on load: `{ empty, routes: { path: calls } }`. */
const CALLS_BASELINE = join(root, 'lib', 'tooling', 'js-calls.json');

/**
 * Lighthouse loads the pages over HTTP/2 and TLS (./h2-server.mjs), as the CDN serves
 * them; --http1 measures them as `serve` serves them, over HTTP/1.1.
 */
const HTTP2 = !args.http1;
const SCHEME = HTTP2 ? 'https' : 'http';
const serverArgs = HTTP2 ? h2ServerArgs : staticServerArgs;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** First-load JS (gzip bytes) of a page of an export. */
function firstLoadJs(dir, htmlFile) {
  const { scripts } = firstLoadAssets(readFileSync(join(dir, htmlFile), 'utf8'));
  const file = (url) => readFileSync(join(dir, decodeURIComponent(url.split('?')[0])));
  return scripts.reduce((sum, s) => sum + gz(file(s)), 0);
}

/** An empty App Router page, built with this project's Next.js, in .budget/baseline. */
function buildBaseline() {
  const dir = join(work, 'baseline');
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
  return join(dir, 'out');
}

const htmlFileOf = (route) =>
  [`${route.slice(1)}.html`, join(route.slice(1), 'index.html')].find((f) =>
    existsSync(join(out, f)),
  );

/** The outside origins the pages talk to (their CSP connect-src and frame-src). */
function outsideOrigins(routes) {
  const origins = new Set();
  for (const { path } of routes) {
    const csp = httpEquiv(
      readFileSync(join(out, htmlFileOf(path)), 'utf8'),
      'content-security-policy',
    );
    for (const directive of (csp ?? '').split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'connect-src' && name !== 'frame-src') continue;
      for (const source of sources) if (/^https:\/\/[^*]+$/.test(source)) origins.add(source);
    }
  }
  return [...origins];
}

/**
 * Outside services this machine cannot reach (no internet) would fail with DNS errors,
 * which Lighthouse logs as console errors against the site: block them in Lighthouse
 * (it does not count requests it blocked itself).
 */
async function blockedPatterns(routes) {
  const origins = outsideOrigins(routes);
  const down = [];
  for (const origin of origins) {
    try {
      await fetch(origin, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    } catch {
      down.push(origin);
    }
  }
  if (down.length) console.log(`Unreachable, blocked in Lighthouse: ${down.join(', ')}`);
  // All of them down (no internet): every https address but the site's own, which over
  // HTTP/2 is https too.
  if (down.length === origins.length && down.length && !HTTP2) return ['https://*'];
  return down.map((o) => `${o}/*`);
}

function lhci(command, cwd, config) {
  const file = join(cwd, 'lighthouserc.json');
  writeFileSync(file, JSON.stringify({ ci: config }, null, 2));
  const res = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@lhci/cli/src/cli.js'), command, `--config=${file}`],
    { cwd, stdio: 'inherit', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
  );
  return res.status === 0;
}

/**
 * `lhci collect` of `urls` (the site served from `dir` on `port`, the other servers
 * already running); returns the Lighthouse results by requested URL.
 */
function collect(name, dir, urls, port, blocked) {
  const cwd = join(work, name);
  rmSync(cwd, { recursive: true, force: true });
  mkdirSync(cwd, { recursive: true });
  const ok = lhci('collect', cwd, {
    collect: {
      url: urls,
      numberOfRuns: Number(args.runs ?? 3),
      startServerCommand: [process.execPath, ...serverArgs(dir, port)].join(' '),
      startServerReadyPattern: 'Accepting connections',
      chromePath: chromiumPath(),
      settings: {
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(HTTP2 ? H2_CHROMIUM_ARGS : [])].join(
          ' ',
        ),
        onlyCategories: Object.keys(MIN_SCORES),
        blockedUrlPatterns: blocked,
      },
    },
  });
  if (!ok) throw new Error(`lhci collect failed for ${name}`);
  const results = new Map();
  const dirLhr = join(cwd, '.lighthouseci');
  for (const file of readdirSync(dirLhr).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(join(dirLhr, file), 'utf8'));
    results.set(lhr.requestedUrl, [...(results.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return { cwd, results };
}

/** Bytes (gzip) of what the service worker precaches, as listed by postbuild. */
function precacheBytes() {
  const file = join(root, '.next', 'precache.json');
  if (!existsSync(file)) return undefined;
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  return entries.reduce((sum, url) => sum + gz(readFileSync(join(out, url))), 0);
}

/** JavaScript calls on load of the empty page and of each path: `{ empty, routes }`. */
async function measureCalls(paths, baseOut) {
  const [sitePort, emptyPort] = [4320, 4330];
  const servers = await Promise.all([
    startStaticServer(out, sitePort),
    startStaticServer(baseOut, emptyPort),
  ]);
  try {
    const emptyUrl = `http://127.0.0.1:${emptyPort}/`;
    const url = (path) => `http://127.0.0.1:${sitePort}${path}`;
    const calls = await measureJsCalls([emptyUrl, ...paths.map(url)]);
    return {
      empty: calls.get(emptyUrl),
      routes: Object.fromEntries(paths.map((path) => [path, calls.get(url(path))])),
    };
  } finally {
    for (const server of servers) server.kill();
  }
}

/**
 * Adds each route's JavaScript calls on load, and the empty page's, to the rows; judges
 * them against the committed baseline (or, with --update-calls, writes it). A route over
 * its limit is loaded once more and judged by the lighter of its two loads, so one load
 * disturbed by the machine does not fail the budget.
 */
async function addJsCalls(rows, baseOut, failures) {
  let current = await measureCalls(
    rows.map((row) => row.route),
    baseOut,
  );
  console.log(`\nEmpty Next.js page: ${current.empty} JavaScript calls as it loads`);
  const stored = existsSync(CALLS_BASELINE)
    ? JSON.parse(readFileSync(CALLS_BASELINE, 'utf8'))
    : undefined;
  const judging = stored && !args['update-calls'];
  const retry = judging ? judgeCalls(current, stored, CALLS_TOLERANCE).over : [];
  if (retry.length) current = lighterLoads(current, await measureCalls(retry, baseOut));
  for (const row of rows) {
    const n = current.routes[row.route];
    Object.assign(row, { 'JS calls': n, 'x empty': Math.round((n / current.empty) * 10) / 10 });
  }

  if (args['update-calls']) {
    const baseline = mergeCallsBaseline(stored, current);
    writeFileSync(CALLS_BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`JavaScript calls baseline written: ${CALLS_BASELINE.slice(root.length + 1)}`);
  } else if (!stored) {
    console.log('No baseline of JavaScript calls: --update-calls writes one.');
  } else {
    const judged = judgeCalls(current, stored, CALLS_TOLERANCE);
    failures.push(...judged.failures);
    if (judged.notes.length)
      console.log(`\n${judged.notes.join('\n')}\n(--update-calls writes the baseline again.)`);
  }
}

async function main() {
  const configFile = join(root, '.next', 'build-config.json');
  if (!existsSync(join(out, 'sitemap.xml')) || !existsSync(configFile)) {
    console.error('No build found: run `npm run build` first (or `npm run budget`).');
    process.exit(2);
  }
  const only = typeof args.routes === 'string' ? args.routes.split(',') : undefined;
  const routes = JSON.parse(readFileSync(configFile, 'utf8')).routes.filter(
    (r) => !only || only.includes(r.path),
  );
  mkdirSync(work, { recursive: true });
  console.log('Building the empty-page baseline…');
  const baseOut = buildBaseline();
  const baseJs = firstLoadJs(baseOut, 'index.html');
  const failures = [];

  const rows = routes.map((route) => {
    const file = htmlFileOf(route.path);
    if (!file) {
      failures.push(`${route.path}: no HTML file in out/`);
      return { route: route.path };
    }
    const extra = firstLoadJs(out, file) - baseJs;
    const limit = route.jsBudgetKb ?? JS_LIMIT_KB[route.interactive ? 'interactive' : 'content'];
    if (kb(extra) > limit)
      failures.push(`${route.path}: first-load JS +${kb(extra)} KB (limit +${limit} KB)`);
    const html = kb(gzipSync(readFileSync(join(out, file))).length);
    if (html > HTML_LIMIT_KB)
      failures.push(`${route.path}: HTML ${html} KB gzip (limit ${HTML_LIMIT_KB} KB)`);
    return { route: route.path, 'HTML KB': html, '+JS KB': kb(extra), 'JS limit': limit };
  });

  const precache = precacheBytes();
  if (precache !== undefined && kb(precache) > PRECACHE_LIMIT_KB)
    failures.push(`service worker precache ${kb(precache)} KB (limit ${PRECACHE_LIMIT_KB} KB)`);

  if (!args['js-only'] || args.work || args['update-calls'])
    await addJsCalls(rows, baseOut, failures);

  if (!args['js-only']) {
    const blocked = args['no-block'] ? [] : await blockedPatterns(routes);
    const sitePort = 4300;
    const emptyPort = 4310;
    const siteUrl = (path) => `${SCHEME}://127.0.0.1:${sitePort}${path}`;
    const emptyUrl = (i) => `${SCHEME}://127.0.0.1:${emptyPort}/?at=${i}`;
    const groups = groupsOf(
      routes.map((r) => r.path),
      Number(args.every ?? 5),
    );
    const urls = runOrder(groups).map((step) =>
      'path' in step ? siteUrl(step.path) : emptyUrl(step.empty),
    );
    const emptyPageServer = await startStaticServer(baseOut, emptyPort, serverArgs);
    let site;
    try {
      site = collect('site', out, urls, sitePort, blocked);
    } finally {
      emptyPageServer.kill();
    }

    const emptyRuns = groups
      .concat([[]])
      .map((_, i) => (site.results.get(emptyUrl(i)) ?? []).map(figures));
    console.log('\nEmpty Next.js page, measured before each group of routes and after the last:');
    console.table(
      emptyRuns.map((runs, i) => ({
        measured: i < groups.length ? `before ${groups[i].join(' ')}` : 'after the last group',
        'LCP ms': runs.map((r) => r.lcp).join('/'),
        'TBT ms': runs.map((r) => r.tbt).join('/'),
        perf: runs.map((r) => r.scores.performance).join('/'),
        'machine speed': runs.map((r) => r.speed).join('/'),
      })),
    );

    const emptyLcp = runWideLcp(emptyRuns);
    const maxLcp = Math.round(emptyLcp * LCP_FACTOR);
    const assertMatrix = [];
    for (const row of rows) {
      const lhrs = site.results.get(siteUrl(row.route));
      if (!lhrs) {
        failures.push(`${row.route}: no Lighthouse result`);
        continue;
      }
      const maxTbt =
        bracketingTbt(
          emptyRuns,
          groups.findIndex((group) => group.includes(row.route)),
        ) + TBT_EXTRA_MS;
      const m = medians(lhrs);
      Object.assign(row, {
        perf: m.scores.performance,
        'LCP ms': m.lcp,
        'LCP limit': maxLcp,
        'TBT ms': m.tbt,
        'TBT limit': maxTbt,
        'a11y/bp/seo': ['accessibility', 'best-practices', 'seo'].map((c) => m.scores[c]).join('/'),
      });
      assertMatrix.push({
        matchingUrlPattern: `^${escapeRegExp(siteUrl(row.route))}/?$`,
        assertions: {
          ...Object.fromEntries(
            Object.entries(MIN_SCORES).map(([c, min]) => [
              `categories:${c}`,
              ['error', { minScore: min, aggregationMethod: 'median' }],
            ]),
          ),
          'largest-contentful-paint': [
            'error',
            { maxNumericValue: maxLcp, aggregationMethod: 'median' },
          ],
          'total-blocking-time': [
            'error',
            { maxNumericValue: maxTbt, aggregationMethod: 'median' },
          ],
        },
      });
    }
    console.log(
      `\nLimits: LCP <= ${LCP_FACTOR} x the empty page's median over all its runs ` +
        `(${emptyLcp} ms); TBT <= ${TBT_EXTRA_MS} ms + the empty page's median ` +
        "over the runs just before and just after the route's group.",
    );
    if (!lhci('assert', site.cwd, { assert: { assertMatrix } }))
      failures.push('Lighthouse limits (see the assertions above)');
  }

  console.log(`\nEmpty Next.js page: first-load JS ${kb(baseJs)} KB gzip`);
  console.table(rows);
  if (precache !== undefined)
    console.log(`Service worker precache (first visit): ${kb(precache)} KB gzip`);
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
