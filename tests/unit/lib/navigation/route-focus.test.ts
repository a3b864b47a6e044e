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
  it("focuses the page's heading, which takes the focus from script only", () => {
    const doc = page(
      '<nav><a href="/cv">CV</a></nav><main><h1>Curriculum</h1><button>Print</button></main>',
    );
    doc.querySelector('a')!.focus();
    const focused = focusNewPage(doc, '');
    const heading = doc.querySelector('h1')!;
    expect(focused).toBe(heading);
    expect(doc.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses the element the address names, in the page', () => {
    const doc = page('<main><h1>Verbs</h1><ul><li id="verb-tech-go">go</li></ul></main>');
    expect(focusNewPage(doc, '#verb-tech-go')).toBe(doc.getElementById('verb-tech-go'));
    expect(doc.activeElement?.id).toBe('verb-tech-go');
  });

  it('reads an encoded name, and keeps the focusability of a control', () => {
    const doc = page('<main><h1>Tips</h1><a id="más" href="#más">más</a></main>');
    const focused = focusNewPage(doc, '#m%C3%A1s');
    expect(focused?.id).toBe('más');
    expect(focused?.hasAttribute('tabindex')).toBe(false);
  });

  it('falls back to the heading for a name that is missing, malformed or outside the page', () => {
    const doc = page('<nav id="top-menu"><a href="/">Home</a></nav><main><h1>Home</h1></main>');
    const heading = doc.querySelector('h1');
    expect(focusNewPage(doc, '#nowhere')).toBe(heading);
    expect(focusNewPage(doc, '#%E0%A4%A')).toBe(heading);
    expect(focusNewPage(doc, '#top-menu')).toBe(heading);
    expect(focusNewPage(doc, '#')).toBe(heading);
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
  it('answers the name of an address on the page shown', () => {
    expect(hashOnPage('/ee/tips#phrase-hi', '/ee/tips')).toBe('#phrase-hi');
    expect(hashOnPage('/#projects', '/')).toBe('#projects');
  });

  it('answers null for another page, or no name', () => {
    expect(hashOnPage('/ee/tips#phrase-hi', '/ee/phrasalVerbs')).toBeNull();
    expect(hashOnPage('/ee/tips', '/ee/tips')).toBeNull();
    expect(hashOnPage('/ee/tips#', '/ee/tips')).toBeNull();
  });
});
