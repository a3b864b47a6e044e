import type { Page } from '@playwright/test';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

const cell = (page: Page, row: number, column: number) =>
  page
    .getByRole('grid', { name: 'Board' })
    .getByRole('button', { name: new RegExp(`^Row ${row}, column ${column},`) });

/** Plays cells given as [row, column] pairs, in turn. */
async function playCells(page: Page, cells: [number, number][]) {
  for (const [row, column] of cells) await cell(page, row, column).click();
}

async function openGame(page: Page) {
  await page.goto('/tictactoe');
  await waitForHydration(page);
}

const status = (page: Page) => page.getByRole('status');
const turn = (page: Page) => page.getByTestId('turn');

test.describe('tic-tac-toe', () => {
  test('X starts, turns alternate and a filled cell cannot change', async ({ page }) => {
    await openGame(page);
    await expect(page.getByRole('grid', { name: 'Board' }).getByRole('button')).toHaveCount(9);
    await expect(turn(page)).toHaveText('Turn: X');
    await expect(page.getByRole('button', { name: 'Easy 3x3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await cell(page, 2, 2).click();
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, X');
    await expect(turn(page)).toHaveText('Turn: O');

    // A filled cell is marked aria-disabled; clicking it anyway changes nothing.
    await expect(cell(page, 2, 2)).toHaveAttribute('aria-disabled', 'true');
    await cell(page, 2, 2).click({ force: true });
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, X');
    await expect(turn(page)).toHaveText('Turn: O');

    await cell(page, 1, 3).click();
    await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, O');
    await expect(turn(page)).toHaveText('Turn: X');
    await expect(cell(page, 3, 3)).toHaveAccessibleName('Row 3, column 3, empty');
  });

  test('a full row wins for X; cells and difficulty lock until reload', async ({ page }) => {
    await openGame(page);
    await playCells(page, [
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
      [1, 3],
    ]);
    await expect(status(page)).toHaveText('Winner : X');
    await expect(turn(page)).toBeHidden();
    // The cells are disabled now, so focus moves on to Reload.
    await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
    for (const button of await page
      .getByRole('grid', { name: 'Board' })
      .getByRole('button')
      .all()) {
      await expect(button).toBeDisabled();
    }
    for (const name of ['Easy 3x3', 'Medium 4x4', 'Hard 5x5']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
    }

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(status(page)).toHaveText('');
    await expect(turn(page)).toHaveText('Turn: X');
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    await expect(cell(page, 1, 1)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Hard 5x5' })).toBeEnabled();
  });

  test('a full column wins for O', async ({ page }) => {
    await openGame(page);
    await playCells(page, [
      [1, 1],
      [1, 3],
      [2, 1],
      [2, 3],
      [3, 2],
      [3, 3],
    ]);
    await expect(status(page)).toHaveText('Winner : O');
  });

  test('a full board without a winner is END GAME!', async ({ page }) => {
    await openGame(page);
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
    await expect(status(page)).toHaveText('End game!');
    await expect(cell(page, 3, 3)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Medium 4x4' })).toBeDisabled();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(status(page)).toHaveText('');
  });

  test('medium is 4x4 and needs four in a row; hard is 5x5 and wins on a diagonal', async ({
    page,
  }) => {
    await openGame(page);
    await page.getByRole('button', { name: 'Medium 4x4' }).click();
    await expect(page.getByRole('button', { name: 'Medium 4x4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('grid', { name: 'Board' }).getByRole('button')).toHaveCount(16);
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
    await expect(status(page)).toHaveText('Winner : X');

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('button', { name: 'Hard 5x5' }).click();
    await expect(page.getByRole('grid', { name: 'Board' }).getByRole('button')).toHaveCount(25);
    await expect(page.getByRole('grid', { name: 'Board' }).getByRole('row')).toHaveCount(5);
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
    await expect(status(page)).toHaveText('Winner : O');
  });

  test('changing the size mid-game starts a new empty board', async ({ page }) => {
    await openGame(page);
    await cell(page, 1, 1).click();
    await page.getByRole('button', { name: 'Hard 5x5' }).click();
    await expect(turn(page)).toHaveText('Turn: X');
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    await page.getByRole('button', { name: 'Easy 3x3' }).click();
    await expect(page.getByRole('grid', { name: 'Board' }).getByRole('button')).toHaveCount(9);
  });

  test('is played by keyboard: one Tab stop for the board, arrows between cells', async ({
    page,
  }) => {
    await openGame(page);
    await page.getByRole('switch', { name: 'Play against the computer' }).focus();
    await page.keyboard.press('Tab');
    await expect(cell(page, 1, 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(cell(page, 2, 2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, X');
    await page.keyboard.press('End');
    await expect(cell(page, 2, 3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cell(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, O');
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 2, 3)).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect(cell(page, 1, 1)).toBeFocused();
    // Tab leaves the board for the next control.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused();
  });

  test('the computer answers as O and blocks a winning line', async ({ page }) => {
    await page.clock.install();
    await openGame(page);
    // Time stands still until the test moves it on.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const toggle = page.getByRole('switch', { name: 'Play against the computer' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await cell(page, 1, 1).click();
    await expect(turn(page)).toContainText('Turn: O');
    await expect(turn(page)).toContainText('The computer is thinking');
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, empty');
    // Its turn: the visitor's clicks are refused.
    await cell(page, 3, 3).click({ force: true });
    await expect(cell(page, 3, 3)).toHaveAccessibleName('Row 3, column 3, empty');
    await page.clock.runFor(400);
    // Perfect play answers a corner opening in the centre.
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, O');
    await expect(status(page)).toHaveText('The computer played row 2, column 2');
    await expect(turn(page)).toHaveText('Turn: X');

    await cell(page, 1, 2).click();
    await page.clock.runFor(400);
    await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, O');
    await expect(turn(page)).toHaveText('Turn: X');

    // Turning the computer off starts a new two-player game.
    await toggle.click();
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, empty');
  });

  test('the computer escapes the opposite-corners trap by playing an edge', async ({ page }) => {
    await openGame(page);
    await page.getByRole('switch', { name: 'Play against the computer' }).click();
    // A classic trap: X takes opposite corners. The computer must answer on an edge.
    await cell(page, 1, 1).click();
    await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, O');
    await cell(page, 3, 3).click();
    await expect(turn(page)).toHaveText('Turn: X');
    const edges = ['Row 1, column 2', 'Row 2, column 1', 'Row 2, column 3', 'Row 3, column 2'];
    const names = await page
      .getByRole('grid', { name: 'Board' })
      .getByRole('button')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(edges.some((edge) => names.includes(`${edge}, O`))).toBe(true);
  });

  test('fits a 375 px screen without sideways scroll on every size', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openGame(page);
    for (const name of ['Easy 3x3', 'Medium 4x4', 'Hard 5x5']) {
      await page.getByRole('button', { name }).click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a won 4x4 game with the computer switch on passes axe in the ${scheme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openGame(page);
      await page.getByRole('button', { name: 'Medium 4x4' }).click();
      await playCells(page, [
        [1, 1],
        [2, 1],
        [1, 2],
        [2, 2],
        [1, 3],
        [2, 3],
        [1, 4],
      ]);
      await expect(status(page)).toHaveText('Winner : X');
      expect(await axeViolations(page, { colorsOnly: scheme === 'dark' })).toEqual([]);

      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('switch', { name: 'Play against the computer' }).click();
      await cell(page, 2, 2).click();
      await expect(status(page)).toHaveText(/The computer played/);
      expect(await axeViolations(page, { colorsOnly: scheme === 'dark' })).toEqual([]);
    });
  }
});
