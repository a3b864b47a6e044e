import { render, screen, within } from '@testing-library/react';
import { EnglishMenu } from '@/components/english/menu/english-menu';
import { topicIcons } from '@/components/ui/icons';
import { englishHome, englishMenu } from '@/content/english/menu';

const pathname = jest.fn<string | null, []>();

jest.mock('next/navigation', () => ({
  usePathname: () => pathname(),
}));

describe('EnglishMenu', () => {
  it('renders every option as a link in a named navigation, with their colours', () => {
    pathname.mockReturnValue('/ee');
    render(<EnglishMenu />);
    const nav = screen.getByRole('navigation', { name: englishHome.menuLabel });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(englishMenu.length);
    englishMenu.forEach((option, i) => {
      const link = links[i]!;
      expect(link).toHaveAccessibleName(option.name);
      expect(link).toHaveAttribute('href', option.route);
      // The icon's box, in the topic's colours.
      expect(link.querySelector('svg')!.parentElement).toHaveStyle({
        backgroundColor: option.background,
        color: option.textColor,
      });
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(link).not.toHaveAttribute('aria-current');
    });
  });

  it('marks only the current page', () => {
    pathname.mockReturnValue('/ee/modalVerbs');
    render(<EnglishMenu />);
    const current = screen
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Modal verbs');
  });

  it('has an icon for every icon key', () => {
    for (const option of englishMenu) expect(topicIcons[option.icon]).toBeInstanceOf(Function);
  });
});
