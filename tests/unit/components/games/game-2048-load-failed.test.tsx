import { render, screen } from '@testing-library/react';
import { Game2048 } from '@/components/games/2048/game-2048';
import { game2048Text } from '@/content/games/2048';

// The store's chunk cannot be fetched (the connection dropped as the page loaded).
jest.mock('@/lib/stores/use-2048-store', () => {
  throw new Error('offline');
});

const arrows = { up: null, down: null, left: null, right: null };

it('says so when the game cannot load, and keeps the empty board with its controls off', async () => {
  render(<Game2048 arrows={arrows} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(game2048Text.loadFailed);
  expect(screen.getByRole('button', { name: game2048Text.newGame })).toBeDisabled();
  expect(screen.getByTestId('moves')).toHaveTextContent('0');
});
