import type { Page } from '@playwright/test';
import { BOARD_SIZES, ticTacToeText as text } from '@/content/games/tic-tac-toe';
import { pages } from '@/content/routes';
import { axeViolations, expect, test, waitForHydration, switchScheme } from './fixtures';

type Mark = 'X' | 'O';

const board = (page: Page) => page.getByRole('grid', { name: text.boardLabel });
const cells = (page: Page) => board(page).getByRole('button');
/** A cell's name: 'Row 1, column 2, X' (`mark` absent: the cell is empty). */
const cellName = (row: number, column: number, mark?: Mark) =>
  `${text.row} ${row}, ${text.column} ${column}, ${mark ?? text.empty}`;
const cell = (page: Page, row: number, column: number) =>
  board(page).getByRole('button', {
    name: new RegExp(`^${text.row} ${row}, ${text.column} ${column},`),
  });
const sizeButton = (page: Page, size: (typeof BOARD_SIZES)[number]) =>
  page.getByRole('button', { name: text.sizes[size] });
const computerSwitch = (page: Page) => page.getByRole('switch', { name: text.computerSwitch });
const reload = (page: Page) => page.getByRole('button', { name: text.reload });
const status = (page: Page) => page.getByRole('status');
const turn = (page: Page) => page.getByTestId('turn');
const turnOf = (mark: Mark) => `${text.turnLabel} ${mark}`;
const winner = (mark: Mark) => `${text.winnerPrefix}${mark}`;
/** What the status says after the computer's move at row, column. */
const computerPlayed = (row: number, column: number) =>
  `${text.computerPlayed} ${text.row.toLowerCase()} ${row}, ${text.column} ${column}`;

/** Plays cells given as [row, column] pairs, in turn. */
async function playCells(page: Page, played: [number, number][]) {
  for (const [row, column] of played) await cell(page, row, column).click();
}

async function openGame(page: Page) {
  await page.goto(pages.ticTacToe.path);
  await waitForHydration(page);
}

/** Axe over the page as it is: every rule in the light theme, the colours in the dark one. */
async function expectAxeClean(page: Page) {
  await switchScheme(page, 'light');
  expect(await axeViolations(page)).toEqual([]);
  await switchScheme(page, 'dark');
  expect(await axeViolations(page, { colorsOnly: true })).toEqual([]);
  await switchScheme(page, 'light');
}

