/** Texts of the 2048 page (/2048). */
export const game2048Text = {
  description:
    'Slide the tiles with the arrow keys, the arrow buttons or a swipe on the board. Two equal tiles that meet merge into one: reach 2048 to win.',
  sizeLabel: 'Board size',
  sizePlaceholder: '3 to 8',
  sizeError: 'Choose a size from 3 to 8.',
  movesLabel: 'Moves',
  bestLabel: 'Best tile',
  bestHint: 'Best tile ever reached on this device.',
  boardLabel: 'Board',
  emptyCell: 'empty',
  rowLabel: 'Row',
  undo: 'Undo',
  newGame: 'New game',
  gameOver: 'Game over',
  tryAgain: 'Try again',
  winner: 'Winner 2048',
  winnerHint: 'You can keep playing for a bigger tile.',
  controlsLabel: 'Move the tiles',
  loadFailed: 'The game could not be loaded. Check your connection and reload the page.',
  directions: { up: 'Up', down: 'Down', left: 'Left', right: 'Right' },
} as const;
