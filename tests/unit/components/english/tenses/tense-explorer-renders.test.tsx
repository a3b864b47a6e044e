import { act, render, screen } from '@testing-library/react';
import { TenseExplorer } from '@/components/english/tenses/tense-explorer';
import { tenseExamples } from '@/content/english/tense-examples';
import { phraseText } from '@/lib/english/conjugate-en';
import type { TenseEngine } from '@/lib/english/tenses/load-engine';
import { DEFAULT_SELECTION } from '@/lib/english/tenses/selection';
import { tenseTable } from '@/lib/english/tenses/table';

// Counts the cells' renders: the page's load must not draw the server's table twice.
const cellRenders = jest.fn();
jest.mock('@/components/english/tenses/tense-cell', () => {
  const actual = jest.requireActual<typeof import('@/components/english/tenses/tense-cell')>(
    '@/components/english/tenses/tense-cell',
  );
  return {
    TenseCell: (props: Parameters<typeof actual.TenseCell>[0]) => {
      cellRenders(props.tense);
      return actual.TenseCell(props);
    },
  };
});

const mockLoad = jest.fn<Promise<TenseEngine>, []>();
jest.mock('@/lib/english/tenses/load-engine', () => ({
  lazyTenseEngine: { current: () => undefined, load: () => mockLoad() },
}));
const { lazyTenseEngine: realEngine } = jest.requireActual<
  typeof import('@/lib/english/tenses/load-engine')
>('@/lib/english/tenses/load-engine');

const names = tenseExamples.map((example) => phraseText(example.en));
const first = tenseTable(tenseExamples[0]!, DEFAULT_SELECTION.subject, DEFAULT_SELECTION.form);

describe('TenseExplorer on the default selection', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/ee/verbalTenses');
    cellRenders.mockClear();
  });

  it('does not draw the table again when the examples arrive', async () => {
    const engine = await realEngine.load();
    let release: (value: TenseEngine) => void = () => {};
    mockLoad.mockReturnValue(new Promise((resolve) => (release = resolve)));
    render(<TenseExplorer names={names} first={first} />);
    expect(cellRenders).toHaveBeenCalledTimes(12);
    await act(async () => release(engine));
    expect(cellRenders).toHaveBeenCalledTimes(12);
  });

  it("shows the server's table, not the engine's copy of it", async () => {
    const engine = await realEngine.load();
    // An engine whose table differs shows that the default comes from the server.
    const other = tenseTable(tenseExamples[1]!, DEFAULT_SELECTION.subject, DEFAULT_SELECTION.form);
    mockLoad.mockResolvedValue({ ...engine, tenseTable: () => other });
    render(<TenseExplorer names={names} first={first} />);
    await act(() => mockLoad.mock.results[0]!.value as Promise<unknown>);
    const cell = document.querySelector('[data-tense="present-simple"]')!;
    expect(cell).toHaveTextContent('I study English.');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});
