// Which Chromium the browser tools drive: $CHROME_PATH, else Playwright's own browser
// where it is installed (`npx playwright install chromium`), else the system package
// (Debian's `chromium`). `undefined` lets Playwright use its own.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** For Playwright's `launchOptions.executablePath`. */
export function chromiumExecutable() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  return SYSTEM.find((path) => existsSync(path));
}

/** A path for tools that need one (Lighthouse): the system's, or Playwright's own. */
export function chromiumPath() {
  return chromiumExecutable() ?? chromium.executablePath();
}

/** Flags for a headless browser on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
