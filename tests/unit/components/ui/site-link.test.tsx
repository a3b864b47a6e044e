import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLinkNavigator } from '@/components/layout/site-link-navigator';
import { SiteLink } from '@/components/ui/site-link';

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

function renderLinks() {
  render(
    <>
      <SiteLinkNavigator />
      <SiteLink href="/ee/tips" className="chip">
        <span>Tips</span>
      </SiteLink>
      <SiteLink href="/ee/irregularVerbs#verb-tech-be">Be</SiteLink>
      <SiteLink href="/cv" onClick={(event) => event.preventDefault()}>
        CV
      </SiteLink>
      <a href="/assets/cv.pdf">PDF</a>
    </>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('SiteLink', () => {
  it('is a plain link to the page, marked for the navigator', () => {
    render(
      <SiteLink href="/ee/tips" className="chip">
        Tips
      </SiteLink>,
    );
    expect(link('Tips')).toHaveAttribute('href', '/ee/tips');
    expect(link('Tips')).toHaveAttribute('data-site-link', '');
    expect(link('Tips')).toHaveClass('chip');
  });
});

describe('SiteLinkNavigator', () => {
  beforeEach(() => {
    router.push.mockClear();
    router.prefetch.mockClear();
  });

  it('follows a plain click on a site link with the client router', () => {
    renderLinks();
    // From the link's words inside it, too.
    const followed = fireEvent.click(screen.getByText('Tips'));
    expect(followed).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/ee/tips');
    fireEvent.click(link('Be'));
    expect(router.push).toHaveBeenLastCalledWith('/ee/irregularVerbs#verb-tech-be');
  });

  it('leaves every link to the browser while it is offline, and fetches nothing ahead', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderLinks();
      fireEvent.mouseOver(link('Tips'));
      expect(fireEvent.click(link('Tips'))).toBe(true);
      expect(router.push).not.toHaveBeenCalled();
      expect(router.prefetch).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('leaves to the browser a click with a modifier, a link not marked, and a click its handler took', () => {
    renderLinks();
    expect(fireEvent.click(link('Tips'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link('PDF'))).toBe(true);
    fireEvent.click(link('CV'));
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['the pointer over it', (target: HTMLElement) => fireEvent.mouseOver(target)],
    ['the keyboard focus on it', (target: HTMLElement) => fireEvent.focusIn(target)],
    ['a finger on it', (target: HTMLElement) => fireEvent.touchStart(target)],
  ])('fetches the page ahead with %s, once', (_, showIntent) => {
    renderLinks();
    showIntent(link('Tips'));
    showIntent(screen.getByText('Tips'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/ee/tips');
    // The page, not its fragment.
    showIntent(link('Be'));
    expect(router.prefetch).toHaveBeenLastCalledWith('/ee/irregularVerbs');
    showIntent(link('PDF'));
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    // Back on a link after leaving it: a new intent.
    showIntent(link('Be'));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = render(<SiteLinkNavigator />);
    unmount();
    render(<SiteLink href="/ee/tips">Tips</SiteLink>);
    fireEvent.click(link('Tips'));
    fireEvent.mouseOver(link('Tips'));
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
