// How much JavaScript a page runs as it loads, counted rather than timed: the number of
// function calls from navigation until the network is idle and a second has passed
// (V8's precise coverage with call counts). The budget prints it beside Lighthouse's
// timings because on a shared machine a page's Total Blocking Time moves by a factor of
// two from run to run, while its call count moves by a fraction of a percent: a change
// that removes work shows here even when the timings cannot resolve it.
import { chromium } from '@playwright/test';
import { countCalls } from './budget-runs.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

/**
 * Loads each url in a fresh context of one headless browser (412 x 823, as Lighthouse's
 * phone) and resolves with a Map from url to its JavaScript calls.
 */
export async function measureJsCalls(urls) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  const calls = new Map();
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      calls.set(url, countCalls(result));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return calls;
}