test.describe('tic-tac-toe', () => {
  test('two players on 3x3, by keyboard and mouse: turns, a row, a column, a full board', async ({
    page,
  }) => {
    await openGame(page);

    await test.step('is played by keyboard: one Tab stop for the board, arrows between cells', async () => {
      // On a fresh page the board's one Tab stop is its first cell.
      await computerSwitch(page).focus();
      await page.keyboard.press('Tab');
      await expect(cell(page, 1, 1)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await expect(cell(page, 2, 2)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2, 'X'));
      await page.keyboard.press('End');
      await expect(cell(page, 2, 3)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(cell(page, 2, 3)).toHaveAccessibleName(cellName(2, 3, 'O'));
      await page.keyboard.press('ArrowRight');
      await expect(cell(page, 2, 3)).toBeFocused();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowUp');
      await expect(cell(page, 1, 1)).toBeFocused();
      // Tab leaves the board for the next control.
      await page.keyboard.press('Tab');
      await expect(reload(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2));
    });

    await test.step('X starts, turns alternate and a filled cell cannot change', async () => {
      await expect(cells(page)).toHaveCount(9);
      await expect(turn(page)).toHaveText(turnOf('X'));
      await expect(sizeButton(page, 3)).toHaveAttribute('aria-pressed', 'true');

      await cell(page, 2, 2).click();
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2, 'X'));
      await expect(turn(page)).toHaveText(turnOf('O'));

      // A filled cell is marked aria-disabled; clicking it anyway changes nothing.
      await expect(cell(page, 2, 2)).toHaveAttribute('aria-disabled', 'true');
      await cell(page, 2, 2).click({ force: true });
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2, 'X'));
      await expect(turn(page)).toHaveText(turnOf('O'));

      await cell(page, 1, 3).click();
      await expect(cell(page, 1, 3)).toHaveAccessibleName(cellName(1, 3, 'O'));
      await expect(turn(page)).toHaveText(turnOf('X'));
      await expect(cell(page, 3, 3)).toHaveAccessibleName(cellName(3, 3));
      await reload(page).click();
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2));
    });

    await test.step('a full row wins for X; cells and difficulty lock until reload', async () => {
      await playCells(page, [
        [1, 1],
        [2, 1],
        [1, 2],
        [2, 2],
        [1, 3],
      ]);
      await expect(status(page)).toHaveText(winner('X'));
      await expect(turn(page)).toBeHidden();
      // The cells are disabled now, so focus moves on to Reload.
      await expect(reload(page)).toBeFocused();
      expect(
        await cells(page).evaluateAll((els) =>
          els.filter((el) => !(el as HTMLButtonElement).disabled).map((el) => el.ariaLabel),
        ),
      ).toEqual([]);
      for (const size of BOARD_SIZES) await expect(sizeButton(page, size)).toBeDisabled();

      await reload(page).click();
      await expect(status(page)).toHaveText('');
      await expect(turn(page)).toHaveText(turnOf('X'));
      await expect(cell(page, 1, 1)).toHaveAccessibleName(cellName(1, 1));
      await expect(cell(page, 1, 1)).toBeEnabled();
      await expect(sizeButton(page, 5)).toBeEnabled();
    });

    await test.step('a full column wins for O', async () => {
      await playCells(page, [
        [1, 1],
        [1, 3],
        [2, 1],
        [2, 3],
        [3, 2],
        [3, 3],
      ]);
      await expect(status(page)).toHaveText(winner('O'));
      await reload(page).click();
    });

    await test.step('a full board without a winner is END GAME!', async () => {
      // X O X / X O O / O X X
      await playCells(page, [
        [1, 1],
        [1, 2],
        [1, 3],
        [2, 2],
        [2, 1],
        [2, 3],
        [3, 2],
        [3, 1],
        [3, 3],
      ]);
      await expect(status(page)).toHaveText(text.draw);
      await expect(cell(page, 3, 3)).toBeDisabled();
      await expect(sizeButton(page, 4)).toBeDisabled();
      await reload(page).click();
      await expect(status(page)).toHaveText('');
    });
  });

  test('bigger boards need longer lines; they fit 375 px; a won game passes axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openGame(page);

    await test.step('changing the size mid-game starts a new empty board', async () => {
      await cell(page, 1, 1).click();
      await sizeButton(page, 5).click();
      await expect(turn(page)).toHaveText(turnOf('X'));
      await expect(cell(page, 1, 1)).toHaveAccessibleName(cellName(1, 1));
      await sizeButton(page, 3).click();
      await expect(cells(page)).toHaveCount(9);
    });

    await test.step('fits a 375 px screen without sideways scroll on every size', async () => {
      for (const size of BOARD_SIZES) {
        await sizeButton(page, size).click();
        await expect(cells(page)).toHaveCount(size * size);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${size}x${size}`).toBeLessThanOrEqual(0);
      }
    });

    await test.step('hard is 5x5 and wins on a diagonal', async () => {
      await sizeButton(page, 5).click();
      await expect(cells(page)).toHaveCount(25);
      await expect(board(page).getByRole('row')).toHaveCount(5);
      await playCells(page, [
        [1, 5],
        [1, 1],
        [2, 5],
        [2, 2],
        [3, 5],
        [3, 3],
        [4, 5],
        [4, 4],
        [1, 2],
        [5, 5],
      ]);
      await expect(status(page)).toHaveText(winner('O'));
      await reload(page).click();
    });

    await test.step('medium is 4x4 and needs four in a row; the won game passes axe', async () => {
      await sizeButton(page, 4).click();
      await expect(sizeButton(page, 4)).toHaveAttribute('aria-pressed', 'true');
      await expect(cells(page)).toHaveCount(16);
      await playCells(page, [
        [1, 1],
        [2, 1],
        [1, 2],
        [2, 2],
        [1, 3],
        [2, 3],
      ]);
      await expect(status(page)).toHaveText('');
      await cell(page, 1, 4).click();
      await expect(status(page)).toHaveText(winner('X'));
      await expectAxeClean(page);
    });

    await test.step("with the computer switch on, the computer's move passes axe", async () => {
      await reload(page).click();
      await computerSwitch(page).click();
      await cell(page, 2, 2).click();
      await expect(status(page)).toHaveText(new RegExp(`^${text.computerPlayed}`));
      await expectAxeClean(page);
    });
  });

  test('the computer answers as O, blocks a winning line and escapes the opposite-corners trap', async ({
    page,
  }) => {
    await page.clock.install();
    await openGame(page);
    // Time stands still until the test moves it on.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const toggle = computerSwitch(page);

    await test.step('the computer answers as O and blocks a winning line', async () => {
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      await cell(page, 1, 1).click();
      await expect(turn(page)).toContainText(turnOf('O'));
      await expect(turn(page)).toContainText(text.computerThinking);
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2));
      // Its turn: the visitor's clicks are refused.
      await cell(page, 3, 3).click({ force: true });
      await expect(cell(page, 3, 3)).toHaveAccessibleName(cellName(3, 3));
      await page.clock.runFor(400);
      // Perfect play answers a corner opening in the centre.
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2, 'O'));
      await expect(status(page)).toHaveText(computerPlayed(2, 2));
      await expect(turn(page)).toHaveText(turnOf('X'));

      await cell(page, 1, 2).click();
      await page.clock.runFor(400);
      await expect(cell(page, 1, 3)).toHaveAccessibleName(cellName(1, 3, 'O'));
      await expect(turn(page)).toHaveText(turnOf('X'));
    });

    await test.step('turning the computer off starts a new two-player game', async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2));
      await cell(page, 1, 1).click();
      await expect(turn(page)).toHaveText(turnOf('O'));
      await expect(turn(page)).not.toContainText(text.computerThinking);
      await reload(page).click();
    });

    await test.step('the computer escapes the opposite-corners trap by playing an edge', async () => {
      await toggle.click();
      // A classic trap: X takes opposite corners. The computer must answer on an edge.
      await cell(page, 1, 1).click();
      await page.clock.runFor(400);
      await expect(cell(page, 2, 2)).toHaveAccessibleName(cellName(2, 2, 'O'));
      await cell(page, 3, 3).click();
      await page.clock.runFor(400);
      await expect(turn(page)).toHaveText(turnOf('X'));
      const edges = [
        [1, 2],
        [2, 1],
        [2, 3],
        [3, 2],
      ] as const;
      const names = await cells(page).evaluateAll((els) =>
        els.map((el) => el.getAttribute('aria-label')),
      );
      expect(edges.some(([row, column]) => names.includes(cellName(row, column, 'O')))).toBe(true);
    });
  });
});
