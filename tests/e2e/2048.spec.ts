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
import { game2048Text as text } from '@/content/games/2048';
import { pages } from '@/content/routes';
import { searchTexts } from '@/content/search';
import {
  asideValues,
  axeViolations,
  expect,
  test,
  waitForHydration,
  switchScheme,
} from './fixtures';

const KEYS: Record<Direction, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};
const ALL_ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];

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
  const table = page.getByRole('table', { name: text.boardLabel });
  return table
    .locator('tr')
    .evaluateAll(
      (rows, emptyCell) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('td'), (td) =>
            td.textContent === emptyCell ? 0 : Number(td.textContent),
          ),
        ),
      text.emptyCell,
    );
}

const moves = (page: Page) => page.getByTestId('moves');
const best = (page: Page) => page.getByTestId('best');
const status = (page: Page) => page.getByRole('status');
const sizeField = (page: Page) => page.getByRole('textbox', { name: text.sizeLabel });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const storedBest = (page: Page) => page.evaluate(() => localStorage.getItem('max2048'));
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openGame(page: Page) {
  await page.goto(pages.game2048.path);
  await waitForHydration(page);
  await expect(moves(page)).toHaveText('0');
  await expect(button(page, text.directions.up)).toBeEnabled();
}

/** Replays moves with the rules in the test process, each new 2 going where `rngValue` puts it. */
function replay(size: number, directions: Direction[], rngValue: number): History2048 {
  const rng = () => rngValue;
  let history: History2048 = [newGame(size, rng)];
  for (const d of directions) history = play(history, d, rng)?.history ?? history;
  return history;
}

/** A fresh game's board: one 2, in the first cell (Math.random fixed at 0). */
const freshBoard = (size: number) =>
  Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => (row === 0 && column === 0 ? 2 : 0)),
  );

