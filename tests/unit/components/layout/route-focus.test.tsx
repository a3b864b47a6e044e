import { act, render } from '@testing-library/react';
import { RouteFocus } from '@/components/layout/route-focus';

let currentPath = '/helloworld';
jest.mock('next/navigation', () => ({
  usePathname: () => currentPath,
}));

/** What the router does on a client-side navigation: the new address, then the new page. */
function navigate(rerender: () => void, path: string, newPage: string, pageEffect?: () => void) {
  act(() => {
    window.history.pushState(null, '', path);
    currentPath = path.split('#')[0]!;
    document.querySelector('main')!.innerHTML = newPage;
    // The new page's own effects run before the layout's.
    pageEffect?.();
    rerender();
  });
}

describe('RouteFocus', () => {
  let rerender: () => void;

  beforeEach(() => {
    currentPath = '/helloworld';
    window.history.replaceState(null, '', '/helloworld');
    document.body.innerHTML =
      '<nav><a id="cv-link" href="/cv">CV</a></nav><main><h1>Hello</h1><a id="own" href="/2048">2048</a></main>';
    const view = render(<RouteFocus />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    rerender = () => view.rerender(<RouteFocus />);
  });

  it('leaves the focus alone on the first page', () => {
    const link = document.getElementById('cv-link')!;
    link.focus();
    rerender();
    expect(document.activeElement).toBe(link);
  });

  it('moves the focus from the link followed to the new heading', () => {
    document.getElementById('cv-link')!.focus();
    navigate(rerender, '/cv', '<h1>Curriculum</h1>');
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.activeElement?.textContent).toBe('Curriculum');
  });

  it('moves the focus to the element the address names', () => {
    document.getElementById('own')!.focus();
    navigate(
      rerender,
      '/ee/irregularVerbs#verb-tech-go',
      '<h1>Verbs</h1><p id="verb-tech-go">go</p>',
    );
    expect(document.activeElement?.id).toBe('verb-tech-go');
  });

  it('keeps a focus the new page took itself', () => {
    document.getElementById('cv-link')!.focus();
    navigate(rerender, '/pokemonGame', '<h1>Pokémon</h1><input id="guess" />', () =>
      document.getElementById('guess')!.focus(),
    );
    expect(document.activeElement?.id).toBe('guess');
  });

  it('does not move the focus when only the query changes', () => {
    const link = document.getElementById('own')!;
    link.focus();
    act(() => {
      window.history.pushState(null, '', '/helloworld?q=go');
      rerender();
    });
    expect(document.activeElement).toBe(link);
  });

  it('marks the element the address names, also when the new page took the focus', () => {
    navigate(
      rerender,
      '/ee/tips#phrase-hi',
      '<h1>Tips</h1><input id="answer" /><p id="phrase-hi">Hi</p>',
      () => document.getElementById('answer')!.focus(),
    );
    expect(document.activeElement?.id).toBe('answer');
    expect(document.getElementById('phrase-hi')).toHaveAttribute('data-destination');
  });

  it("drops the mark when a fragment link moves the browser's own :target", () => {
    navigate(
      rerender,
      '/ee/tips#phrase-hi',
      '<h1>Tips</h1><p id="phrase-hi">Hi</p><p id="phrase-bye">Bye</p>',
    );
    const phrase = document.getElementById('phrase-hi')!;
    expect(phrase).toHaveAttribute('data-destination');
    act(() => {
      window.location.hash = 'phrase-bye';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(phrase).not.toHaveAttribute('data-destination');
  });
});
