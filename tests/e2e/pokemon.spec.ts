import type { Page, Route } from '@playwright/test';
import { controls } from '@/content/controls';
import { DIFFICULTIES, pokemonTexts, type Difficulty } from '@/content/games/pokemon';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { POKEAPI_TIMEOUT_MS } from '@/lib/games/pokeapi';
import { DIFFICULTY_BOUNDS, displayName, fillTemplate, REVEAL_MS } from '@/lib/games/pokemon';
import {
  axeViolations,
  escapeRegExp,
  expect,
  test,
  waitForHydration,
  switchScheme,
} from './fixtures';

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

/**
 * Keeps a right answer revealed for as long as the test needs: the reveal's timer (the only
 * one of REVEAL_MS) never fires, while every other timer runs as usual.
 */
async function holdRevealTimer(page: Page) {
  await page.addInitScript((revealMs) => {
    const setTimeoutAsUsual = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      ms === revealMs ? -1 : setTimeoutAsUsual(handler, ms, ...args)) as typeof window.setTimeout;
  }, REVEAL_MS);
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
  await page.goto(pages.pokemon.path);
  await waitForHydration(page);
  await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
}

async function guess(page: Page, text: string) {
  await guessInput(page).fill(text);
  await guessInput(page).press('Enter');
}

