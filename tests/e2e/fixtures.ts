import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import handler from 'serve-handler';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { dataTransferTexts } from '@/content/data-transfer';
import { pages } from '@/content/routes';
import { todoTexts } from '@/content/todo';
import { todoFormTexts } from '@/content/todo-form';
import { decode } from '@/lib/review/codec';
import type { Reviews } from '@/lib/review/model';
import { gluedWords } from '@/lib/search/glued-words';
import { htmlFileOf } from '../../scripts/html.mjs';
import serveConfig from '../../scripts/serve.json';

export interface ConsoleGuardOptions {
  /** Console errors matching one of these are expected by the test and ignored. */
  allowedConsoleErrors: RegExp[];
}

/**
 * No request leaves the machine: the test browser sends every host but this one to a proxy
 * that is not there (playwright.config.ts), and tests answer the outside hosts a page needs
 * themselves (`page.route`). The browser logs each request to an outside host as an error;
 * only the hosts a page's policy allows get that far (the policy refuses the others first,
 * and a refusal is an error the guard reports), so that one error is expected.
 */
const UNREACHABLE_HOST = /^Failed to load resource: net::ERR_PROXY_CONNECTION_FAILED$/;

/**
 * Every test fails when the page logs a console error, a React hydration warning or an
 * uncaught exception, unless the test declares the error as expected.
 */
export const test = base.extend<
  ConsoleGuardOptions & { consoleGuard: void; blockOutsideRequests: void; effectsProbe: void }
