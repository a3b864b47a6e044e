import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TenseExplorer } from '@/components/english/tenses/tense-explorer';
import { tenseExamples } from '@/content/english/tense-examples';
import { tensesPage } from '@/content/english/tense-texts';
import { phraseText } from '@/lib/english/conjugate-en';
import type { TenseEngine } from '@/lib/english/tenses/load-engine';
import { DEFAULT_SELECTION } from '@/lib/english/tenses/selection';
import { tenseTable } from '@/lib/english/tenses/table';

// Counts the cells' renders (and renders them): the page's load must not draw the
// server's table twice.
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
const phrases = tenseExamples.map((example) => example.en);
const first = tenseTable(tenseExamples[0]!, DEFAULT_SELECTION.subject, DEFAULT_SELECTION.form);
const table = () => screen.getByRole('table', { name: 'The twelve tenses' });

/** Renders the explorer as the page does and waits for its examples to load. */
async function renderExplorer() {
  render(<TenseExplorer speakIcon={null} names={names} phrases={phrases} first={first} />);
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
}

function cell(tense: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(
    `[data-testid="tense-cell"][data-tense="${tense}"]`,
  );
  if (!found) throw new Error(tense);
  return found;
}

const sentenceButton = (tense: string) => within(cell(tense)).getAllByRole('button')[0]!;

