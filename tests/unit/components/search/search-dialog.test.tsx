import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { SearchDialog } from '@/components/search/search-dialog';
import { searchTexts as t } from '@/content/search';
import type { Pagefind } from '@/lib/search/pagefind';
import type { PagefindResultData } from '@/lib/search/results';
import { deliverClose, fakeModalDialogs } from '../../support/dialog';

const push = jest.fn();
const prefetch = jest.fn();
// Next's router is one object for the page's life.
const router = { push, prefetch };
let pathname = '/';
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => pathname }));

const load = jest.fn<Promise<Pagefind>, []>();
jest.mock('@/lib/search/pagefind', () => ({
  loadPagefind: () => load(),
  keepOfflineCopy: () => {},
}));

const pagesData: (PagefindResultData & { language: string })[] = [
  {
    url: '/cv',
    excerpt: 'Node.js sobre <mark>Kubernetes</mark>',
    meta: { title: 'Currículum vitae', section: 'CV' },
    language: 'es',
  },
  {
    url: '/cv/en',
    excerpt: 'services on <mark>Kubernetes</mark> &amp; more <img src=x onerror=alert(1)>',
    meta: { title: 'Curriculum vitae', section: 'CV' },
    language: 'en',
  },
  {
    url: '/ee/irregularVerbs',
    excerpt: 'go <mark>went</mark> gone',
    meta: { title: 'Irregular Verbs', section: 'English' },
    language: 'en',
  },
  {
    url: '/ee/tips',
    excerpt: 'I have a <mark>meeting</mark> at ten',
    meta: { title: 'English tips', section: 'English' },
    language: 'en',
    sub_results: [
      {
        title: 'I have a meeting at ten.',
        url: '/ee/tips#phrase-meeting',
        excerpt: 'I have a <mark>meeting</mark> at ten',
        anchor: { element: 'li', id: 'phrase-meeting', location: 4 },
        locations: [4],
      },
    ],
  },
];

function fakePagefind() {
  const debouncedSearch = jest.fn(
    async (term: string, options?: { filters?: Record<string, string | string[]> }) => {
      const language = options?.filters?.language;
      const hits = pagesData.filter(
        (p) =>
          p.excerpt.toLowerCase().includes(term.toLowerCase()) &&
          (!language || p.language === language),
      );
      return { results: hits.map((p) => ({ id: p.url, data: async () => p })) };
    },
  );
  const pagefind: Pagefind = {
    options: async () => {},
    init: async () => {},
    debouncedSearch,
  };
  return { pagefind, debouncedSearch };
}

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
  fakeModalDialogs({ closeEvent: 'sync' });
});

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
  load.mockReset();
});

async function openDialog(onClose = jest.fn()) {
  const user = userEvent.setup();
  render(<SearchDialog closeIcon={null} open onClose={onClose} />);
  const field = await screen.findByRole('combobox', { name: t.inputLabel });
  return { user, field, onClose };
}