>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Tells `waitForHydration` when React has run the effects of the page's hydration (event
   * listeners, stored data read): React reports each commit to a developer-tools hook,
   * when present, once the commit's effects ran. Only the test browser has this one.
   */
  effectsProbe: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
        w.__effectsProbe = true;
        w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onCommitFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {
            const main = document.querySelector('#main');
            if (main && Object.keys(main).some((k) => k.startsWith('__react')))
              w.__hydrationEffectsRan = true;
          },
        };
      });
      await use();
    },
    { auto: true },
  ],
  /**
   * With the service worker, every request is routed, outside hosts answering an empty
   * 204: Playwright then routes the worker's requests too, which keeps the worker's
   * network in step with the page's when a test turns it off and on (with the proxy
   * alone, a page's reload after `setOffline(false)` still failed in the worker in 3 runs
   * of 8 on a busy machine). Elsewhere no route: a route turns the browser's cache off.
   */
  blockOutsideRequests: [
    async ({ context, serviceWorkers }, use) => {
      if (serviceWorkers === 'allow')
        await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) =>
          route.fulfill({ status: 204, body: '' }),
        );
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const onConsole = (msg: ConsoleMessage) => {
        const text = msg.text();
        const isProblem =
          (msg.type() === 'error' && !UNREACHABLE_HOST.test(text)) ||
          (msg.type() === 'warning' && /hydrat/i.test(text));
        if (isProblem && !allowedConsoleErrors.some((re) => re.test(text))) {
          problems.push(`[console.${msg.type()}] ${text}`);
        }
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`));
      await use();
      page.off('console', onConsole);
      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Text matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses, in the Your data page's import control, a data file of this site holding `data`. */
export async function chooseDataFile(page: Page, data: unknown) {
  await page.getByLabel(dataTransferTexts.importButton).setInputFiles({
    name: 'data.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'personal-site-data',
        version: 1,
        exportedAt: '2024-05-01T10:30:00.000Z',
        data,
      }),
    ),
  });
}

/** Opens the to-do list and waits until it has read its stored tasks. */
export async function openTodo(page: Page) {
  await page.goto('/local-todolist');
  await waitForHydration(page);
  await expect(page.getByText(todoTexts.loading)).toBeHidden();
}

/**
 * Waits until the to-do list's add dialog code has come (its closed `<dialog>` is in the
 * page): call it before stopping the clock, since React reveals lazily loaded code after a
 * timer, which a stopped clock never fires.
 */
export async function waitForTaskFormCode(page: Page) {
  await expect(page.locator('dialog#new-task')).toBeAttached();
}

/**
 * Writes `values` (key: raw value) to this browser's storage, as earlier visits would
 * have left them, from the Your data page, which reads none of them until asked. Not from
 * the page under test: there a store fetched after the page is up could read a value late
 * and handle it (set its damage aside, say) before the visit under test.
 */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.goto(pages.yourData.path);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Opens the to-do list's add dialog and fills it in, without sending it. */
export async function fillNewTask(page: Page, title: string, description: string) {
  await page.getByRole('button', { name: todoTexts.addButtonLabel }).click();
  const dialog = page.getByRole('dialog', { name: todoFormTexts.modalTitle });
  await dialog.getByLabel(todoFormTexts.titleLabel).fill(title);
  await dialog.getByLabel(todoFormTexts.descriptionLabel).fill(description);
  return dialog;
}

/** Adds a task through the to-do list's dialog, and waits until the dialog is closed. */
export async function addTask(page: Page, title: string, description = `About ${title}`) {
  const dialog = await fillNewTask(page, title, description);
  await dialog.getByRole('button', { name: todoFormTexts.add, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Waits until React has hydrated the page (client components respond to input). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  // React marks #main while it hydrates, before the effects run; where the test browser
  // has the probe (every page of the test's own context), wait for the effects.
  await page.waitForFunction(() => {
    const el = document.querySelector('#main');
    const w = window as unknown as Record<string, unknown>;
    const marked = !!el && Object.keys(el).some((k) => k.startsWith('__react'));
    return marked && (!w.__effectsProbe || w.__hydrationEffectsRan === true);
  });
}

/**
 * Holds the page's scripts until `release` is called, to see what the server's HTML and
 * its inline scripts do before them (what the first paint shows, input before hydration).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until each of the `count` icons (inline `<svg>`) is drawn with a size of its own. */
export async function expectIconsDrawn(icons: Locator, count: number) {
  await expect(icons).toHaveCount(count);
  await expect
    .poll(() =>
      icons.evaluateAll(
        (els) => (els as SVGGraphicsElement[]).filter((svg) => !(svg.getBBox().width > 0)).length,
      ),
    )
    .toBe(0);
}

/** Whether a response is the data of the page at `path` (Next's files for client navigation). */
export const isPageData = (path: string) => (response: Response) =>
  new RegExp(`${path}/__next\\.[^/]*__PAGE__\\.txt`).test(response.url());

export interface AxeOptions {
  /** Report every finding, not only the serious and critical ones. */
  all?: boolean;
  /** A selector axe leaves out (an outside page in a frame, for example). */
  exclude?: string;
  /**
   * Only the rules that read colours: for the dark theme's run over a state whose
   * light-theme run checked every rule. The themes differ in colours only (the class
   * `dark` on <html>), never in structure, and these two rules are about half an axe run.
   */
  colorsOnly?: boolean;
}

/** The WCAG A and AA rules of axe whose result depends on the page's colours. */
const AXE_COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Waits until every animation and transition that has an end has ended (a fade, a panel
 * opening); endless ones (a spinner) are left running.
 */
export async function waitForSettledAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Axe findings (every rule axe enables by default, or only its colour rules) on the page
 * as it is now, one line each. Colours are measured on a settled page: motion is reduced
 * while axe runs (no new fade starts, such as the home tagline's) and running transitions
 * end first, then the test's own motion setting comes back.
 */
export async function axeViolations(
  page: Page,
  { all = false, exclude, colorsOnly = false }: AxeOptions = {},
) {
  const reduced = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let violations;
  try {
    await waitForSettledAnimations(page);
    // Only violations are read: axe then keeps one node per passing rule instead of
    // all of them, which makes it much faster on long pages.
    // Every rule axe enables by default: WCAG 2.0 to 2.2 A and AA, and its best
    // practices. (`options()` replaces the whole run configuration, so it comes first.)
    // Legacy mode runs axe in the page itself. The default mode also opens a blank page in
    // the context and loads axe there again to join the frames' results, a second or more
    // a run here; what it adds is the testing of other sites' frames, and the only frames of
    // these pages are other sites' embeds, which the tests answer with an empty 204.
    let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
    if (colorsOnly) builder = builder.withRules(AXE_COLOR_RULES);
    if (exclude) builder = builder.exclude(exclude);
    ({ violations } = await builder.analyze());
  } finally {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  }
  return violations
    .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What a page asked the speech synthesis to say (see mockSpeech). */
export interface Spoken {
  text: string;
  lang: string;
  rate: number;
}

/** A speech synthesis that records what it is asked to say (headless Chromium has no voices). */
export async function mockSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: { text: string; lang: string; rate: number }[] = [];
    class FakeUtterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, '__spoken', { value: said });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: FakeUtterance,
      configurable: true,
    });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (u: FakeUtterance) => said.push({ text: u.text, lang: u.lang, rate: u.rate }),
        cancel: () => {},
        getVoices: () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
}

/** The `fields` of what the page has said so far, in order (see mockSpeech). */
export async function spoken<K extends keyof Spoken>(page: Page, ...fields: K[]) {
  const said = await page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
  return said.map(
    (all) => Object.fromEntries(fields.map((field) => [field, all[field]])) as Pick<Spoken, K>,
  );
}

/** A browser without speech synthesis. */
export async function removeSpeech(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechSynthesisUtterance;
    delete w.speechSynthesis;
  });
}

/** The value stored under `key`, parsed ({} when there is none). */
export function storedJson(page: Page, key: string): Promise<Record<string, unknown>> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '{}'), key);
}

/** The review deck stored in this browser (`reviews`); fails when there is none it can read. */
export async function storedReviews(page: Page): Promise<Reviews> {
  const stored = await storedJson(page, 'reviews');
  const reviews = decode(stored);
  if (!reviews) throw new Error(`no readable reviews stored: ${JSON.stringify(stored)}`);
  return reviews;
}

/**
 * The raw values set aside for `key` because they could not be read (stored under
 * `<key>.corrupt.<timestamp>`), oldest first.
 */
export async function asideValues(page: Page, key: string): Promise<string[]> {
  return page.evaluate((prefix) => {
    const names: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const name = localStorage.key(i);
      if (name && (name === prefix || name.startsWith(`${prefix}.`))) names.push(name);
    }
    return names.sort().map((name) => localStorage.getItem(name) ?? '');
  }, `${key}.corrupt`);
}

/**
 * Marks the document open in `page`; the function returned then tells whether it is
 * still open (a client-side move keeps it; a page load replaces it).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as { marked?: true }).marked = true));
  return () => page.evaluate(() => (window as { marked?: true }).marked === true);
}

/** Starts recording Content Security Policy violations on every page `page` opens. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

/** The violations recorded on the page now open (see recordCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Waits until the service worker controls the page and has kept the page itself, so it
 * opens with the network off (the worker installs once the first page is idle).
 */
export async function waitForPageKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => !!(await (await caches.open('site')).match(location.href))),
    )
    .toBe(true);
}

/**
 * Options of tests that use the service worker. With the network off, the prefetch of a
 * page never visited (its link under the pointer or focused) fails, as it should, and a
 * client-side navigation whose data was never fetched falls back to loading the page: the
 * browser logs both.
 */
export const offlineUse = {
  serviceWorkers: 'allow' as const,
  allowedConsoleErrors: [/Failed to load resource|Failed to fetch RSC payload/],
};

/**
 * Where an element sits on the screen: null when it is wholly in view between the sticky
 * navbar and the fixed footer, else what is wrong (for the failure message). Something
 * taller than the room between the bars (an embedded page) cannot fit: its top must be
 * in view, or it must fill the room. Runs in the page (`locator.evaluate(screenProblem)`).
 */
export function screenProblem(el: Element): string | null {
  const box = el.getBoundingClientRect();
  const navbar = document.querySelector('body > header')?.getBoundingClientRect();
  const footer = document.querySelector('body > footer')?.getBoundingClientRect();
  const top = navbar ? navbar.bottom : 0;
  const bottom = footer && footer.height > 0 ? footer.top : window.innerHeight;
  const where = `${el.tagName} at ${Math.round(box.top)}-${Math.round(box.bottom)} px, screen ${Math.round(top)}-${Math.round(bottom)} px`;
  if (box.height === 0) return 'not shown';
  if (box.left < -0.5 || box.right > window.innerWidth + 0.5) return `cut at the side (${where})`;
  if (box.height > bottom - top) {
    const topInView = box.top >= top - 0.5 && box.top <= bottom - 60;
    const fills = box.top <= top && box.bottom >= bottom;
    return topInView || fills ? null : `taller than the screen and out of view (${where})`;
  }
  if (box.top < top - 0.5) return `above the first screen or under the navbar (${where})`;
  if (box.bottom > bottom + 0.5) return `below the first screen or under the footer (${where})`;
  return null;
}

/** Where `locator` sits on the screen now (see screenProblem): null when wholly in view. */
export async function firstScreenProblem(locator: Locator): Promise<string | null> {
  return locator.evaluate(screenProblem);
}

/**
 * Whether a response is one of the site's scripts and carries `text`: how a test finds a
 * script that a page fetches on its own (its file name changes with every build).
 */
export function isScriptWith(text: string) {
  return async (response: Response): Promise<boolean> => {
    if (!/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return false;
    try {
      return (await response.text()).includes(text);
    } catch {
      return false;
    }
  };
}

/**
 * The to-do list's add-task dialog: its own script, fetched once the page is idle (its
 * words travel with it, apart from the list's).
 */
export const isTaskFormCode = isScriptWith(todoFormTexts.closeWindowLabel);

/**
 * The Your data page's export and import: its own script, fetched once the page is idle
 * (it carries the file format's name, `DATA_FILE_FORMAT` in lib/data-transfer.ts).
 */
export const isDataTransferCode = isScriptWith('personal-site-data');

/**
 * The review client (components/review/review-client.ts): the Add to review buttons and
 * the menu badge fetch it after mount. It exports notInDeck by name.
 */
export const reviewClientMark = '"notInDeck"';
export const isReviewClientCode = isScriptWith(reviewClientMark);

/** Every file under a folder, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The words of `text` that run two words together (lib/search/glued-words.ts), judged
 * against the site's own text: the content files, where its run-together words
 * ('JavaScript') are written.
 */
export function runTogether(text: string): string[] {
  const known = filesUnder('content')
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return gluedWords(text, known);
}

/** The accessible names of what is on the page (links, buttons, headings, fields…). */
export async function accessibleNames(page: Page): Promise<string> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [...snapshot.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]).join('\n');
}

/**
 * Turns the system's colour scheme to `scheme` and waits until the page follows it (no
 * theme was chosen, so it does).
 */
export async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(
    scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
}

/**
 * At a phone's width, the picture of `container` is a thumbnail beside its level-2
 * heading: under half its width, on the heading's left, level with it.
 */
export async function expectThumbnailBesideTitle(container: Locator) {
  const [box, picture, title] = await Promise.all([
    container.boundingBox(),
    container.locator('img').boundingBox(),
    container.getByRole('heading', { level: 2 }).boundingBox(),
  ]);
  expect(picture!.width).toBeLessThan(box!.width / 2);
  expect(title!.x).toBeGreaterThan(picture!.x + picture!.width);
  expect(title!.y).toBeLessThan(picture!.y + picture!.height);
}

/**
 * The tag name of the element of the page's largest contentful paint (the element whose
 * paint Lighthouse's LCP times), read once the first screen's drawn pictures are decoded and
 * two frames have been painted since.
 */
export function largestPaintTag(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // A picture in a block the browser skips (content-visibility) is not painted.
    const shown = [...document.images].filter(
      (img) =>
        img.checkVisibility({ contentVisibilityAuto: true }) &&
        img.getBoundingClientRect().top < innerHeight,
    );
    await Promise.all(shown.map((img) => img.decode().catch(() => {})));
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    await frame();
    return new Promise<string>((resolve) =>
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
        resolve(last.element?.tagName ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
  });
}

/** Resolves in the page once it has drawn a frame (for `page.evaluate`). */
const frameDrawn = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));

/**
 * The layout shift a visitor sees while a page's HTML arrives over a slow network, at the
 * page's viewport: `path`'s page of out/ is cut before each tag that `cut` matches, and
 * each part is drawn before the next is sent. A part that CSS places above what came
 * before it (`order`) moves what is already drawn: a shift. The HTML's own: the site's
 * script files are sent empty (no hydration, which would see the test's marks).
 */
export async function shiftWhileArriving(page: Page, path: string, cut: RegExp) {
  const html = readFileSync(htmlFileOf('out', path), 'utf8');
  const at = [...html.matchAll(new RegExp(cut, 'g'))].map((match) => match.index);
  expect(at.length).toBeGreaterThan(0);
  const parts = [0, ...at].map((start, i) => html.slice(start, at[i]));
  let sendNext = () => {};
  const server = createServer(async (request, response) => {
    if (request.url?.split('?')[0]!.endsWith('.js')) return void response.end();
    if (request.url !== path)
      return void handler(request, response, { ...serveConfig, public: 'out' });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    for (const [i, part] of parts.slice(0, -1).entries()) {
      // How the test sees that a part has arrived: a template is never drawn.
      response.write(`${part}<template id="arrived-${i}"></template>`);
      await new Promise<void>((resolve) => (sendNext = resolve));
    }
    response.end(parts.at(-1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const loaded = page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    for (let i = 0; i < at.length; i++) {
      await page.waitForSelector(`#arrived-${i}`, { state: 'attached' });
      await page.evaluate(frameDrawn);
      sendNext();
    }
    await loaded;
    return await page.evaluate(async () => {
      let score = 0;
      const add = (entries: PerformanceEntryList) =>
        entries.forEach((entry) => (score += (entry as unknown as { value: number }).value));
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      add(observer.takeRecords());
      observer.disconnect();
      return score;
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * What moves on the page at `path` as its scripts start: it is drawn from its HTML with
 * the scripts held, then they run (hydration, stored data, lists loading) until nothing is
 * busy and every animation has ended. Returns each moved element outside the regions
 * marked busy until then (`aria-busy`, where a trainer swaps the server's first item for
 * the visitor's), one line each.
 */
export async function movedAsScriptsStart(page: Page, path: string): Promise<string[]> {
  const release = await holdScripts(page);
  try {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The HTML's own last shifts (a part drawn as it arrived) are before this frame.
    await page.evaluate(frameDrawn);
    await page.evaluate(() => {
      const w = window as unknown as { busy: Element[]; moved: LayoutShiftLike[] };
      w.busy = [...document.querySelectorAll('[aria-busy="true"]')];
      w.moved = [];
      const start = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShiftLike[])
          if (entry.startTime >= start) w.moved.push(entry);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    release();
    await waitForHydration(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await waitForSettledAnimations(page);
    await page.evaluate(frameDrawn);
    return await page.evaluate(() => {
      const w = window as unknown as { busy: Element[]; moved: LayoutShiftLike[] };
      return w.moved.flatMap((entry) =>
        entry.sources
          .filter(({ node }) => !w.busy.some((region) => node && region.contains(node)))
          .map(({ node }) => `${node?.nodeName ?? 'a removed node'} "${node?.textContent}"`),
      );
    });
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
}

/** A `layout-shift` entry, as far as these tests read it (not in TypeScript's DOM types). */
interface LayoutShiftLike extends PerformanceEntry {
  sources: { node: Node | null }[];
}
