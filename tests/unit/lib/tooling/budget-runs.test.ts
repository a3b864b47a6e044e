/**
 * @jest-environment node
 */
import {
  bracketingTbt,
  countCalls,
  figures,
  groupsOf,
  judgeCalls,
  lighterLoads,
  median,
  medians,
  mergeCallsBaseline,
  runOrder,
  runWideLcp,
} from '@/lib/tooling/budget-runs.mjs';

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/r${i + 1}`);

describe('groupsOf', () => {
  it('keeps the order and spreads the routes evenly over as few groups as the size allows', () => {
    expect(groupsOf(paths(26), 5).map((g) => g.length)).toEqual([5, 5, 4, 4, 4, 4]);
    expect(groupsOf(paths(26), 5).flat()).toEqual(paths(26));
    expect(groupsOf(paths(10), 5)).toEqual([paths(5), paths(10).slice(5)]);
    expect(groupsOf(paths(3), 1)).toEqual([['/r1'], ['/r2'], ['/r3']]);
  });

  it('makes one group of a list shorter than the size, and none of an empty list', () => {
    expect(groupsOf(paths(3), 5)).toEqual([paths(3)]);
    expect(groupsOf([], 5)).toEqual([]);
  });

  it('refuses a size below one', () => {
    expect(() => groupsOf(paths(3), 0)).toThrow('at least 1');
    expect(() => groupsOf(paths(3), Number.NaN)).toThrow('at least 1');
  });
});

describe('runOrder', () => {
  it('measures the empty page before every group and after the last', () => {
    expect(runOrder([['/a', '/b'], ['/c']])).toEqual([
      { empty: 0 },
      { path: '/a' },
      { path: '/b' },
      { empty: 1 },
      { path: '/c' },
      { empty: 2 },
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of nothing');
  });
});

describe('the empty page as a baseline', () => {
  const run = (lcp: number, tbt: number) => ({ lcp, tbt });
  const emptyRuns = [
    [run(700, 200), run(710, 220), run(690, 210)],
    [run(1400, 500), run(1300, 520), run(790, 480)],
    [run(750, 300), run(760, 320), run(740, 310)],
  ];

  it("judges a group's TBT by the runs just before and just after it, not by the first ones", () => {
    // Group 1 sits between the slow measurement (1) and the last one (2).
    expect(bracketingTbt(emptyRuns, 1)).toBe(400);
    expect(bracketingTbt(emptyRuns, 0)).toBe(350);
  });

  it('uses the runs it has when one side is missing, and refuses none', () => {
    expect(bracketingTbt([emptyRuns[0]!, []], 0)).toBe(210);
    expect(() => bracketingTbt([[], []], 0)).toThrow('no run of the empty page');
  });

  it("judges LCP by the median of every run, not by a bracket's slow ones", () => {
    // The runs around group 1 alone would give 775 (two of its six are slow); all nine
    // together give one value for every group.
    expect(runWideLcp(emptyRuns)).toBe(750);
    expect(runWideLcp([[run(700, 0)], [run(1500, 0)]])).toBe(1100);
    expect(() => runWideLcp([[], []])).toThrow('no run of the empty page');
  });
});

/** The parts of a Lighthouse result the budget reads. */
function lhr(perf: number, lcp: number, tbt: number, a11y = 1, speed = 1500) {
  return {
    environment: { benchmarkIndex: speed },
    categories: { performance: { score: perf }, accessibility: { score: a11y } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
    },
  };
}

describe('figures', () => {
  it('reads the scores out of 100, the times in whole ms and the machine speed', () => {
    expect(figures(lhr(0.93, 812.4, 455.6, 1, 1234.5))).toEqual({
      speed: 1235,
      lcp: 812,
      tbt: 456,
      scores: { performance: 93, accessibility: 100 },
    });
  });
});

describe('medians', () => {
  it("takes each figure's median over the runs, not the best run's score", () => {
    const runs = [lhr(0.99, 900, 150), lhr(0.85, 1000, 700), lhr(0.9, 700, 400, 0.98)];
    expect(medians(runs)).toEqual({
      lcp: 900,
      tbt: 400,
      scores: { performance: 90, accessibility: 100 },
    });
  });
});

describe('countCalls', () => {
  it('sums how often each function of each script ran', () => {
    const fn = (count: number, inner: number[] = []) => ({
      functionName: 'f',
      isBlockCoverage: false,
      ranges: [
        { startOffset: 0, endOffset: 100, count },
        ...inner.map((c) => ({ startOffset: 10, endOffset: 20, count: c })),
      ],
    });
    const coverage = [
      { scriptId: '1', url: 'a.js', functions: [fn(1), fn(120), fn(0)] },
      { scriptId: '2', url: '', functions: [fn(7, [3])] },
    ];
    // Further ranges count blocks inside a function (block coverage), not calls.
    expect(countCalls(coverage)).toBe(128);
    expect(countCalls([])).toBe(0);
    expect(countCalls([{ scriptId: '3', url: 'b.js', functions: [] }])).toBe(0);
  });
});

describe('judgeCalls', () => {
  const baseline = { empty: 10_000, routes: { '/a': 20_000, '/b': 40_000 } };

  it('passes growth within the tolerance and fails growth past it, by the multiple of the empty page', () => {
    const within = judgeCalls({ empty: 10_000, routes: { '/a': 21_900 } }, baseline, 0.1);
    expect(within).toEqual({ failures: [], notes: [], over: [] });
    const past = judgeCalls(
      { empty: 10_000, routes: { '/a': 22_100, '/b': 40_000 } },
      baseline,
      0.1,
    );
    expect(past.over).toEqual(['/a']);
    expect(past.failures).toEqual([
      '/a: JavaScript calls on load 2.21 x the empty page, baseline 2.00 x (+10.5 %), limit +10 %',
    ]);
  });

  it('does not count as growth what the empty page grew by too (an upgrade of the framework)', () => {
    const upgraded = judgeCalls(
      { empty: 12_000, routes: { '/a': 24_000, '/b': 49_000 } },
      baseline,
      0.1,
    );
    expect(upgraded.failures).toEqual([]);
    // The same route calls against an empty page that did not grow: growth.
    expect(
      judgeCalls({ empty: 10_000, routes: { '/a': 24_000 } }, baseline, 0.1).failures,
    ).toHaveLength(1);
  });

  it('reports, without failing, a route with no baseline and one much lighter than its baseline', () => {
    const judged = judgeCalls(
      { empty: 10_000, routes: { '/b': 30_000, '/new': 5_000 } },
      baseline,
      0.1,
    );
    expect(judged.failures).toEqual([]);
    expect(judged.notes).toEqual([
      '/b: JavaScript calls on load 3.00 x the empty page, baseline 4.00 x (-25.0 %): lighter, the baseline can follow',
      '/new: no baseline of its JavaScript calls',
    ]);
  });
});

describe('mergeCallsBaseline', () => {
  it("writes this run's routes and keeps the others, scaled to this run's empty page", () => {
    const previous = { empty: 10_000, routes: { '/a': 20_000, '/b': 40_000 } };
    expect(mergeCallsBaseline(previous, { empty: 11_000, routes: { '/a': 30_000 } })).toEqual({
      empty: 11_000,
      routes: { '/a': 30_000, '/b': 44_000 },
    });
  });

  it('starts a baseline where there was none', () => {
    expect(mergeCallsBaseline(undefined, { empty: 9_000, routes: { '/a': 18_000 } })).toEqual({
      empty: 9_000,
      routes: { '/a': 18_000 },
    });
  });
});

describe('lighterLoads', () => {
  it("takes each route loaded again at its lighter load, in the first load's terms", () => {
    const first = { empty: 10_000, routes: { '/a': 30_000, '/b': 40_000, '/c': 50_000 } };
    // Measured again against an empty page of 12 000: /a is 24 000 in the first terms.
    const again = { empty: 12_000, routes: { '/a': 28_800, '/b': 60_000 } };
    expect(lighterLoads(first, again)).toEqual({
      empty: 10_000,
      routes: { '/a': 24_000, '/b': 40_000, '/c': 50_000 },
    });
  });
});
