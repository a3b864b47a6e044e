import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AntonymsGame } from '@/components/english/antonyms/antonyms-game';
import { antonymPairs, type AntonymPair } from '@/content/english/antonyms';
import { firstRound } from '@/lib/english/antonyms';
import { useAntonymsStore } from '@/lib/stores/use-antonyms-store';

const mockLoad = jest.fn<Promise<readonly AntonymPair[]>, []>();
jest.mock('@/lib/english/load-antonyms', () => {
  const { useAntonymsStore: store } = jest.requireActual<
    typeof import('@/lib/stores/use-antonyms-store')
  >('@/lib/stores/use-antonyms-store');
  return {
    lazyAntonymPairs: {
      current: () => undefined,
      load: () => mockLoad().then((pairs) => ({ pairs, store })),
    },
  };
});

const initial = useAntonymsStore.getState();
const first = firstRound(antonymPairs);
const leftWords = () =>
  within(screen.getByRole('region', { name: 'Select 1' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('AntonymsGame', () => {
  beforeEach(() => {
    localStorage.clear();
    useAntonymsStore.setState(initial, true);
    mockLoad.mockReset();
    mockLoad.mockImplementation(() => Promise.resolve(antonymPairs));
  });

  it('shows the fixed first round from the server until the pairs have loaded', async () => {
    let resolve!: (pairs: readonly AntonymPair[]) => void;
    mockLoad.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<AntonymsGame speakIcon={null} first={first} />);
    expect(leftWords()).toEqual(first.left.map((item) => item.en));
    for (const button of screen.getAllByRole('button', { pressed: false })) {
      expect(button).toBeDisabled();
    }

    await waitFor(() => expect(mockLoad).toHaveBeenCalled());
    await act(async () => resolve(antonymPairs));
    expect(useAntonymsStore.getState().hydrated).toBe(true);
    expect(leftWords()).toEqual(useAntonymsStore.getState().game.left.map((item) => item.en));
    expect(screen.getAllByRole('button', { pressed: false })[0]).toBeEnabled();
  });

  it('loads the real pairs and store (their own chunks)', async () => {
    const real = jest.requireActual<typeof import('@/lib/english/load-antonyms')>(
      '@/lib/english/load-antonyms',
    );
    mockLoad.mockImplementation(() => real.lazyAntonymPairs.load().then(({ pairs }) => pairs));
    render(<AntonymsGame speakIcon={null} first={first} />);
    await waitFor(() => expect(useAntonymsStore.getState().hydrated).toBe(true));
    expect(useAntonymsStore.getState().pairs).toHaveLength(antonymPairs.length);
  });

  it('says so when the pairs cannot load, and keeps the first round', async () => {
    mockLoad.mockRejectedValue(new Error('offline'));
    render(<AntonymsGame speakIcon={null} first={first} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The word pairs could not be loaded. Check your connection and reload the page.',
    );
    expect(leftWords()).toEqual(first.left.map((item) => item.en));
  });
});
