import { render, screen } from '@testing-library/react';
import { ProjectGrid } from '@/components/home/project-grid';
import { home, projects } from '@/content/home';

describe('ProjectGrid', () => {
  it('shows each card in order with its described picture; a code link only when given', () => {
    const [first, second] = projects;
    render(
      <ProjectGrid
        projects={[{ ...first!, codeUrl: 'https://code.example/site' }, second!]}
        tagsLabel={home.tagsLabel}
        codeLink={home.codeLink}
        codeOf={home.codeOf}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      first!.href,
      second!.href,
    ]);
    expect(screen.getByRole('img', { name: first!.shows })).toBeInTheDocument();
    const code = screen.getByRole('link', { name: new RegExp(`^${home.codeLink} of`) });
    expect(code).toHaveAttribute('href', 'https://code.example/site');
    expect(items[0]).toContainElement(code);
    expect(screen.getAllByRole('link', { name: new RegExp(home.codeLink) })).toHaveLength(1);
  });
});
