import type { Page, Route } from '@playwright/test';
import { pokemonTexts } from '@/content/games/pokemon';
import { site } from '@/content/site';
import { POKEAPI_TIMEOUT_MS } from '@/lib/games/pokeapi';
import { displayName, REVEAL_MS } from '@/lib/games/pokemon';
import { axeViolations, escapeRegExp, expect, test, waitForHydration } from './fixtures';

/** PokeAPI and the artwork host are mocked: no test reaches the internet. */
const API = new RegExp(`^${escapeRegExp(site.pokeApiHost)}/api/v2/pokemon/(\\d+)$`);
const ARTWORK = /^https:\/\/raw\.githubusercontent\.com\/PokeAPI\/sprites\/.+\.png$/;
const NAMES = [
  'bulbasaur',
  'pikachu',
  'charmander',
  'squirtle',
  'jigglypuff',
  'snorlax',
  'gengar',
  'eevee',
];
const nameOf = (id: number) => NAMES[id % NAMES.length]!;
const artworkUrl = (id: number) =>
  `https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/${id}.png`;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><circle cx="120" cy="120" r="100" fill="#f5c518"/><circle cx="90" cy="100" r="12" fill="#222"/></svg>';

const apiBody = (id: number) => ({
  id,
  name: nameOf(id),
  sprites: {
    front_default: null,
    other: { 'official-artwork': { front_default: artworkUrl(id) } },
  },
});

type ApiHandler = (route: Route, id: number, call: number) => Promise<void>;

const answerOk: ApiHandler = (route, id) =>
  route.fulfill({ json: apiBody(id), headers: { 'access-control-allow-origin': '*' } });

/**
 * Routes PokeAPI (through `handler`, a valid answer by default) and the artwork. Returns
 * the list of requested Pokédex numbers, in order.
 */