/** A Pokémon's name as the reveal and the log write it. */
const shownName = (id: number) => displayName(nameOf(id));
const revealed = (id: number) => fillTemplate(pokemonTexts.revealed, { name: shownName(id), id });
const score = (label: string, n: number) => `${label}: ${n}`;
const difficultyButton = (page: Page, difficulty: Difficulty) =>
  page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(pokemonTexts.difficulties[difficulty].label)}`),
  });
const logEntries = (page: Page) =>
  page.getByRole('list', { name: pokemonTexts.logHeading }).getByRole('listitem');
/** The Pokédex number a fixed Math.random draws on a difficulty (first draw). */
const drawn = (value: number, difficulty: Difficulty) =>
  Math.floor(value * DIFFICULTY_BOUNDS[difficulty]) + 1;

test.describe('pokemon game', () => {
  test('pre-rendered page shows the controls and zero counters without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pages.pokemon.path);
    await expect(
      page.getByRole('heading', { level: 1, name: pages.pokemon.heading }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: controls.back.en })).toHaveAttribute(
      'href',
      pages.pokemon.back,
    );
    for (const difficulty of DIFFICULTIES) {
      await expect(difficultyButton(page, difficulty)).toBeVisible();
    }
    await expect(difficultyButton(page, 'EASY')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(score(pokemonTexts.found, 0))).toBeVisible();
    await expect(page.getByText(score(pokemonTexts.wrong, 0))).toBeVisible();
    // Playwright's text queries skip <noscript>; its paragraph is still laid out and shown.
    await expect(page.locator('#main noscript p')).toBeVisible();
    await expect(page.locator('#main noscript p')).toHaveText(pokemonTexts.noScript);
    await expect(page.locator('img')).toHaveCount(0);
    await context.close();
  });

  test('right answers by name, by a misspelt name and by number: found +1, a 3 s reveal, then the next one', async ({
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

    await test.step('after mount: the silhouette of a Pokémon from the Easy range', async () => {
      expect(requested).toHaveLength(1);
      expect(first).toBeGreaterThanOrEqual(1);
      expect(first).toBeLessThanOrEqual(DIFFICULTY_BOUNDS.EASY);
      const img = picture(page);
      await expect(img).toHaveAttribute('src', artworkUrl(first));
      await expect(img).toHaveAttribute('height', '240');
      await expect(img).toHaveCSS('filter', 'brightness(0)');
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByText(shownName(first))).toHaveCount(0);
      await expect(page.getByText(score(pokemonTexts.found, 0))).toBeVisible();
    });

    await test.step('an empty guess gets a hint and counts nothing', async () => {
      await guess(page, '   ');
      await expect(page.getByText(pokemonTexts.emptyGuess)).toBeVisible();
      await expect(guessInput(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(score(pokemonTexts.wrong, 0))).toBeVisible();
      await expect(page.getByText(pokemonTexts.logEmpty)).toBeVisible();
    });

    await test.step('right by name (any case): name and number shown for 3 s, a spinner, then the next silhouette', async () => {
      const name = shownName(first);
      await guess(page, name.toUpperCase());
      await expect(page.getByText(score(pokemonTexts.found, 1))).toBeVisible();
      await expect(page.getByText(revealed(first))).toBeVisible();
      await expect(picture(page)).toHaveAttribute(
        'alt',
        fillTemplate(pokemonTexts.revealedAlt, { name, id: first }),
      );
      await expect(picture(page)).toHaveCSS('filter', 'brightness(1)');
      await expect(guessInput(page)).toHaveValue('');
      await expect(logEntries(page)).toHaveCount(1);
      await expect(logEntries(page).first()).toHaveAttribute('data-result', 'right');
      await expect(logEntries(page).first()).toContainText(
        `${pokemonTexts.logRightAnswer}: ${name}`,
      );

      await page.clock.runFor(REVEAL_MS - 100);
      await expect(page.getByText(revealed(first))).toBeVisible();
      expect(requested).toHaveLength(1);
      await page.clock.runFor(100);
      await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
      await expect(picture(page)).toHaveCount(0);
      await expect.poll(() => requested.length).toBe(2);
      release();
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(requested[1]!));
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
      await expect(picture(page)).toHaveCSS('filter', 'brightness(0)');
      await expect(page.getByText(score(pokemonTexts.found, 1))).toBeVisible();
    });

    await test.step('right by a misspelt name (two letters wrong, within the edit distance)', async () => {
      const misspelt = `${nameOf(requested[1]!).slice(0, -2)}xx`;
      await guess(page, misspelt);
      await expect(page.getByText(score(pokemonTexts.found, 2))).toBeVisible();
      await expect(page.getByText(score(pokemonTexts.wrong, 0))).toBeVisible();
      await expect(logEntries(page).first()).toContainText(`“${misspelt}”`);
    });

    await test.step('right by Pokédex number', async () => {
      await page.clock.runFor(REVEAL_MS);
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
      const third = requested[2]!;
      await guess(page, String(third));
      await expect(page.getByText(score(pokemonTexts.found, 3))).toBeVisible();
      await expect(page.getByText(revealed(third))).toBeVisible();
    });
  });

  test('wrong guesses: a dismissible message, three bring a new Pokémon; a game in progress passes axe', async ({
    page,
  }) => {
    // The reveal of the right answer lasts through the axe runs (axe needs running timers,
    // so the clock is not paused here).
    await holdRevealTimer(page);
    await fixRandom(page, 0.01);
    const requested = await mockPokeApi(page);
    await openGame(page);
    const first = drawn(0.01, 'EASY');
    expect(requested).toEqual([first]);

    await test.step('a wrong guess shows the dismissible message and keeps the answer hidden', async () => {
      await guess(page, 'missingno');
      const alert = alerts(page);
      await expect(alert).toHaveText(pokemonTexts.wrongGuess);
      await expect(page.getByText(score(pokemonTexts.wrong, 1))).toBeVisible();
      await expect(
        page.getByText(fillTemplate(pokemonTexts.triesLeft.other, { n: 2 })),
      ).toBeVisible();
      await expect(page.getByText(score(pokemonTexts.found, 0))).toBeVisible();
      const entry = logEntries(page).first();
      await expect(entry).toHaveAttribute('data-result', 'wrong');
      await expect(entry).toContainText('“missingno”');
      await expect(entry).toContainText(pokemonTexts.logHidden);
      await expect(entry).not.toContainText(shownName(first));
      await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);

      await alert.getByRole('button', { name: pokemonTexts.dismiss }).click();
      await expect(alerts(page)).toHaveCount(0);
      await expect(guessInput(page)).toBeFocused();
      expect(requested).toEqual([first]);
    });

    await test.step('the third wrong guess resets the count and loads a new Pokémon', async () => {
      await guess(page, 'agumon');
      await expect(page.getByText(score(pokemonTexts.wrong, 2))).toBeVisible();
      await expect(page.getByText(pokemonTexts.triesLeft.one)).toBeVisible();
      expect(requested).toHaveLength(1);
      await guess(page, 'digimon');
      await expect(page.getByText(score(pokemonTexts.wrong, 0))).toBeVisible();
      await expect(
        page.getByText(fillTemplate(pokemonTexts.triesLeft.other, { n: 3 })),
      ).toBeVisible();
      await expect.poll(() => requested.length).toBe(2);
      expect(requested[1]).not.toBe(first);
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(requested[1]!));
      await expect(alerts(page)).toHaveText(
        fillTemplate(pokemonTexts.missed, { name: shownName(first), id: first }),
      );
      await expect(logEntries(page)).toHaveCount(3);
      await expect(logEntries(page).first()).toContainText('“digimon”');
      await expect(logEntries(page).last()).toContainText('“missingno”');
      await expect(logEntries(page).first()).toContainText(
        `${pokemonTexts.logRightAnswer}: ${shownName(first)}`,
      );
      await expect(page.getByText(score(pokemonTexts.found, 0))).toBeVisible();
      await expect(
        page.getByText(fillTemplate(pokemonTexts.logSummary, { right: 0, wrong: 3 })),
      ).toBeVisible();
    });

    await test.step('the count starts again on the new Pokémon', async () => {
      await guess(page, 'missingno');
      await expect(page.getByText(score(pokemonTexts.wrong, 1))).toBeVisible();
      await expect(alerts(page)).toHaveText(pokemonTexts.wrongGuess);
    });

    await test.step('a game in progress (a right answer revealed, right and wrong ones logged) passes axe in both themes', async () => {
      await guess(page, String(requested[1]));
      await expect(page.getByText(score(pokemonTexts.found, 1))).toBeVisible();
      await expect(page.getByText(revealed(requested[1]!))).toBeVisible();
      await switchScheme(page, 'light');
      expect(await axeViolations(page)).toEqual([]);
      await switchScheme(page, 'dark');
      expect(await axeViolations(page, { colorsOnly: true })).toEqual([]);
    });
  });

  test('difficulty buttons draw from their ranges and answers are kept; fits 375 px and plays by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await fixRandom(page, 0.999);
    const requested = await mockPokeApi(page);
    await openGame(page);
    const top = (difficulty: Difficulty) => drawn(0.999, difficulty);
    expect(top('EASY')).toBe(DIFFICULTY_BOUNDS.EASY);
    expect(requested).toEqual([top('EASY')]);

    await test.step('fits a 375 px wide screen and plays by keyboard', async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await guessInput(page).focus();
      await page.keyboard.type('nobody');
      await page.keyboard.press('Enter');
      await expect(page.getByText(score(pokemonTexts.wrong, 1))).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('button', { name: pokemonTexts.randomButton })).toBeFocused();
    });

    await test.step('each difficulty draws from its own range; Random never repeats the Pokémon on screen', async () => {
      await difficultyButton(page, 'HARD').click();
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(top('HARD')));
      await expect(difficultyButton(page, 'HARD')).toHaveAttribute('aria-pressed', 'true');
      await expect(difficultyButton(page, 'EASY')).toHaveAttribute('aria-pressed', 'false');
      await difficultyButton(page, 'MEDIUM').click();
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(top('MEDIUM')));
      await page.getByRole('button', { name: pokemonTexts.randomButton }).click();
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(1));
      expect(requested).toEqual([top('EASY'), top('HARD'), top('MEDIUM'), 1]);
    });

    await test.step('answers are kept for the visit: a Pokémon seen before is not asked for again', async () => {
      await difficultyButton(page, 'EASY').click();
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(top('EASY')));
      await difficultyButton(page, 'HARD').click();
      await expect(picture(page)).toHaveAttribute('src', artworkUrl(top('HARD')));
      expect(requested).toEqual([top('EASY'), top('HARD'), top('MEDIUM'), 1]);
    });
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('every failure shows its message, never a stuck spinner, and Retry loads the same Pokémon', async ({
      page,
    }) => {
      await installPausedClock(page);
      const headers = { 'access-control-allow-origin': '*' };
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const requested = await mockPokeApi(page, async (route, id, call) => {
        if (call === 1)
          await route.fulfill({ status: 500, body: 'Internal Server Error', headers });
        else if (call === 2)
          await route.fulfill({
            body: '{"id": 1, "name": ',
            contentType: 'application/json',
            headers,
          });
        else if (call === 3) {
          await gate;
          await route.fulfill({ json: { id, name: nameOf(id), sprites: {} }, headers });
        } else if (call === 4) await route.abort('internetdisconnected');
        else if (call === 5)
          return; // never answered
        else await answerOk(route, id, call);
      });
      let pictureCalls = 0;
      await page.route(ARTWORK, async (route) => {
        pictureCalls += 1;
        if (pictureCalls === 1) await route.fulfill({ status: 404, body: '' });
        else await route.fallback();
      });
      const retry = page.getByRole('button', { name: pokemonTexts.retry });
      await page.goto(pages.pokemon.path);
      await waitForHydration(page);

      await test.step('an HTTP error shows a message, no spinner, and no guessing', async () => {
        await expect(alerts(page)).toHaveText(pokemonTexts.errors.http);
        await expect(page.getByText(pokemonTexts.loading)).toHaveCount(0);
        await expect(page.getByRole('button', { name: pokemonTexts.guessButton })).toBeDisabled();
        await retry.click();
      });

      await test.step('malformed JSON shows a message', async () => {
        await expect(alerts(page)).toHaveText(pokemonTexts.errors.invalid);
        await retry.click();
      });

      await test.step('an answer with missing fields shows a message', async () => {
        await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
        await expect(alerts(page)).toHaveCount(0);
        release();
        await expect(alerts(page)).toHaveText(pokemonTexts.errors.invalid);
        await retry.click();
      });

      await test.step('a network error shows a message', async () => {
        await expect(alerts(page)).toHaveText(pokemonTexts.errors.network);
        await retry.click();
      });

      await test.step('a slow answer times out after 8 s', async () => {
        await expect.poll(() => requested.length).toBe(5);
        await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
        await page.clock.runFor(POKEAPI_TIMEOUT_MS - 500);
        await expect(page.getByText(pokemonTexts.loading)).toBeVisible();
        await page.clock.runFor(500);
        await expect(alerts(page)).toHaveText(pokemonTexts.errors.timeout);
        await expect(page.getByText(pokemonTexts.loading)).toHaveCount(0);
        await retry.click();
      });

      await test.step('a picture that does not load shows a message', async () => {
        await expect(alerts(page)).toHaveText(pokemonTexts.errors.image);
        await retry.click();
        await expect
          .poll(() => picture(page).evaluate((el: HTMLImageElement) => el.naturalWidth))
          .toBeGreaterThan(0);
        await expect(picture(page)).toHaveAttribute('alt', pokemonTexts.silhouetteAlt);
      });

      await test.step('every Retry asked for the same Pokémon, and play goes on from the field', async () => {
        expect(requested.length).toBeGreaterThanOrEqual(6);
        expect(new Set(requested)).toEqual(new Set([requested[0]]));
        await expect(guessInput(page)).toBeFocused();
        await guess(page, String(requested[0]));
        await expect(page.getByText(score(pokemonTexts.found, 1))).toBeVisible();
      });
    });
  });
});
