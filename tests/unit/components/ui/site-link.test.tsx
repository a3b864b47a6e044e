import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/ui/site-link';

// Next's Link, reduced to what SiteLink decides: its `prefetch` and the handlers it
// passes on. (Next's Link ignores `prefetch` outside a production build.)
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    prefetch,
    href,
    children,
    ...props
  }: ComponentProps<'a'> & { prefetch?: unknown }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

function renderLink(props: Partial<ComponentProps<typeof SiteLink>> = {}) {
  render(
    <SiteLink href="/ee/tips" {...props}>
      Tips
    </SiteLink>,
  );
  return screen.getByRole('link', { name: 'Tips' });
}

describe('SiteLink', () => {
  it('fetches nothing ahead while the visitor has shown no intent', () => {
    const link = renderLink({ className: 'chip' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(link).toHaveAttribute('href', '/ee/tips');
    expect(link).toHaveClass('chip');
  });

  it.each([
    ['the pointer over it', (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ['the keyboard focus on it', (link: HTMLElement) => fireEvent.focus(link)],
    ['a finger on it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('turns Next’s default prefetch on with %s', (_, showIntent) => {
    const link = renderLink();
    showIntent(link);
    expect(link).toHaveAttribute('data-prefetch', 'auto');
  });
});
