// How the speed budget (lib/tooling/budget.mjs) plans its Lighthouse runs and reads them,
// and counts the JavaScript calls of a page load (countCalls, for ./js-work.mjs).
//
// The empty page every route is judged against: a machine's speed drifts during a run of
// half an hour (other work on the host, thermal limits): Lighthouse's own measure of it,
// `benchmarkIndex`, has been seen to halve between the first routes and the middle ones.
// Measured once at the start, the empty page would be judged against routes measured on
// a different machine, in effect. So the routes are measured in small groups, the empty
// page before every group and after the last one, and each group's Total Blocking Time is
// judged against the runs of the empty page that bracket it.
//
// Its Largest Contentful Paint is judged against every run of the empty page instead: on
// the machines measured, the empty page's LCP jumps run by run between about 0.7 s and
// 1.0 to 1.6 s, with little relation to the machine's speed, while the routes' LCP stays
// within a few tenths; the six runs around one group were sometimes mostly slow ones,
// which gave that group a limit half as loose again as its neighbours'. The median of all
// the run's measurements is one limit for every route, as steady as the run allows.

/** `paths` in groups of at most `size`, in order, the groups as even as they can be. */
export function groupsOf(paths, size) {
  if (!(size >= 1)) throw new Error(`group size must be at least 1, not ${size}`);
  const count = Math.ceil(paths.length / size);
  const groups = [];
  let start = 0;
  for (let g = 0; g < count; g++) {
    const end = start + Math.ceil((paths.length - start) / (count - g));
    groups.push(paths.slice(start, end));
    start = end;
  }
  return groups;
}

/**
 * The order of a run: the empty page (`{ empty: i }`, the i-th measurement of it) before
 * each group of routes (`{ path }`) and once more after the last group.
 */
export function runOrder(groups) {
  const order = [];
  groups.forEach((group, i) => {
    order.push({ empty: i });
    for (const path of group) order.push({ path });
  });
  order.push({ empty: groups.length });
  return order;
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The empty page's TBT for group `g`: the median of the runs of the empty page just
 * before the group and just after it (`emptyRuns[i]` holds the runs of the i-th
 * measurement, each `{ lcp, tbt }`).
 */
export function bracketingTbt(emptyRuns, g) {
  const runs = [...(emptyRuns[g] ?? []), ...(emptyRuns[g + 1] ?? [])];
  if (runs.length === 0) throw new Error(`no run of the empty page around group ${g}`);
  return Math.round(median(runs.map((r) => r.tbt)));
}

/** The empty page's LCP over the whole run: the median of every run of it. */
export function runWideLcp(emptyRuns) {
  const runs = emptyRuns.flat();
  if (runs.length === 0) throw new Error('no run of the empty page');
  return Math.round(median(runs.map((r) => r.lcp)));
}

/** The figures of one Lighthouse run (category scores out of 100, times in ms). */
export function figures(lhr) {
  return {
    /** Lighthouse's measure of the machine's speed at the time of the run. */
    speed: Math.round(lhr.environment.benchmarkIndex),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round(c.score * 100)]),
    ),
  };
}

/**
 * A page's figures over its runs, each one's own median, as `lhci assert` judges them with
 * `aggregationMethod: 'median'` (its 'median-run' would judge a category's score by the
 * best run, not the median one).
 */
export function medians(lhrs) {
  const runs = lhrs.map(figures);
  const of = (get) => Math.round(median(runs.map(get)));
  return {
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    scores: Object.fromEntries(Object.keys(runs[0].scores).map((c) => [c, of((r) => r.scores[c])])),
  };
}

/**
 * JavaScript calls in a `Profiler.takePreciseCoverage` result (function granularity, call
 * counts on): the first range of each function holds how often it ran.
 */
export function countCalls(coverage) {
  let calls = 0;
  for (const script of coverage)
    for (const fn of script.functions) calls += fn.ranges[0]?.count ?? 0;
  return calls;
}

/**
 * Judges each route's JavaScript calls on load against the committed baseline
 * (lib/tooling/js-calls.json). Both are taken as a multiple of the empty page's calls in
 * the same measurement, so an upgrade of React or Next.js that moves every page alike
 * does not count as growth. A route fails when its multiple grows by more than
 * `tolerance` (0.1: 10 %), which a change that adds hydration work does and the noise of
 * the measure (1 to 3 %) does not. A route without a baseline, or one that has become
 * much lighter, is reported, not failed: the baseline should then be written again.
 * `current` is `{ empty, routes: { [path]: calls } }`, as the baseline is. Returns the
 * messages of the failures and notes, and the paths over their limit (`over`).
 */
export function judgeCalls(current, baseline, tolerance) {
  const failures = [];
  const notes = [];
  const over = [];
  for (const [path, calls] of Object.entries(current.routes)) {
    const base = baseline.routes[path];
    if (base === undefined) {
      notes.push(`${path}: no baseline of its JavaScript calls`);
      continue;
    }
    const now = calls / current.empty;
    const then = base / baseline.empty;
    const change = now / then - 1;
    const text = `${path}: JavaScript calls on load ${now.toFixed(2)} x the empty page, baseline ${then.toFixed(2)} x (${change > 0 ? '+' : ''}${(change * 100).toFixed(1)} %)`;
    if (change > tolerance) {
      failures.push(`${text}, limit +${Math.round(tolerance * 100)} %`);
      over.push(path);
    } else if (change < -tolerance) notes.push(`${text}: lighter, the baseline can follow`);
  }
  return { failures, notes, over };
}

/**
 * The baseline to write from this run's calls (`current`): every route measured now, and
 * the routes left out of it (--routes) with their previous figures, scaled to this run's
 * empty page so each keeps its multiple of it.
 */
export function mergeCallsBaseline(previous, current) {
  const scale = previous?.empty ? current.empty / previous.empty : 1;
  const kept = Object.entries(previous?.routes ?? {}).map(([path, n]) => [
    path,
    Math.round(n * scale),
  ]);
  return { empty: current.empty, routes: { ...Object.fromEntries(kept), ...current.routes } };
}

/**
 * The first load's calls, with each route loaded again (`again`, a second measurement
 * with its own empty page) taken at the lighter of its two loads, in the first load's
 * terms.
 */
export function lighterLoads(current, again) {
  const routes = { ...current.routes };
  for (const [path, n] of Object.entries(again.routes))
    routes[path] = Math.min(
      routes[path] ?? Infinity,
      Math.round((n * current.empty) / again.empty),
    );
  return { empty: current.empty, routes };
}
