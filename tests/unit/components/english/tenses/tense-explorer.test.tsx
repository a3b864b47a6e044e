import { fireEvent, render, screen, within } from '@testing-library/react';
import { TenseExplorer } from '@/components/english/tenses/tense-explorer';

function cell(tense: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(
    `[data-testid="tense-cell"][data-tense="${tense}"]`,
  );
  if (!found) throw new Error(tense);
  return found;
}

const sentenceButton = (tense: string) => within(cell(tense)).getAllByRole('button')[0]!;

describe('TenseExplorer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ee/verbalTenses'));

  it('renders the default selection: twelve cells for I / affirmative / study English', () => {
    render(<TenseExplorer />);
    expect(screen.getAllByTestId('tense-cell')).toHaveLength(12);
    expect(sentenceButton('present-simple')).toHaveTextContent('I study English.');
    expect(sentenceButton('future-perfect-continuous')).toHaveTextContent(
      'I will have been studying English.',
    );
    expect(screen.getByRole('radio', { name: 'I' })).toBeChecked();
    expect(screen.queryByTestId('verb-forms')).not.toBeInTheDocument();
  });

  it('reads the selection from the URL and writes changes back to it', () => {
    window.history.replaceState(
      null,
      '',
      '/ee/verbalTenses?subject=he-she-it&form=interrogative&example=1',
    );
    render(<TenseExplorer />);
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

  it('describes each sentence with its Spanish translation and pins it open on click', () => {
    render(<TenseExplorer />);
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

  it('explains under the subjects why the third person reads He/She', () => {
    render(<TenseExplorer />);
    const subjects = screen.getByRole('group', { name: 'Subject' });
    expect(subjects).toHaveAccessibleDescription(/third person reads He\/She/);
  });

  it('shows the natural sentence in the continuous cells of a stative verb and strikes the literal one', () => {
    window.history.replaceState(null, '', '/ee/verbalTenses?example=10');
    render(<TenseExplorer />);
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

  it('names the Spanish tense a cell actually uses', () => {
    window.history.replaceState(null, '', '/ee/verbalTenses?example=8');
    render(<TenseExplorer />);
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