describe('TenseExplorer', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/ee/verbalTenses');
    mockLoad.mockReset();
    mockLoad.mockImplementation(() => realEngine.load());
  });

  it('shows the first table from the server while the examples load, then the selection', async () => {
    let release: (engine: TenseEngine) => void = () => {};
    mockLoad.mockReturnValue(new Promise((resolve) => (release = resolve)));
    window.history.replaceState(null, '', '/ee/verbalTenses?form=negative');
    render(<TenseExplorer speakIcon={null} names={names} phrases={phrases} first={first} />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(sentenceButton('present-simple')).toHaveTextContent('I study English.');
    expect(screen.getByLabelText('Example')).toHaveDisplayValue('study English');
    release(await realEngine.load());
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(sentenceButton('present-simple')).toHaveTextContent("I don't study English.");
  });

  it('is not busy on the default selection, which the server rendered', () => {
    mockLoad.mockReturnValue(new Promise(() => {}));
    render(<TenseExplorer speakIcon={null} names={names} phrases={phrases} first={first} />);
    expect(table()).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(screen.getByRole('radio', { name: 'Negative' }));
    expect(table()).toHaveAttribute('aria-busy', 'true');
  });

  it('does not draw the table again when the examples arrive on the default selection', async () => {
    const engine = await realEngine.load();
    let release: (value: TenseEngine) => void = () => {};
    mockLoad.mockReturnValue(new Promise((resolve) => (release = resolve)));
    cellRenders.mockClear();
    render(<TenseExplorer speakIcon={null} names={names} phrases={phrases} first={first} />);
    expect(cellRenders).toHaveBeenCalledTimes(12);
    await act(async () => release(engine));
    expect(cellRenders).toHaveBeenCalledTimes(12);
  });

  it("shows the server's table on the default selection, not the engine's copy of it", async () => {
    const engine = await realEngine.load();
    // An engine whose table differs shows that the default comes from the server.
    const other = tenseTable(tenseExamples[1]!, DEFAULT_SELECTION.subject, DEFAULT_SELECTION.form);
    const loaded = Promise.resolve({ ...engine, tenseTable: () => other });
    mockLoad.mockReturnValue(loaded);
    render(<TenseExplorer speakIcon={null} names={names} phrases={phrases} first={first} />);
    await act(() => loaded);
    expect(sentenceButton('present-simple')).toHaveTextContent('I study English.');
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('says so when the examples cannot load, and keeps the first table', async () => {
    mockLoad.mockRejectedValue(new Error('offline'));
    render(<TenseExplorer speakIcon={null} names={names} phrases={phrases} first={first} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Negative' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The other examples could not be loaded',
    );
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(sentenceButton('present-simple')).toHaveTextContent('I study English.');
  });

  it('renders the default selection: twelve cells for I / affirmative / study English', async () => {
    await renderExplorer();
    expect(screen.getAllByTestId('tense-cell')).toHaveLength(12);
    expect(sentenceButton('present-simple')).toHaveTextContent('I study English.');
    expect(sentenceButton('future-perfect-continuous')).toHaveTextContent(
      'I will have been studying English.',
    );
    expect(screen.getByRole('radio', { name: 'I' })).toBeChecked();
    expect(screen.queryByTestId('verb-forms')).not.toBeInTheDocument();
  });

  it('reads the selection from the URL and writes changes back to it', async () => {
    window.history.replaceState(
      null,
      '',
      '/ee/verbalTenses?subject=he-she-it&form=interrogative&example=1',
    );
    await renderExplorer();
    expect(sentenceButton('present-perfect-continuous')).toHaveTextContent(
      'Has he/she been taking notes?',
    );
    expect(screen.getByTestId('verb-forms')).toHaveTextContent('took');

    fireEvent.click(screen.getByRole('radio', { name: 'Negative' }));
    expect(window.location.search).toBe('?subject=he-she-it&form=negative&example=1');
    expect(sentenceButton('present-simple')).toHaveTextContent("He/She doesn't take notes.");

    fireEvent.change(screen.getByLabelText('Example'), { target: { value: '0' } });
    expect(window.location.search).toBe('?subject=he-she-it&form=negative');
    expect(screen.queryByTestId('verb-forms')).not.toBeInTheDocument();
  });

  it('labels each verb form with the words of the content, and gives both pasts of "be"', async () => {
    window.history.replaceState(null, '', '/ee/verbalTenses?example=5');
    await renderExplorer();
    const forms = screen.getByTestId('verb-forms');
    const pairs = [...forms.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    const labels = tensesPage.verbFormLabels;
    expect(pairs).toEqual(
      expect.arrayContaining([
        [labels.en.base, 'be'],
        [labels.en.past, tensesPage.pastOfBe],
        [labels.en.participle, 'been'],
        [labels.es.infinitive, 'ser'],
        [labels.es.preterite, 'fui'],
      ]),
    );
    expect(pairs).toHaveLength(11);
  });

  it('describes each sentence with its Spanish translation and pins it open on click', async () => {
    await renderExplorer();
    const button = sentenceButton('present-perfect-continuous');
    expect(button).toHaveAccessibleDescription(/Yo he estado estudiando inglés\./);
    const translation = within(cell('present-perfect-continuous')).getByTestId('tense-translation');
    expect(translation).toHaveAttribute('lang', 'es');
    expect(translation).toHaveClass('invisible');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(translation).toHaveClass('visible');
    expect(translation).not.toHaveClass('invisible');
  });

  it('explains under the subjects why the third person reads He/She', async () => {
    await renderExplorer();
    const subjects = screen.getByRole('group', { name: 'Subject' });
    expect(subjects).toHaveAccessibleDescription(/third person reads He\/She/);
  });

  it('shows the natural sentence in the continuous cells of a stative verb and strikes the literal one', async () => {
    window.history.replaceState(null, '', '/ee/verbalTenses?example=10');
    await renderExplorer();
    const wrongLines = screen.getAllByTestId('tense-wrong');
    expect(wrongLines).toHaveLength(6);
    for (const line of wrongLines) {
      expect(line.closest('[data-tense]')?.getAttribute('data-tense')).toMatch(/-continuous$/);
      expect(line).toHaveTextContent(/^✗ Don't say: /);
      expect(line.querySelector('s')).not.toBeNull();
    }
    expect(sentenceButton('present-continuous')).toHaveTextContent('I am learning how to program.');
    expect(within(cell('present-continuous')).getByTestId('tense-wrong')).toHaveTextContent(
      "Don't say: I am knowing how to program.",
    );
    expect(sentenceButton('present-continuous')).toHaveAccessibleDescription(
      /Yo estoy aprendiendo a programar\..*Don't say: I am knowing how to program\..*stative/,
    );
    expect(within(cell('past-simple')).getByTestId('tense-translation')).toHaveTextContent(
      'Pretérito imperfecto Yo sabía programar.',
    );
    expect(within(cell('present-simple')).queryByTestId('tense-note')).not.toBeInTheDocument();
  });

  it('names the Spanish tense a cell actually uses', async () => {
    window.history.replaceState(null, '', '/ee/verbalTenses?example=8');
    await renderExplorer();
    expect(within(cell('present-continuous')).getByTestId('tense-translation')).toHaveTextContent(
      'Presente Yo tengo una reunión a las 10.',
    );
    expect(sentenceButton('present-perfect-simple')).toHaveTextContent(
      'I have had a meeting today.',
    );
    expect(within(cell('present-perfect-simple')).getByTestId('tense-wrong')).toHaveTextContent(
      "Don't say: I have had a meeting at 10.",
    );
  });
});