async function mockPokeApi(page: Page, handler: ApiHandler = answerOk) {
  const requested: number[] = [];
  await page.route(ARTWORK, (route) =>
    route.fulfill({
      body: SVG,
      contentType: 'image/svg+xml',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.route(API, async (route) => {
    const id = Number(API.exec(route.request().url())![1]);
    requested.push(id);
    await handler(route, id, requested.length);
  });
  return requested;
}

/** Makes Math.random return a fixed value, so the drawn numbers are known. */
async function fixRandom(page: Page, value: number) {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

/** The page's own alerts (Next's route announcer is an alert too). */
const alerts = (page: Page) => page.locator('#main').getByRole('alert');
/**
 * Fake timers that stand still until the test moves them with runFor, so a slow test
 * machine can never eat into the 3 s reveal or the 8 s timeout.
 */
async function installPausedClock(page: Page) {
  const start = new Date('2025-01-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

const picture = (page: Page) => page.locator('img[width="240"]');
const guessInput = (page: Page) => page.getByLabel(pokemonTexts.guessLabel);

async function openGame(page: Page) {
  await page.goto('/pokemonGame');
  await waitForHydration(page);
  await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
}

async function guess(page: Page, text: string) {
  await guessInput(page).fill(text);
  await guessInput(page).press('Enter');
}

test.describe('pokemon game', () => {
  test('pre-rendered page shows the controls and zero counters without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pokemonGame');
    await expect(
      page.getByRole('heading', { level: 1, name: "Who's that Pokémon?" }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/helloworld');
    for (const label of ['Easy', 'Medium', 'Hard']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Easy/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Found: 0')).toBeVisible();
    await expect(page.getByText('Wrong: 0')).toBeVisible();
    // Playwright's text queries skip <noscript>; its paragraph is still laid out and shown.
    await expect(page.locator('#main noscript p')).toBeVisible();
    await expect(page.locator('#main noscript p')).toHaveText(pokemonTexts.noScript);
    await expect(page.locator('img')).toHaveCount(0);
    await context.close();
  });

  test('shows a silhouette of a Pokémon from the EASY range after mount', async ({ page }) => {
    const requested = await mockPokeApi(page);
    await openGame(page);
    expect(requested).toHaveLength(1);
    expect(requested[0]).toBeGreaterThanOrEqual(1);
    expect(requested[0]).toBeLessThanOrEqual(151);
    const img = picture(page);
    await expect(img).toHaveAttribute('src', artworkUrl(requested[0]!));
    await expect(img).toHaveAttribute('height', '240');
    await expect(img).toHaveCSS('filter', 'brightness(0)');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(displayName(nameOf(requested[0]!)))).toHaveCount(0);
    await expect(page.getByText('Found: 0')).toBeVisible();
  });

  test('right by name: found +1, name and number revealed for 3 s, spinner, then the next one', async ({
    page,
  }) => {
    await installPausedClock(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requested = await mockPokeApi(page, async (route, id, call) => {
      if (call === 2) await gate;
      await answerOk(route, id, call);
    });
    await openGame(page);
    const first = requested[0]!;
    const name = displayName(nameOf(first));

    await guess(page, name.toUpperCase());
    await expect(page.getByText('Found: 1')).toBeVisible();
    await expect(page.getByText(`It's ${name}! Pokédex #${first}`)).toBeVisible();
    await expect(picture(page)).toHaveAttribute('alt', `${name}, Pokémon number ${first}`);
    await expect(picture(page)).toHaveCSS('filter', 'brightness(1)');
    await expect(guessInput(page)).toHaveValue('');
    const log = page.getByRole('list', { name: pokemonTexts.logHeading });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log.getByRole('listitem').first()).toHaveAttribute('data-result', 'right');
    await expect(log.getByRole('listitem').first()).toContainText(`Answer: ${name}`);

    await page.clock.runFor(REVEAL_MS - 100);
    await expect(page.getByText(`It's ${name}! Pokédex #${first}`)).toBeVisible();
    expect(requested).toHaveLength(1);
    await page.clock.runFor(100);
    await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
    await expect(picture(page)).toHaveCount(0);
    await expect.poll(() => requested.length).toBe(2);
    release();
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(requested[1]!));
    await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
    await expect(picture(page)).toHaveCSS('filter', 'brightness(0)');
    await expect(page.getByText('Found: 1')).toBeVisible();
  });

  test('right by Pokédex number and by a misspelt name', async ({ page }) => {
    await installPausedClock(page);
    const requested = await mockPokeApi(page);
    await openGame(page);
    await guess(page, String(requested[0]));
    await expect(page.getByText('Found: 1')).toBeVisible();
    await expect(page.getByText(`Pokédex #${requested[0]}`)).toBeVisible();

    await page.clock.runFor(REVEAL_MS);
    await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
    const second = nameOf(requested[1]!);
    // Two letters wrong: within the edit distance of 3.
    const misspelt = `${second.slice(0, -2)}xx`;
    await guess(page, misspelt);
    await expect(page.getByText('Found: 2')).toBeVisible();
    await expect(page.getByText('Wrong: 0')).toBeVisible();
    await expect(
      page.getByRole('list', { name: pokemonTexts.logHeading }).getByRole('listitem').first(),
    ).toContainText(`“${misspelt}”`);
  });

  test('a wrong guess shows the dismissible message and keeps the answer hidden', async ({
    page,
  }) => {
    await fixRandom(page, 0.01);
    const requested = await mockPokeApi(page);
    await openGame(page);
    expect(requested).toEqual([2]);
    await guess(page, 'missingno');
    const alert = alerts(page);
    await expect(alert).toHaveText(pokemonTexts.wrongGuess);
    await expect(page.getByText('Wrong: 1')).toBeVisible();
    await expect(page.getByText('2 tries left')).toBeVisible();
    await expect(page.getByText('Found: 0')).toBeVisible();
    const entry = page
      .getByRole('list', { name: pokemonTexts.logHeading })
      .getByRole('listitem')
      .first();
    await expect(entry).toHaveAttribute('data-result', 'wrong');
    await expect(entry).toContainText('“missingno”');
    await expect(entry).toContainText(pokemonTexts.logHidden);
    await expect(entry).not.toContainText(displayName(nameOf(2)));
    await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);

    await alert.getByRole('button', { name: pokemonTexts.dismiss }).click();
    await expect(alerts(page)).toHaveCount(0);
    await expect(guessInput(page)).toBeFocused();
    expect(requested).toEqual([2]);
  });

  test('an empty guess gets a hint and counts nothing', async ({ page }) => {
    await mockPokeApi(page);
    await openGame(page);
    await guess(page, '   ');
    await expect(page.getByText(pokemonTexts.emptyGuess)).toBeVisible();
    await expect(guessInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Wrong: 0')).toBeVisible();
    await expect(page.getByText(pokemonTexts.logEmpty)).toBeVisible();
  });

  test('three wrong guesses reset the count and load a new Pokémon', async ({ page }) => {
    await fixRandom(page, 0.01);
    const requested = await mockPokeApi(page);
    await openGame(page);
    const first = requested[0]!;
    await guess(page, 'missingno');
    await expect(page.getByText('Wrong: 1')).toBeVisible();
    await guess(page, 'agumon');
    await expect(page.getByText('Wrong: 2')).toBeVisible();
    await expect(page.getByText('1 try left')).toBeVisible();
    expect(requested).toHaveLength(1);
    await guess(page, 'digimon');
    await expect(page.getByText('Wrong: 0')).toBeVisible();
    await expect(page.getByText('3 tries left')).toBeVisible();
    await expect.poll(() => requested.length).toBe(2);
    expect(requested[1]).not.toBe(first);
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(requested[1]!));
    const name = displayName(nameOf(first));
    await expect(alerts(page)).toHaveText(
      `Three misses: it was ${name} (#${first}). Here comes a new one.`,
    );
    const entries = page.getByRole('list', { name: pokemonTexts.logHeading }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText('“digimon”');
    await expect(entries.last()).toContainText('“missingno”');
    await expect(entries.first()).toContainText(`Answer: ${name}`);
    await expect(page.getByText('Found: 0')).toBeVisible();
    await expect(page.getByText('0 right · 3 wrong')).toBeVisible();

    // The count starts again on the new Pokémon.
    await guess(page, 'missingno');
    await expect(page.getByText('Wrong: 1')).toBeVisible();
    await expect(alerts(page)).toHaveText(pokemonTexts.wrongGuess);
  });

  test('difficulty buttons draw from 1-151, 1-400 and 1-880', async ({ page }) => {
    await fixRandom(page, 0.999);
    const requested = await mockPokeApi(page);
    await openGame(page);
    expect(requested).toEqual([151]);
    await page.getByRole('button', { name: /^Hard/ }).click();
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(880));
    await expect(page.getByRole('button', { name: /^Hard/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: /^Easy/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: /^Medium/ }).click();
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(400));
    // Random never repeats the Pokémon on screen.
    await page.getByRole('button', { name: 'Random' }).click();
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(1));
    expect(requested).toEqual([151, 880, 400, 1]);
  });

  test('answers are kept for the visit', async ({ page }) => {
    await fixRandom(page, 0.5);
    const requested = await mockPokeApi(page);
    await openGame(page);
    expect(requested).toEqual([76]);
    await page.getByRole('button', { name: /^Hard/ }).click();
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(441));
    await page.getByRole('button', { name: /^Easy/ }).click();
    await expect(picture(page)).toHaveAttribute('src', artworkUrl(76));
    expect(requested).toEqual([76, 441]);
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('an HTTP error shows a message and Retry loads the same Pokémon', async ({ page }) => {
      const requested = await mockPokeApi(page, async (route, id, call) => {
        if (call === 1) {
          await route.fulfill({
            status: 500,
            body: 'Internal Server Error',
            headers: { 'access-control-allow-origin': '*' },
          });
        } else {
          await answerOk(route, id, call);
        }
      });
      await page.goto('/pokemonGame');
      await waitForHydration(page);
      await expect(alerts(page)).toHaveText(pokemonTexts.errors.http);
      await expect(page.getByText(pokemonTexts.loading)).toHaveCount(0);
      await expect(page.getByRole('button', { name: pokemonTexts.guessButton })).toBeDisabled();
      await page.getByRole('button', { name: pokemonTexts.retry }).click();
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
      expect(requested).toHaveLength(2);
      expect(requested[1]).toBe(requested[0]);
      await expect(guessInput(page)).toBeFocused();
      await guess(page, String(requested[0]));
      await expect(page.getByText('Found: 1')).toBeVisible();
    });

    test('malformed JSON and missing fields show a message, never a stuck spinner', async ({
      page,
    }) => {
      await mockPokeApi(page, async (route, id, call) => {
        const headers = { 'access-control-allow-origin': '*' };
        if (call === 1)
          await route.fulfill({
            body: '{"id": 1, "name": ',
            contentType: 'application/json',
            headers,
          });
        else if (call === 2)
          await route.fulfill({ json: { id, name: nameOf(id), sprites: {} }, headers });
        else await answerOk(route, id, call);
      });
      await page.goto('/pokemonGame');
      await waitForHydration(page);
      await expect(alerts(page)).toHaveText(pokemonTexts.errors.invalid);
      await page.getByRole('button', { name: pokemonTexts.retry }).click();
      await expect(alerts(page)).toHaveText(pokemonTexts.errors.invalid);
      await page.getByRole('button', { name: pokemonTexts.retry }).click();
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
    });

    test('a network error shows a message with Retry', async ({ page }) => {
      await mockPokeApi(page, async (route, id, call) => {
        if (call === 1) await route.abort('internetdisconnected');
        else await answerOk(route, id, call);
      });
      await page.goto('/pokemonGame');
      await waitForHydration(page);
      await expect(alerts(page)).toHaveText(pokemonTexts.errors.network);
      await page.getByRole('button', { name: pokemonTexts.retry }).click();
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
    });

    test('a slow answer times out after 8 s with a Retry button', async ({ page }) => {
      await installPausedClock(page);
      const requested = await mockPokeApi(page, async (route, id, call) => {
        if (call === 1) return; // never answered
        await answerOk(route, id, call);
      });
      await page.goto('/pokemonGame');
      await waitForHydration(page);
      await expect.poll(() => requested.length).toBe(1);
      await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
      await page.clock.runFor(POKEAPI_TIMEOUT_MS - 500);
      await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
      await page.clock.runFor(500);
      await expect(alerts(page)).toHaveText(pokemonTexts.errors.timeout);
      await expect(page.getByText(pokemonTexts.loading)).toHaveCount(0);
      await page.getByRole('button', { name: pokemonTexts.retry }).click();
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
      expect(requested).toEqual([requested[0], requested[0]]);
    });

    test('a picture that does not load shows a message with Retry', async ({ page }) => {
      let pictureCalls = 0;
      await mockPokeApi(page);
      await page.route(ARTWORK, async (route) => {
        pictureCalls += 1;
        if (pictureCalls === 1) await route.fulfill({ status: 404, body: '' });
        else await route.fallback();
      });
      await page.goto('/pokemonGame');
      await waitForHydration(page);
      await expect(alerts(page)).toHaveText(pokemonTexts.errors.image);
      await page.getByRole('button', { name: pokemonTexts.retry }).click();
      await expect
        .poll(() => picture(page).evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
    });
  });

  test('fits a 375 px wide screen and plays by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await mockPokeApi(page);
    await openGame(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await guessInput(page).focus();
    await page.keyboard.type('nobody');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Wrong: 1')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Random' })).toBeFocused();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a game in progress has no serious axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await fixRandom(page, 0.01);
      await mockPokeApi(page);
      await openGame(page);
      await guess(page, 'missingno');
      await expect(alerts(page)).toHaveText(pokemonTexts.wrongGuess);
      await guess(page, '2');
      await expect(page.getByText('Found: 1')).toBeVisible();
      await guess(page, '');
      expect(await axeViolations(page, { colorsOnly: scheme === 'dark' })).toEqual([]);
    });
  }
});
