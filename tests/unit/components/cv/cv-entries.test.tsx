import { act, fireEvent, render, screen } from '@testing-library/react';
import { Experience, Study } from '@/components/cv/cv-entries';
import { ExperienceTags } from '@/components/cv/experience-tags';
import type { CvExperience, CvStudy } from '@/content/cv/types';

const experience: CvExperience = {
  business: 'Acme',
  isOpen: false,
  positions: [
    { name: 'Lead', date: '2022 – now', description: 'Led the team.' },
    { name: 'Developer', date: '2020 – 2021', description: 'Wrote the code.' },
  ],
  tags: [{ name: 'Go', link: 'https://go.dev' }],
};

function panelOf(text: string): HTMLElement {
  const panel = screen.getByText(text).closest<HTMLElement>('[data-collapsible-panel]');
  if (!panel) throw new Error(`no panel around ${text}`);
  return panel;
}

function isShown(panel: HTMLElement): boolean {
  return !panel.classList.contains('hidden');
}

describe('Experience (ExperienceBlock with its texts as static markup)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every position with a dash and its period, descriptions in closed panels', () => {
    render(<Experience experience={experience} lang="en" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lead' }).parentElement).toHaveTextContent(
      'Lead – 2022 – now',
    );
    expect(isShown(panelOf('Led the team.'))).toBe(false);
    expect(isShown(panelOf('Wrote the code.'))).toBe(false);
  });

  it('opens at once and closes 1000 ms after the click', () => {
    render(<Experience experience={experience} lang="en" />);
    const heading = screen.getByRole('button', { name: 'Acme' });
    fireEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(isShown(panelOf('Led the team.'))).toBe(true);
    expect(panelOf('Led the team.')).toHaveAttribute('data-state', 'open');

    fireEvent.click(screen.getByRole('button', { name: 'Developer' }));
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Wrote the code.')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(999));
    expect(isShown(panelOf('Wrote the code.'))).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isShown(panelOf('Wrote the code.'))).toBe(false);
    expect(isShown(panelOf('Led the team.'))).toBe(false);
  });

  it('points each toggle at the panels it controls', () => {
    render(<Experience experience={experience} lang="en" />);
    const ids = [panelOf('Led the team.').id, panelOf('Wrote the code.').id];
    expect(screen.getByRole('button', { name: 'Acme' })).toHaveAttribute(
      'aria-controls',
      ids.join(' '),
    );
    expect(screen.getByRole('button', { name: 'Developer' })).toHaveAttribute(
      'aria-controls',
      ids[1],
    );
  });

  it('shows the employer tags it is given, with the block closed', () => {
    render(<Experience experience={experience} lang="es" />);
    expect(screen.getByRole('link', { name: 'Go (se abre en una pestaña nueva)' })).toBeVisible();
  });

  it('opens employer tags in a new tab', () => {
    render(<ExperienceTags tags={experience.tags} lang="en" />);
    const tag = screen.getByRole('link', { name: 'Go (opens in a new tab)' });
    expect(tag).toHaveAttribute('href', 'https://go.dev');
    expect(tag).toHaveAttribute('target', '_blank');
    expect(tag).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Study (StudyBlock with its texts as static markup)', () => {
  const study: CvStudy = {
    title: 'Computer Engineering',
    origin: 'University of <Somewhere>',
    date: '2012 – 2016',
    description: 'Algorithms & <b>systems</b>.',
    isOpen: true,
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows institution and period, and the description while open; text stays text', () => {
    const { container } = render(<Study study={study} />);
    const toggle = screen.getByRole('button', { name: 'Computer Engineering' });
    expect(container).toHaveTextContent('University of <Somewhere> · 2012 – 2016');
    expect(container.querySelector('b')).toBeNull();
    expect(isShown(panelOf('Algorithms & <b>systems</b>.'))).toBe(true);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.runAllTimers());
    expect(isShown(panelOf('Algorithms & <b>systems</b>.'))).toBe(false);
    // Institution and period stay.
    expect(container).toHaveTextContent('University of <Somewhere> · 2012 – 2016');
  });
});
