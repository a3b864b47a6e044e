/** The board sizes offered (SPEC calls them difficulties: easy 3, medium 4, hard 5). */
export const BOARD_SIZES = [3, 4, 5] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];

/** Texts of the tic-tac-toe page (/tictactoe). */
export const ticTacToeText = {
  description:
    'X starts and the players take turns. Fill a whole row, column or diagonal with your mark to win. Bigger boards need longer lines.',
  turnLabel: 'Turn:',
  /** The board-size buttons: SPEC's difficulty buttons, named after the size they give. */
  sizeGroupLabel: 'Difficulty',
  sizes: { 3: 'Easy 3x3', 4: 'Medium 4x4', 5: 'Hard 5x5' } satisfies Record<BoardSize, string>,
  boardLabel: 'Board',
  reload: 'Reload',
  /** Followed by the winning mark: 'Winner : X'. */
  winnerPrefix: 'Winner : ',
  draw: 'End game!',
  /** Cell names read 'Row 1, column 2, X'. */
  row: 'Row',
  column: 'column',
  empty: 'empty',
  computerSwitch: 'Play against the computer',
  computerHint: 'You play X; the computer answers with O.',
  computerThinking: 'The computer is thinking…',
  /** Followed by the position: 'The computer played row 2, column 3'. */
  computerPlayed: 'The computer played',
} as const;