describe('SearchDialog', () => {
  it('shows the results as options with title, section and a highlighted excerpt', async () => {
    load.mockResolvedValue(fakePagefind().pagefind);
    const { user, field } = await openDialog();
    expect(field).toHaveFocus();
    await user.type(field, 'kubernetes');
    expect(await screen.findByRole('status')).toHaveTextContent(t.count(2));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Currículum vitae');
    expect(options[0]).toHaveTextContent('CV');
    expect(within(options[0]!).getByText('Kubernetes').tagName).toBe('MARK');
    // The excerpt is text: the escaped ampersand shows as '&', the stray tag never renders.
    expect(options[1]).toHaveTextContent('services on Kubernetes & more');
    expect(options[1]!.querySelector('img')).toBeNull();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    load.mockResolvedValue(fakePagefind().pagefind);
    const { user, field, onClose } = await openDialog();
    await user.type(field, 'kubernetes');
    await screen.findByText(t.count(2));
    const options = screen.getAllByRole('option');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/cv/en');
  });

  describe('a result with an anchor', () => {
    // The browser delivers `close` a task after the dialog closed: the test does, as it would.
    beforeAll(() => fakeModalDialogs());
    afterAll(() => fakeModalDialogs({ closeEvent: 'sync' }));

    /** The page behind: its search button, and a phrase with an anchor. */
    let pageShown: HTMLElement;
    beforeEach(() => {
      pageShown = document.createElement('div');
      pageShown.innerHTML =
        '<button>Search</button><main><h1>Tips</h1><ul><li id="phrase-meeting">I have a meeting</li></ul></main>';
      document.body.append(pageShown);
    });
    afterEach(() => {
      pageShown.remove();
      pathname = '/';
    });

    /** The dialog as the search button holds it: opened from the button, closed by it. */
    function Opened() {
      const [open, setOpen] = useState(true);
      const close = useCallback(() => setOpen(false), []);
      return <SearchDialog closeIcon={null} open={open} onClose={close} />;
    }

    async function chooseMeeting() {
      load.mockResolvedValue(fakePagefind().pagefind);
      const opener = pageShown.querySelector('button')!;
      opener.focus();
      const user = userEvent.setup();
      render(<Opened />);
      const field = await screen.findByRole('combobox', { name: t.inputLabel });
      await user.type(field, 'meeting');
      await screen.findByText(t.count(1));
      await user.keyboard('{Enter}');
      expect(push).toHaveBeenCalledWith('/ee/tips#phrase-meeting');
      expect(document.querySelector('dialog')!.open).toBe(false);
      deliverClose(document.querySelector('dialog')!);
      return { opener, phrase: document.getElementById('phrase-meeting')! };
    }

    it('on the page shown gets the focus and the mark once the dialog has closed', async () => {
      pathname = '/ee/tips';
      const { phrase } = await chooseMeeting();
      // Not given back to the search button by the dialog's close.
      expect(document.activeElement).toBe(phrase);
      expect(phrase).toHaveAttribute('data-destination');
    });

    it('on another page is left to the navigation', async () => {
      const { opener, phrase } = await chooseMeeting();
      expect(document.activeElement).toBe(opener);
      expect(phrase).not.toHaveAttribute('data-destination');
    });
  });

  it('fetches the page of the highlighted result once it stays highlighted', async () => {
    load.mockResolvedValue(fakePagefind().pagefind);
    const { user, field } = await openDialog();
    await user.type(field, 'kubernetes');
    await screen.findByText(t.count(2));
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith('/cv'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(prefetch).toHaveBeenLastCalledWith('/cv/en'));
    // Only the results that stayed highlighted: none for the words typed on the way.
    expect(prefetch.mock.calls).toEqual([['/cv'], ['/cv/en']]);
  });

  it('narrows the search to one language', async () => {
    const { pagefind, debouncedSearch } = fakePagefind();
    load.mockResolvedValue(pagefind);
    const { user, field } = await openDialog();
    await user.type(field, 'kubernetes');
    await screen.findByText(t.count(2));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await screen.findByText(t.count(1));
    expect(screen.getByRole('option')).toHaveTextContent('Curriculum vitae');
    expect(debouncedSearch).toHaveBeenLastCalledWith(
      'kubernetes',
      { filters: { language: 'en' } },
      expect.any(Number),
    );
  });

  it('says when nothing matches', async () => {
    load.mockResolvedValue(fakePagefind().pagefind);
    const { user, field } = await openDialog();
    await user.type(field, 'zzz');
    expect(await screen.findByText(t.noResults('zzz'))).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('says "No results" when the index answers with a letter of the query only', async () => {
    // Pagefind answers a word it lacks with its longest prefix that it holds: here "a".
    const anyA = { url: '/cv', excerpt: '<mark>a</mark> team', meta: { title: 'CV' } };
    load.mockResolvedValue({
      options: async () => {},
      init: async () => {},
      debouncedSearch: async () => ({ results: [{ id: '/cv', data: async () => anyA }] }),
    });
    const { user, field } = await openDialog();
    await user.click(field);
    await user.paste('a'.repeat(10_000));
    // The line repeats the query cut to 60 characters.
    expect(await screen.findByText(t.noResults(`${'a'.repeat(60)}…`))).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says when search cannot load, and tries again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    const { user } = await openDialog();
    expect(await screen.findByText(t.unavailable)).toBeInTheDocument();
    load.mockResolvedValue(fakePagefind().pagefind);
    await user.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.typeToSearch));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('links to the shareable results page of the current words', async () => {
    load.mockResolvedValue(fakePagefind().pagefind);
    const { user, field } = await openDialog();
    await user.type(field, 'went');
    await act(async () => {});
    expect(screen.getByRole('link', { name: t.allResults })).toHaveAttribute(
      'href',
      '/search?q=went',
    );
  });
});
