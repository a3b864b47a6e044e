import type { Page } from '@playwright/test';
import {
  current,
  isGameOver,
  newGame,
  play,
  toBoard,
  type Direction,
  type History2048,
} from '@/lib/games/2048';
import { controls } from '@/content/controls';
import { game2048Text } from '@/content/games/2048';
import { searchTexts } from '@/content/search';
import { asideValues, axeViolations, expect, test, waitForHydration } from './fixtures';

const KEYS: Record<Direction, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};
const BUTTONS: Record<Direction, string> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };

/**
 * Makes the page's chance predictable: every call to Math.random returns `value`, so each
 * new 2 lands in the first empty cell (0) or the last one (0.999999), whatever else on
 * the page calls Math.random and in whatever order.
 */
async function fixRandom(page: Page, value: number) {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

/** The board as the page tells screen readers: rows of numbers, 0 for an empty cell. */
async function readBoard(page: Page): Promise<number[][]> {
  const table = page.getByRole('table', { name: 'Board' });
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'), (td) =>
          td.textContent === 'empty' ? 0 : Number(td.textContent),
        ),
      ),
    );
}

async function openGame(page: Page) {
  await page.goto('/2048');
  await waitForHydration(page);
  await expect(page.getByTestId('moves')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Up', exact: true })).toBeEnabled();
}

/** Replays moves with the rules in the test process, each new 2 going where `rngValue` puts it. */
function replay(size: number, directions: Direction[], rngValue: number): History2048 {
  const rng = () => rngValue;
  let history: History2048 = [newGame(size, rng)];
  for (const d of directions) history = play(history, d, rng)?.history ?? history;
  return history;
}

const moves = (page: Page) => page.getByTestId('moves');
const best = (page: Page) => page.getByTestId('best');

test.describe('2048', () => {
  test('the pre-rendered board is empty and the random game starts after mount', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/2048');
    await expect(noJs.getByRole('heading', { level: 1, name: '2048' })).toBeVisible();
    const emptyBoard = await readBoard(noJs);
    expect(emptyBoard).toEqual(Array.from({ length: 4 }, () => [0, 0, 0, 0]));
    await context.close();
  });

  test('plays a full flow by keyboard: moves, merges, ignored moves and the counter', async ({
    page,
  }) => {
    await fixRandom(page, 0);
    await openGame(page);
    expect(await readBoard(page)).toEqual([
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);

    await page.keyboard.press('ArrowRight');
    await expect(moves(page)).toHaveText('1');
    expect(await readBoard(page)).toEqual([
      [2, 0, 0, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);

    await page.keyboard.press('ArrowLeft');
    await expect(moves(page)).toHaveText('2');
    expect(await readBoard(page)).toEqual([
      [4, 2, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    await expect(best(page)).toHaveText('4');

    await page.keyboard.press('ArrowDown');
    await expect(moves(page)).toHaveText('3');
    await page.keyboard.press('ArrowUp');
    await expect(moves(page)).toHaveText('4');
    expect(await readBoard(page)).toEqual([
      [2, 2, 2, 0],
      [4, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);

    // Nothing can move up any more: the move is ignored, no count, no new tile.
    await page.keyboard.press('ArrowUp');
    await expect(moves(page)).toHaveText('4');
    expect(await readBoard(page)).toEqual([
      [2, 2, 2, 0],
      [4, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);

    // [2, 2, 2, 0] moving left merges the first pair only.
    await page.keyboard.press('ArrowLeft');
    await expect(moves(page)).toHaveText('5');
    expect((await readBoard(page))[0]).toEqual([4, 2, 2, 0]);
    expect(await readBoard(page)).toEqual(
      toBoard(current(replay(4, ['right', 'left', 'down', 'up', 'left'], 0))),
    );
  });

  test('plays by the four arrow buttons around a disabled centre', async ({ page }) => {
    await fixRandom(page, 0.999999);
    await openGame(page);
    const pad = page.getByRole('group', { name: 'Move the tiles' });
    await expect(pad.getByRole('button')).toHaveCount(4);
    await expect(pad.locator('button:disabled')).toHaveCount(1);

    const sequence: Direction[] = ['up', 'left', 'down', 'right', 'up', 'left', 'down', 'down'];
    for (const [i, d] of sequence.entries()) {
      await pad.getByRole('button', { name: BUTTONS[d], exact: true }).click();
      const expected = replay(4, sequence.slice(0, i + 1), 0.999999);
      await expect(moves(page)).toHaveText(String(expected.length - 1));
      expect(await readBoard(page)).toEqual(toBoard(current(expected)));
    }
    // The last 'down' changed nothing and was not counted.
    expect(replay(4, sequence, 0.999999).length - 1).toBe(sequence.length - 1);
  });

  test('undo walks back through the whole history and is disabled at 0 moves', async ({ page }) => {
    await fixRandom(page, 0);
    await openGame(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeDisabled();

    const boards = [await readBoard(page)];
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowRight']) {
      await page.keyboard.press(key);
      boards.push(await readBoard(page));
    }
    await expect(moves(page)).toHaveText('4');
    await expect(undo).toBeEnabled();

    await undo.focus();
    for (let n = 3; n >= 0; n--) {
      await page.keyboard.press('Enter');
      await expect(moves(page)).toHaveText(String(n));
      expect(await readBoard(page)).toEqual(boards[n]);
    }
    await expect(undo).toBeDisabled();
    // The disabled button lets the focus go: it goes next door, not to <body>.
    await expect(page.getByRole('button', { name: 'New game' })).toBeFocused();
  });

  test('no board size makes the page scroll sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openGame(page);
    const size = page.getByRole('textbox', { name: 'Board size' });
    for (const n of ['6', '7', '8']) {
      await size.fill(n);
      await expect.poll(async () => (await readBoard(page)).length).toBe(Number(n));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `size ${n}`).toBeLessThanOrEqual(0);
    }
  });

  test('on a phone the board and its message line start on the first screen', async ({ page }) => {
    for (const [width, height] of [
      [360, 800],
      [375, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openGame(page);
      // The size field and the score boxes share one row.
      const field = await page.getByRole('textbox', { name: 'Board size' }).boundingBox();
      const boxes = await page.getByTestId('moves').locator('xpath=ancestor::dl').boundingBox();
      expect(boxes!.y, `${width}px`).toBeLessThan(field!.y + field!.height);
      // The whole board and the line for its messages are above the fixed footer.
      const footer = (await page.locator('footer').boundingBox())!;
      const board = (await page.getByTestId('board-2048').boundingBox())!;
      const line = (await page.getByRole('status').locator('xpath=..').boundingBox())!;
      expect(board.y + board.height, `${width}px board`).toBeLessThanOrEqual(footer.y);
      expect(line.y, `${width}px message line`).toBeGreaterThanOrEqual(board.y + board.height);
      expect(line.y + line.height, `${width}px message line`).toBeLessThanOrEqual(footer.y);
    }
  });

  test('changes the board size only for a valid size, with a message otherwise', async ({
    page,
  }) => {
    await fixRandom(page, 0);
    await openGame(page);
    const size = page.getByRole('textbox', { name: 'Board size' });
    await expect(size).toHaveAttribute('placeholder', '3 to 8');
    await page.keyboard.press('ArrowRight');
    await expect(moves(page)).toHaveText('1');

    await size.fill('6');
    await expect(moves(page)).toHaveText('0');
    let board = await readBoard(page);
    expect(board).toHaveLength(6);
    expect(board.every((row) => row.length === 6)).toBe(true);
    expect(board.flat().filter((v) => v !== 0)).toEqual([2]);

    // The message never moves the score boxes.
    const scoreBoxes = page.getByTestId('moves').locator('xpath=ancestor::dl');
    const boxesAt = await scoreBoxes.boundingBox();
    for (const bad of ['9', '2', 'x', '4.5', '-3']) {
      await size.fill(bad);
      expect(await scoreBoxes.boundingBox()).toEqual(boxesAt);
      await expect(page.getByText(game2048Text.sizeError)).toBeVisible();
      await expect(size).toHaveAttribute('aria-invalid', 'true');
      expect(await readBoard(page)).toHaveLength(6);
    }
    // The arrows still move the board when focus is outside the field.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowDown');
    await expect(moves(page)).toHaveText('1');

    await size.fill('3');
    await expect(page.getByText(game2048Text.sizeError)).toBeHidden();
    board = await readBoard(page);
    expect(board).toEqual([
      [2, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    await expect(moves(page)).toHaveText('0');

    // The field holds one digit: its arrow keys play on, with no click away first.
    await expect(size).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(moves(page)).toHaveText('1');
    await expect(size).toHaveValue('3');
    expect(await scoreBoxes.boundingBox()).toEqual(boxesAt);
  });

  test('reaches GAME OVER on 3x3: moves disabled, try again starts afresh, undo clears it', async ({
    page,
  }) => {
    await fixRandom(page, 0);
    await openGame(page);
    await page.getByRole('textbox', { name: 'Board size' }).fill('3');
    await page.getByRole('heading', { level: 1 }).click();

    // Find the moves with the rules themselves: the first direction that changes the board.
    const rng = () => 0;
    let history: History2048 = [newGame(3, rng)];
    const sequence: Direction[] = [];
    while (!isGameOver(current(history))) {
      for (const d of ['left', 'up', 'right', 'down'] as const) {
        const result = play(history, d, rng);
        if (result) {
          history = result.history;
          sequence.push(d);
          break;
        }
      }
    }
    const status = page.getByRole('status');
    const boardAt = await page.getByTestId('board-2048').boundingBox();
    for (const d of sequence) await page.keyboard.press(KEYS[d]);

    await expect(status).toHaveText('Game over');
    // The message has its room under the board: the board does not move.
    expect(await page.getByTestId('board-2048').boundingBox()).toEqual(boardAt);
    await expect(moves(page)).toHaveText(String(sequence.length));
    expect(await readBoard(page)).toEqual(toBoard(current(history)));
    for (const name of ['Up', 'Down', 'Left', 'Right']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(status).toHaveText('');
    await expect(moves(page)).toHaveText(String(sequence.length - 1));
    await expect(page.getByRole('button', { name: 'Up', exact: true })).toBeEnabled();

    await page.keyboard.press(KEYS[sequence[sequence.length - 1]!]);
    await expect(status).toHaveText('Game over');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toHaveText('');
    await expect(moves(page)).toHaveText('0');
    // 'Try again' goes with the game over: the focus stays by the board, not on the page.
    await expect(page.getByRole('button', { name: 'New game' })).toBeFocused();
    expect(await readBoard(page)).toEqual([
      [2, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  test('announces WINNER 2048 when a tile reaches 2048', async ({ page }) => {
    test.setTimeout(120_000);
    await fixRandom(page, 0.999999);
    await openGame(page);
    await page.getByRole('textbox', { name: 'Board size' }).fill('6');
    await page.getByRole('heading', { level: 1 }).click();

    // A corner strategy (down and right in turn, else left, else up) wins this fixed game.
    const rng = () => 0.999999;
    let history: History2048 = [newGame(6, rng)];
    const keys: string[] = [];
    while (!current(history).tiles.some((t) => t.value === 2048)) {
      const order: Direction[] =
        keys.length % 2 === 0 ? ['down', 'right', 'left', 'up'] : ['right', 'down', 'left', 'up'];
      const d = order.find((dir) => play(history, dir, rng))!;
      history = play(history, d, rng)!.history;
      keys.push(KEYS[d]);
    }
    expect(keys.length).toBeGreaterThan(1000);

    // Real key events through the page's own listener, sent in one go to keep the test quick.
    await page.evaluate((all) => {
      for (const key of all)
        window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));
    }, keys);

    await expect(page.getByRole('status')).toContainText('Winner 2048');
    await expect(moves(page)).toHaveText(String(keys.length));
    await expect(best(page)).toHaveText('2048');
    expect(await readBoard(page)).toEqual(toBoard(current(history)));
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('2048');
    expect(await axeViolations(page)).toEqual([]);
    // Winning does not stop the game; undo takes the win back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status')).toHaveText('');
    await expect(best(page)).toHaveText('2048');
  });

  test('keeps the best tile under max2048, only ever raising it', async ({ page }) => {
    await fixRandom(page, 0);
    await openGame(page);
    await expect(best(page)).toHaveText('2');
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(best(page)).toHaveText('4');
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('4');

    // A lower tile on a new game never lowers it, and a reload reads it back.
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(best(page)).toHaveText('4');
    await page.reload();
    await waitForHydration(page);
    await expect(best(page)).toHaveText('4');
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('4');
  });

  test('reads a stored best tile and sets a corrupt one aside', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('max2048', '512');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await openGame(page);
    await expect(best(page)).toHaveText('512');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('512');

    await page.evaluate(() => localStorage.setItem('max2048', '{broken'));
    await page.reload();
    await waitForHydration(page);
    await expect(best(page)).toHaveText('2');
    expect(await asideValues(page, 'max2048')).toEqual(['{broken']);
    expect(await page.evaluate(() => localStorage.getItem('max2048'))).toBe('2');
  });

  test('moves by swipe on the board without scrolling the page', async ({ page }) => {
    await fixRandom(page, 0);
    await page.setViewportSize({ width: 375, height: 640 });
    await openGame(page);
    const board = page.getByTestId('board-2048');
    await expect(board).toHaveCSS('touch-action', 'none');
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const swipe = async (dx: number, dy: number, pointerType: 'touch' | 'mouse') => {
      const init = { pointerId: 7, isPrimary: true, pointerType, button: 0, bubbles: true };
      await board.dispatchEvent('pointerdown', { ...init, clientX: cx, clientY: cy });
      await board.dispatchEvent('pointerup', { ...init, clientX: cx + dx, clientY: cy + dy });
    };

    await swipe(120, 10, 'touch');
    await expect(moves(page)).toHaveText('1');
    expect((await readBoard(page))[0]).toEqual([2, 0, 0, 2]);

    // Too short to be a swipe: nothing moves.
    await swipe(-12, 4, 'touch');
    await expect(moves(page)).toHaveText('1');

    await swipe(-15, 140, 'touch');
    await expect(moves(page)).toHaveText('2');
    expect(await readBoard(page)).toEqual(toBoard(current(replay(4, ['right', 'down'], 0))));

    // A mouse drag works too.
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 100, cy, { steps: 4 });
    await page.mouse.up();
    await expect(moves(page)).toHaveText('3');
    expect(await readBoard(page)).toEqual(
      toBoard(current(replay(4, ['right', 'down', 'left'], 0))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('arrow keys move the board without scrolling the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await openGame(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
    ).toBe(true);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown'])
      await page.keyboard.press(key);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(Number(await moves(page).textContent())).toBeGreaterThan(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('arrow keys in the open site search leave the board alone', async ({ page }) => {
    await openGame(page);
    await page.getByRole('button', { name: searchTexts.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: searchTexts.dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: controls.close }).focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'])
      await page.keyboard.press(key);
    await expect(moves(page)).toHaveText('0');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'])
      await page.keyboard.press(key);
    await expect(moves(page)).not.toHaveText('0');
  });

  test('tiles slide with a transition, and not at all under reduced motion', async ({ page }) => {
    await openGame(page);
    const tile = page.getByTestId('board-2048').locator('.absolute.top-0').first();
    expect(await tile.evaluate((el) => getComputedStyle(el).transitionProperty)).toContain(
      'transform',
    );
    expect(await tile.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toBe('0s');

    // After a move the new tile grows in (its animation comes from the site's stylesheet).
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) {
      await page.keyboard.press(key);
      if (Number(await moves(page).textContent()) > 0) break;
    }
    await expect(moves(page)).not.toHaveText('0');
    const animations = () =>
      page
        .getByTestId('board-2048')
        .locator('.absolute.top-0 > div')
        .evaluateAll((tiles) => tiles.map((el) => getComputedStyle(el).animationName));
    await expect.poll(animations).toContain('tile-appear');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animations()).toEqual(expect.arrayContaining(['none']));
    expect(await animations()).not.toContain('tile-appear');
    expect(await tile.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
    expect(await tile.locator('div').evaluate((el) => getComputedStyle(el).animationName)).toBe(
      'none',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`tiles, messages and controls pass axe in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await fixRandom(page, 0);
      await openGame(page);
      await page.getByRole('textbox', { name: 'Board size' }).fill('x');
      await page.getByRole('textbox', { name: 'Board size' }).fill('3');
      await page.getByRole('heading', { level: 1 }).click();
      for (
        let i = 0;
        i < 40 && !(await page.getByRole('button', { name: 'Try again' }).isVisible());
        i++
      ) {
        for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'])
          await page.keyboard.press(key);
      }
      await expect(page.getByRole('status')).toHaveText('Game over');
      // An invalid size shows its message and leaves the finished board alone.
      await page.getByRole('textbox', { name: 'Board size' }).fill('9');
      await expect(page.getByText(game2048Text.sizeError)).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Game over');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
