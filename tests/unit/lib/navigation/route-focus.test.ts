import {
  DESTINATION,
  focusNewPage,
  hashOnPage,
  markDestination,
} from '@/lib/navigation/route-focus';

function page(html: string) {
  document.body.innerHTML = html;
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusNewPage', () => {
  /** A menu link (focused first), an id outside <main>, the heading, controls and a row. */
  const PAGE =
    '<nav id="top-menu"><a href="/cv">CV</a></nav><main><h1>Verbs</h1><button>Print</button>' +
    '<ul><li id="verb-tech-go">go</li></ul><a id="más" href="#más">más</a></main>';

  // A heading or a row takes the focus from script only (tabindex -1); a control keeps its own.
  it.each([
    ["the page's heading, for no name", '', 'h1', '-1'],
    ['the element the address names, in the page', '#verb-tech-go', '#verb-tech-go', '-1'],
    ['the control an encoded name names, keeping its focusability', '#m%C3%A1s', '#más', null],
    ['the heading, for a name that is missing', '#nowhere', 'h1', '-1'],
    ['the heading, for a malformed name', '#%E0%A4%A', 'h1', '-1'],
    ['the heading, for a name outside the page (<main>)', '#top-menu', 'h1', '-1'],
    ['the heading, for an empty name', '#', 'h1', '-1'],
  ])('focuses %s (%j)', (_, hash, selector, tabindex) => {
    const doc = page(PAGE);
    doc.querySelector('a')!.focus();
    const target = doc.querySelector(selector);
    expect(focusNewPage(doc, hash)).toBe(target);
    expect(doc.activeElement).toBe(target);
    expect(target!.getAttribute('tabindex')).toBe(tabindex);
  });

  it('does nothing on a page without a heading', () => {
    const doc = page('<nav><a href="/">Home</a></nav><main><p>Redirecting</p></main>');
    doc.querySelector('a')!.focus();
    expect(focusNewPage(doc, '')).toBeNull();
    expect(doc.activeElement).toBe(doc.querySelector('a'));
  });
});

describe('markDestination', () => {
  it('marks the element the address names, and only that one', () => {
    const doc = page(
      '<main><h1>Verbs</h1><ul><li id="verb-go">go</li><li id="verb-be">be</li></ul></main>',
    );
    const marked = () => [...doc.querySelectorAll(`[${DESTINATION}]`)].map((el) => el.id);
    markDestination(doc, '#verb-go');
    expect(marked()).toEqual(['verb-go']);
    markDestination(doc, '#verb-be');
    expect(marked()).toEqual(['verb-be']);
    // Moving the focus elsewhere (the heading, after a notice is dismissed) keeps it.
    focusNewPage(doc, '');
    expect(marked()).toEqual(['verb-be']);
    // An address without a name, or with one that is not there, has no destination.
    markDestination(doc, '#verb-have');
    expect(marked()).toEqual([]);
    markDestination(doc, '#verb-go');
    markDestination(doc, '');
    expect(marked()).toEqual([]);
  });
});

describe('hashOnPage', () => {
  it.each([
    ['/ee/tips#phrase-hi', '/ee/tips', '#phrase-hi'],
    ['/#projects', '/', '#projects'],
    // Another page, or no name: null.
    ['/ee/tips#phrase-hi', '/ee/phrasalVerbs', null],
    ['/ee/tips', '/ee/tips', null],
    ['/ee/tips#', '/ee/tips', null],
  ])('answers the name of %s on the page %s shown: %p', (url, pathname, hash) => {
    expect(hashOnPage(url, pathname)).toBe(hash);
  });
});
