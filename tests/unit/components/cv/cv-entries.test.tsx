import { render, screen } from '@testing-library/react';
import { Experience, Study } from '@/components/cv/cv-entries';
import type { CvExperience, CvStudy } from '@/content/cv/types';

const experience: CvExperience = {
  business: 'Acme',
  positions: [
    { name: 'Lead', date: '2022 – now', description: 'Led the team.', isOpen: true },
    {
      name: 'Developer',
      date: '2020 – 2021',
      description: '<b>Wrote</b> the code.',
      isOpen: false,
    },
  ],
  tags: [{ name: 'Go', link: 'https://go.dev' }],
};

const foldOf = (text: string) => screen.getByText(text).closest('details');

describe('CV entries', () => {
  it('show each position with its period; its description folds, open as composed', () => {
    render(<Experience experience={experience} lang="en" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('Lead').closest('summary')).toHaveTextContent('Lead – 2022 – now');
    expect(foldOf('Led the team.')).toHaveAttribute('open');
    // Text stays text.
    expect(foldOf('<b>Wrote</b> the code.')).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: /^Go/ })).toHaveAttribute('href', 'https://go.dev');
  });

  it('show a study with its institution and period; its description folds', () => {
    const study: CvStudy = {
      title: 'Engineering',
      origin: 'University',
      date: '2015',
      description: 'Studied.',
      isOpen: true,
    };
    render(<Study study={study} />);
    const summary = screen
      .getByRole('heading', { level: 3, name: 'Engineering' })
      .closest('summary');
    expect(summary).toHaveTextContent('University · 2015');
    expect(foldOf('Studied.')).toHaveAttribute('open');
  });
});
