import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const subPort = port + 1000;
/**
 * A server already listening on these ports is used only when asked for
 * (`E2E_REUSE_SERVER=1`, to test against a server started by hand): by default a port in
 * use fails the run, so the tests never pass against another checkout's build.
 */
const reuseExistingServer = process.env.E2E_REUSE_SERVER === '1';
/**
 * The sub-path build (`npm run build:subpath`) sits in out-subpath/personal-site/, with
 * a copy of its 404 page at the top, as on a GitHub Pages project site.
 */
export const SUB_PATH = '/personal-site';
const hasSubPathBuild = existsSync(`out-subpath${SUB_PATH}/helloworld.html`);

/** The static server of `npm run serve`, with the headers of public/_headers. */
const serve = (dir: string, port: number) =>
  `NO_UPDATE_CHECK=1 npx --no serve ${dir} --config ../scripts/serve.json --listen tcp://127.0.0.1:${port} ` +
  '--no-request-logging --no-clipboard --no-port-switching';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  },
  // No request leaves the machine: every host but this one goes through a proxy that is
  // not there, and fails at once (see tests/e2e/fixtures.ts).
  proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost' },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous limits: on a busy 2-core machine a page can take seconds to settle. Tests
  // wait for states, so a passing run is as fast as before.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Screenshot baselines (visual.spec.ts), one set per operating system: fonts render
  // differently on each.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}-{platform}{ext}',
  use: {
    // A failed test is run once more in CI, with a trace (recording every test slows the suite).
    trace: 'on-first-retry',
    // Tests opt in to the service worker (offline tests); elsewhere it would hide
    // requests from page.route.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'site',
      testIgnore: /subpath\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${port}` },
    },
    ...(hasSubPathBuild
      ? [
          {
            name: 'subpath',
            testMatch: /subpath\.spec\.ts$/,
            use: { ...browser, baseURL: `http://127.0.0.1:${subPort}${SUB_PATH}/` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: serve('out', port),
      url: `http://127.0.0.1:${port}/helloworld`,
      reuseExistingServer,
      timeout: 60_000,
    },
    ...(hasSubPathBuild
      ? [
          {
            command: serve('out-subpath', subPort),
            url: `http://127.0.0.1:${subPort}${SUB_PATH}/helloworld`,
            reuseExistingServer,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