test.describe('2048', () => {
  test('the pre-rendered board is empty and the random game starts after mount', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(pages.game2048.path);
    await expect(
      noJs.getByRole('heading', { level: 1, name: pages.game2048.heading }),
    ).toBeVisible();
    expect(await readBoard(noJs)).toEqual(Array.from({ length: 4 }, () => [0, 0, 0, 0]));
    await context.close();
  });

  test('plays by keyboard with undo, and keeps the best tile under max2048', async ({ page }) => {
    await fixRandom(page, 0);
    await openGame(page);

    await test.step('a game starts with one 2, kept as the best tile', async () => {
      expect(await readBoard(page)).toEqual(freshBoard(4));
      await expect(best(page)).toHaveText('2');
      expect(await storedBest(page)).toBe('2');
    });

    await test.step('moves, merges, ignored moves and the counter', async () => {
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
      expect(await storedBest(page)).toBe('4');

      await page.keyboard.press('ArrowDown');
      await expect(moves(page)).toHaveText('3');
      await page.keyboard.press('ArrowUp');
      await expect(moves(page)).toHaveText('4');
      const stuck = [
        [2, 2, 2, 0],
        [4, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ];
      expect(await readBoard(page)).toEqual(stuck);

      // Nothing can move up any more: the move is ignored, no count, no new tile.
      await page.keyboard.press('ArrowUp');
      await expect(moves(page)).toHaveText('4');
      expect(await readBoard(page)).toEqual(stuck);

      // [2, 2, 2, 0] moving left merges the first pair only.
      await page.keyboard.press('ArrowLeft');
      await expect(moves(page)).toHaveText('5');
      expect((await readBoard(page))[0]).toEqual([4, 2, 2, 0]);
      expect(await readBoard(page)).toEqual(
        toBoard(current(replay(4, ['right', 'left', 'down', 'up', 'left'], 0))),
      );
    });

    await test.step('a lower tile on a new game never lowers the best tile, and a reload reads it back', async () => {
      await button(page, text.newGame).click();
      await expect(moves(page)).toHaveText('0');
      await expect(best(page)).toHaveText('4');
      await page.reload();
      await waitForHydration(page);
      await expect(best(page)).toHaveText('4');
      expect(await storedBest(page)).toBe('4');
    });

    await test.step('undo walks back through the whole history and is disabled at 0 moves', async () => {
      const undo = button(page, text.undo);
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
      await expect(button(page, text.newGame)).toBeFocused();
    });

    await test.step('reads a stored best tile and sets a corrupt one aside', async () => {
      await page.evaluate(() => localStorage.setItem('max2048', '512'));
      await page.reload();
      await waitForHydration(page);
      await expect(best(page)).toHaveText('512');
      await page.keyboard.press('ArrowRight');
      await expect(moves(page)).toHaveText('1');
      expect(await storedBest(page)).toBe('512');

      await page.evaluate(() => localStorage.setItem('max2048', '{broken'));
      await page.reload();
      await waitForHydration(page);
      await expect(best(page)).toHaveText('2');
      expect(await asideValues(page, 'max2048')).toEqual(['{broken']);
      expect(await storedBest(page)).toBe('2');
    });
  });

  test('board size, GAME OVER on 3x3 (which passes axe), and the keys the board leaves alone', async ({
    page,
  }) => {
    await fixRandom(page, 0);
    await openGame(page);

    await test.step('arrow keys in the open site search leave the board alone', async () => {
      await page.getByRole('button', { name: searchTexts.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: searchTexts.dialogTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: controls.close }).focus();
      for (const key of ALL_ARROWS) await page.keyboard.press(key);
      await expect(moves(page)).toHaveText('0');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      for (const key of ALL_ARROWS) await page.keyboard.press(key);
      await expect(moves(page)).not.toHaveText('0');
    });

    await test.step('tiles slide with a transition, and not at all under reduced motion', async () => {
      const tile = page.getByTestId('board-2048').locator('.absolute.top-0').first();
      expect(await tile.evaluate((el) => getComputedStyle(el).transitionProperty)).toContain(
        'transform',
      );
      expect(await tile.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toBe('0s');
      // After a move the new tile grows in (its animation comes from the site's stylesheet).
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

    const scoreBoxes = page.getByTestId('moves').locator('xpath=ancestor::dl');

    await test.step('changes the board size only for a valid size, with a message otherwise', async () => {
      await button(page, text.newGame).click();
      await expect(moves(page)).toHaveText('0');
      await expect(sizeField(page)).toHaveAttribute('placeholder', text.sizePlaceholder);
      await page.keyboard.press('ArrowRight');
      await expect(moves(page)).toHaveText('1');

      await sizeField(page).fill('6');
      await expect(moves(page)).toHaveText('0');
      expect(await readBoard(page)).toEqual(freshBoard(6));

      // The message never moves the score boxes.
      const boxesAt = await scoreBoxes.boundingBox();
      for (const bad of ['9', '2', 'x', '4.5', '-3']) {
        await sizeField(page).fill(bad);
        expect(await scoreBoxes.boundingBox()).toEqual(boxesAt);
        await expect(page.getByText(text.sizeError)).toBeVisible();
        await expect(sizeField(page)).toHaveAttribute('aria-invalid', 'true');
        expect(await readBoard(page)).toHaveLength(6);
      }
      // The arrows still move the board when focus is outside the field.
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('ArrowDown');
      await expect(moves(page)).toHaveText('1');

      await sizeField(page).fill('3');
      await expect(page.getByText(text.sizeError)).toBeHidden();
      expect(await readBoard(page)).toEqual(freshBoard(3));
      await expect(moves(page)).toHaveText('0');

      // The field holds one digit: its arrow keys play on, with no click away first.
      await expect(sizeField(page)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(moves(page)).toHaveText('1');
      await expect(sizeField(page)).toHaveValue('3');
      expect(await scoreBoxes.boundingBox()).toEqual(boxesAt);
    });

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

    await test.step('reaches GAME OVER on 3x3: the moves are disabled and Try again has the focus', async () => {
      await button(page, text.newGame).click();
      await page.getByRole('heading', { level: 1 }).click();
      const boardAt = await page.getByTestId('board-2048').boundingBox();
      for (const d of sequence) await page.keyboard.press(KEYS[d]);

      await expect(status(page)).toHaveText(text.gameOver);
      // The message has its room under the board: the board does not move.
      expect(await page.getByTestId('board-2048').boundingBox()).toEqual(boardAt);
      await expect(moves(page)).toHaveText(String(sequence.length));
      expect(await readBoard(page)).toEqual(toBoard(current(history)));
      for (const name of Object.values(text.directions)) {
        await expect(button(page, name)).toBeDisabled();
      }
      await expect(button(page, text.tryAgain)).toBeFocused();
    });

    await test.step('an invalid size shows its message and leaves the finished board alone; all of it passes axe', async () => {
      await sizeField(page).fill('9');
      await expect(page.getByText(text.sizeError)).toBeVisible();
      await expect(status(page)).toHaveText(text.gameOver);
      expect(await readBoard(page)).toEqual(toBoard(current(history)));
      expect(await axeViolations(page)).toEqual([]);
      await switchScheme(page, 'dark');
      expect(await axeViolations(page, { colorsOnly: true })).toEqual([]);
      await switchScheme(page, 'light');
    });

    await test.step('undo takes GAME OVER back; Try again starts afresh', async () => {
      await button(page, text.undo).click();
      await expect(status(page)).toHaveText('');
      await expect(moves(page)).toHaveText(String(sequence.length - 1));
      await expect(button(page, text.directions.up)).toBeEnabled();

      await page.keyboard.press(KEYS[sequence[sequence.length - 1]!]);
      await expect(status(page)).toHaveText(text.gameOver);
      await button(page, text.tryAgain).click();
      await expect(status(page)).toHaveText('');
      await expect(moves(page)).toHaveText('0');
      // 'Try again' goes with the game over: the focus stays by the board, not on the page.
      await expect(button(page, text.newGame)).toBeFocused();
      expect(await readBoard(page)).toEqual(freshBoard(3));
    });
  });

  test('plays by the four arrow buttons, and announces WINNER 2048 when a tile reaches 2048', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fixRandom(page, 0.999999);
    await openGame(page);

    await test.step('plays by the four arrow buttons around a disabled centre', async () => {
      const pad = page.getByRole('group', { name: text.controlsLabel });
      await expect(pad.getByRole('button')).toHaveCount(4);
      await expect(pad.locator('button:disabled')).toHaveCount(1);

      const sequence: Direction[] = ['up', 'left', 'down', 'right', 'up', 'left', 'down', 'down'];
      for (const [i, d] of sequence.entries()) {
        await pad.getByRole('button', { name: text.directions[d], exact: true }).click();
        const expected = replay(4, sequence.slice(0, i + 1), 0.999999);
        await expect(moves(page)).toHaveText(String(expected.length - 1));
        expect(await readBoard(page)).toEqual(toBoard(current(expected)));
      }
      // The last 'down' changed nothing and was not counted.
      expect(replay(4, sequence, 0.999999).length - 1).toBe(sequence.length - 1);
    });

    await test.step('announces WINNER 2048 when a tile reaches 2048, and undo takes the win back', async () => {
      await sizeField(page).fill('6');
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

      await expect(status(page)).toContainText(text.winner);
      await expect(moves(page)).toHaveText(String(keys.length));
      await expect(best(page)).toHaveText('2048');
      expect(await readBoard(page)).toEqual(toBoard(current(history)));
      expect(await storedBest(page)).toBe('2048');
      expect(await axeViolations(page)).toEqual([]);
      // Winning does not stop the game; undo takes the win back.
      await button(page, text.undo).click();
      await expect(status(page)).toHaveText('');
      await expect(best(page)).toHaveText('2048');
    });
  });

  test('on a phone: keys and swipes move the board without scrolling, and it fits the first screen', async ({
    page,
  }) => {
    await fixRandom(page, 0);
    await page.setViewportSize({ width: 375, height: 500 });
    await openGame(page);

    await test.step('arrow keys move the board without scrolling the page', async () => {
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
      ).toBe(true);
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown'])
        await page.keyboard.press(key);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(Number(await moves(page).textContent())).toBeGreaterThan(0);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });

    await test.step('moves by swipe on the board without scrolling the page', async () => {
      await page.setViewportSize({ width: 375, height: 640 });
      await button(page, text.newGame).click();
      await expect(moves(page)).toHaveText('0');
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

    await test.step('the board and its message line start on the first screen', async () => {
      for (const [width, height] of [
        [360, 800],
        [375, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        // The size field and the score boxes share one row.
        const field = await sizeField(page).boundingBox();
        const boxes = await moves(page).locator('xpath=ancestor::dl').boundingBox();
        expect(boxes!.y, `${width}px`).toBeLessThan(field!.y + field!.height);
        // The whole board and the line for its messages are above the fixed footer.
        const footer = (await page.locator('footer').boundingBox())!;
        const board = (await page.getByTestId('board-2048').boundingBox())!;
        const line = (await status(page).locator('xpath=..').boundingBox())!;
        expect(board.y + board.height, `${width}px board`).toBeLessThanOrEqual(footer.y);
        expect(line.y, `${width}px message line`).toBeGreaterThanOrEqual(board.y + board.height);
        expect(line.y + line.height, `${width}px message line`).toBeLessThanOrEqual(footer.y);
      }
    });

    await test.step('no board size makes the page scroll sideways on a 320 px phone', async () => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const n of ['6', '7', '8']) {
        await sizeField(page).fill(n);
        await expect.poll(async () => (await readBoard(page)).length).toBe(Number(n));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `size ${n}`).toBeLessThanOrEqual(0);
      }
    });
  });
});
