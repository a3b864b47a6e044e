import { act, render, screen, waitFor } from '@testing-library/react';
import { IrregularVerbsTrainer } from '@/components/english/irregular-verbs/irregular-verbs-trainer';
import { techVerbs, verbLists, type VerbList } from '@/content/english/irregular-verbs';
import { verbFields } from '@/components/english/irregular-verbs/verb-card';
import { longestTexts } from '@/lib/english/room';
import { useIrregularVerbsStore } from '@/lib/stores/use-irregular-verbs-store';

const mockLoad = jest.fn<Promise<readonly VerbList[]>, []>();
jest.mock('@/lib/english/load-verb-lists', () => {
  const { useIrregularVerbsStore: store } = jest.requireActual<
    typeof import('@/lib/stores/use-irregular-verbs-store')
  >('@/lib/stores/use-irregular-verbs-store');
  return {
    lazyVerbLists: {
      current: () => undefined,
      load: () => mockLoad().then((lists) => ({ lists, store })),
    },
  };
});

const initial = useIrregularVerbsStore.getState();
const first = { verb: techVerbs[0]!, remaining: techVerbs.length };
const nextButton = () => screen.getByRole('button', { name: /^Next/ });

describe('IrregularVerbsTrainer', () => {
  beforeEach(() => {
    localStorage.clear();
    useIrregularVerbsStore.setState(initial, true);
    mockLoad.mockReset();
    mockLoad.mockImplementation(() => Promise.resolve(verbLists));
  });

  it('keeps room in each field for the longest texts of every list, unseen and unread', () => {
    const room = longestTexts(
      verbLists.flatMap((list) => list.verbs),
      verbFields,
    );
    const { container } = render(
      <IrregularVerbsTrainer speakIcon={null} first={first} room={room} />,
    );
    const kept = [...container.querySelectorAll('[data-room]')];
    expect(kept.map((el) => el.getAttribute('data-room'))).toEqual(
      verbFields.flatMap((f) => room[f]),
    );
    for (const el of kept) expect(el.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll('dd')[3]!.textContent).toBe(first.verb.translation);
  });

  it('shows the first verb from the server until the lists have loaded', async () => {
    let resolve!: (lists: readonly VerbList[]) => void;
    mockLoad.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<IrregularVerbsTrainer speakIcon={null} first={first} />);
    expect(screen.getByText(first.verb.pastSimple)).toBeInTheDocument();
    expect(nextButton()).toHaveTextContent(`Next (${techVerbs.length})`);
    expect(nextButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'in meetings' })).toBeDisabled();

    await waitFor(() => expect(mockLoad).toHaveBeenCalled());
    await act(async () => resolve(verbLists));
    expect(nextButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'in meetings' })).toBeEnabled();
    expect(useIrregularVerbsStore.getState().current).not.toBeNull();
  });

  it('loads the real lists and store (their own chunks)', async () => {
    mockLoad.mockImplementation(() =>
      jest
        .requireActual<typeof import('@/lib/english/load-verb-lists')>(
          '@/lib/english/load-verb-lists',
        )
        .lazyVerbLists.load()
        .then(({ lists }) => lists),
    );
    render(<IrregularVerbsTrainer speakIcon={null} first={first} />);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(useIrregularVerbsStore.getState().lists).toHaveLength(verbLists.length);
  });

  it('says so when the lists cannot load, and keeps the first verb', async () => {
    mockLoad.mockRejectedValue(new Error('offline'));
    render(<IrregularVerbsTrainer speakIcon={null} first={first} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verb lists could not be loaded. Check your connection and reload the page.',
    );
    expect(screen.getByText(first.verb.pastSimple)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });
});
