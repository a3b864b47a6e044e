import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TipsTrainer } from '@/components/english/tips/tips-trainer';
import { phrases } from '@/content/english/phrases';
import { resolvePhrase } from '@/lib/english/tips';
import type { LoadedPhrases } from '@/lib/english/load-phrases';
import { useTipsStore } from '@/lib/stores/use-tips-store';

const mockLoad = jest.fn<Promise<LoadedPhrases>, []>();
jest.mock('@/lib/english/load-phrases', () => ({
  lazyPhrases: { current: () => undefined, load: () => mockLoad() },
}));
const { lazyPhrases: realList } = jest.requireActual<typeof import('@/lib/english/load-phrases')>(
  '@/lib/english/load-phrases',
);

const first = resolvePhrase(phrases[0]!);
const total = phrases.length;

function trainer(): ReactElement {
  return (
    <TipsTrainer
      icons={{ speak: null, external: null }}
      header={{ active: <h1>Tips</h1>, done: <h1>Tips done</h1> }}
      first={first}
      total={total}
      feedback={<a href="#f">Feedback</a>}
    >
      <p>Guide</p>
    </TipsTrainer>
  );
}

const nextButton = () => screen.getByRole('button', { name: /^Next/ });

describe('TipsTrainer', () => {
  beforeEach(() => {
    useTipsStore.setState({ hydrated: false, total: 0, current: null, remaining: [] });
    mockLoad.mockReset();
    mockLoad.mockImplementation(realList.load);
  });

  it('shows the first phrase from the server until the list has loaded, then draws one', async () => {
    let resolve!: (value: LoadedPhrases) => void;
    mockLoad.mockReturnValue(new Promise<LoadedPhrases>((r) => (resolve = r)));
    render(trainer());
    expect(screen.getByText(first.english)).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent(`Next (${total - 1}/${total})`);
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Guide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeInTheDocument();

    await waitFor(() => expect(mockLoad).toHaveBeenCalled());
    await act(async () => resolve({ phrases, resolved: phrases.map(resolvePhrase) }));
    expect(nextButton()).toBeEnabled();
    expect(nextButton()).toHaveTextContent(`Next (${total - 1}/${total})`);
    const shown = useTipsStore.getState().current!;
    expect(screen.getByText(phrases[shown]!.english)).toBeInTheDocument();

    fireEvent.click(nextButton());
    expect(nextButton()).toHaveTextContent(`Next (${total - 2}/${total})`);
  });

  it('loads the real list (its own chunk) and enables Next', async () => {
    render(trainer());
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(useTipsStore.getState().total).toBe(total);
  });

  it('says so when the list cannot load, and keeps the first phrase', async () => {
    mockLoad.mockRejectedValue(new Error('offline'));
    render(trainer());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The other phrases could not be loaded. Check your connection and reload the page.',
    );
    expect(screen.getByText(first.english)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });
});
