import {
  Component,
  createContext,
  createElement,
  createRef,
  Fragment,
  memo,
  StrictMode,
  Suspense,
  type ReactNode,
} from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderStaticMarkup, StaticMarkupError } from '@/lib/static-markup';

// React's own renderer is the reference: the renderer exists only because Next forbids
// `react-dom/server` in server components, so whatever it writes should be what React writes.

/** The markup as an HTML parser reads it back: spellings that mean the same fall away. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  // React hoists a preload for each eagerly loaded image; it is no part of the tree.
  template.content.querySelectorAll('link[rel="preload"][as="image"]').forEach((link) => {
    link.remove();
  });
  return template.innerHTML;
}

/** The error the renderer refused the tree with; fails the test if it rendered it. */
function refusal(tree: ReactNode): StaticMarkupError {
  try {
    renderStaticMarkup(tree);
  } catch (error) {
    expect(error).toBeInstanceOf(StaticMarkupError);
    return error as StaticMarkupError;
  }
  throw new Error('the tree was rendered, not refused');
}

const hostile = '<script>alert(1)</script>';
const specials = `Tom & Jerry <3 "quoted" 'single' > 🙂👩🏽‍💻`;
const longText = `${specials} `.repeat(400).slice(0, 10_000);

function Card({ title, level, children }: { title: string; level: number; children?: ReactNode }) {
  return (
    <article className="card" data-level={level} aria-labelledby={`card-${level}`}>
      <h3 id={`card-${level}`}>{title}</h3>
      {children}
    </article>
  );
}

function Row({ verb, forms }: { verb: string; forms: string[] }) {
  return (
    <tr id={`verb-${verb}`}>
      <th scope="row">{verb}</th>
      {forms.map((form) => (
        <td key={form} lang="en">
          {form}
        </td>
      ))}
    </tr>
  );
}

function Nothing() {
  return null;
}

function Several({ count }: { count: number }) {
  return (
    <>
      {count} items{count > 1 ? 's' : null}
      {[1, 2, 3].slice(0, count).map((n) => (
        <span key={n}>{n}</span>
      ))}
    </>
  );
}

function Text({ value }: { value: string }) {
  return value;
}

/** Trees both renderers must write to the very same string. */
const sameString: { name: string; tree: ReactNode }[] = [
  {
    name: 'style objects with text values, custom properties and values left out',
    tree: (
      <div>
        <span style={{ backgroundColor: '#fde68a', color: ' #1e293b ' }}>a</span>
        <span style={{ '--accent': 'red', WebkitLineClamp: '2' } as React.CSSProperties}>b</span>
        <span style={{ color: undefined, margin: '', opacity: '0.5' }}>c</span>
        <span style={{ color: undefined }}>d</span>
        <span style={{ fontFamily: '"A & B", serif' }}>e</span>
      </div>
    ),
  },
  {
    name: 'nested elements with className, id, data-*, aria-*, lang, tabIndex, hidden, draggable',
    tree: (
      <section className="list wide" id="main" lang="es" data-kind="verbs" data-count={3}>
        <div aria-hidden={true} aria-label="Lista de verbos" tabIndex={-1} hidden>
          <p className="" title="t">
            <em>ir</em> a <strong data-x>ver</strong>
          </p>
        </div>
        <div hidden={false} data-off={false} data-on={true} aria-current="page">
          <span draggable={true}>drag</span>
          <span draggable={false}>stay</span>
          <div role="heading" aria-level={2}>
            visible
          </div>
          <button type="button" aria-expanded={false} aria-pressed="mixed" tabIndex={0}>
            more
          </button>
        </div>
      </section>
    ),
  },
  {
    name: 'absent attribute values (null, undefined, false)',
    tree: (
      <p id={undefined} className={undefined} title={null as unknown as string} hidden={false}>
        text
      </p>
    ),
  },
  {
    name: 'numbers, including 0, NaN and negative numbers, and bigint',
    tree: (
      <p>
        {0}
        {1}
        {-2.5}
        {NaN}
        {Infinity}
        {12345678901234567890n}
        {0 && <b>never</b>}
      </p>
    ),
  },
  {
    name: 'fragments, arrays, nested arrays and a Set',
    tree: (
      <ul>
        <>
          <li>a</li>
          <Fragment key="b">
            <li>b</li>
            {[<li key="c">c</li>, [<li key="d">d</li>, <li key="e">e</li>]]}
          </Fragment>
        </>
        {new Set(['f', 'g'])}
      </ul>
    ),
  },
  {
    name: 'null, false, true, undefined and empty string children',
    tree: (
      <div>
        {null}
        {false}
        {true}
        {undefined}
        {''}
        <span>{null}</span>
        {[null, false, undefined]}
      </div>
    ),
  },
  {
    name: 'adjacent text and numbers, with nothing between them',
    tree: (
      <p>
        {'one'}
        {'two'}
        {3}
        {'four'}
        {5}
        {6}
      </p>
    ),
  },
  {
    name: 'function components with props and children, nested, returning null, text and fragments',
    tree: (
      <div className="cards">
        <Card title="First" level={1}>
          <p>
            Body of the <i>first</i> card
          </p>
          <Card title="Inner & nested" level={2} />
        </Card>
        <Nothing />
        <Several count={1} />
        <Several count={3} />
        <Text value={specials} />
      </div>
    ),
  },
  {
    name: 'a table of rows drawn by a component (th scope, lang)',
    tree: (
      <table>
        <tbody>
          <Row verb="go" forms={['went', 'gone']} />
          <Row verb="be" forms={['was / were', 'been']} />
        </tbody>
      </table>
    ),
  },
  {
    name: 'text and attribute values with & < > " \' and emoji',
    tree: (
      <p title={specials} data-text={specials} aria-label={specials}>
        {specials}
        <span>{`&amp; is already an entity, &lt; too`}</span>
      </p>
    ),
  },
  {
    name: 'a 10 000-character string, as text and as an attribute value',
    tree: (
      <div title={longText}>
        <p>{longText}</p>
      </div>
    ),
  },
  {
    name: 'script-like text as a child and as an attribute value',
    tree: (
      <div title={hostile} data-html={hostile}>
        {hostile}
        <p>{`</p><script>alert("x")</script><p>`}</p>
      </div>
    ),
  },
  {
    name: 'an inner element with dangerouslySetInnerHTML',
    tree: (
      <section>
        <h2>{'<b>escaped</b>'}</h2>
        <div className="raw" dangerouslySetInnerHTML={{ __html: '<b>bold</b> &amp; <i>it</i>' }} />
        <div dangerouslySetInnerHTML={{ __html: '' }} />
      </section>
    ),
  },
  {
    name: 'label htmlFor and the boolean attributes React knows',
    tree: (
      <form>
        <label htmlFor="name">Name</label>
        <fieldset id="name" disabled>
          <legend>Name</legend>
        </fieldset>
        <ol reversed>
          <li>b</li>
        </ol>
        <details open>
          <summary>more</summary>
        </details>
        <a href="/file.pdf" download>
          file
        </a>
      </form>
    ),
  },
  {
    name: 'an inline SVG with viewBox, focusable and stroke attributes',
    tree: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M0 0h24v24H0z" fill="none" strokeWidth={2} strokeLinecap="round" />
      </svg>
    ),
  },
  { name: 'a custom element', tree: createElement('site-note', { kind: 'tip' }, <p>note</p>) },
  {
    name: 'a long list of 150 items, as the pages give it',
    tree: (
      <ol className="grid">
        {Array.from({ length: 150 }, (_, i) => (
          <li key={i} id={`item-${i}`} className="rounded border p-3">
            <p className="font-semibold">
              {`verb ${i}`} <span aria-hidden="true">·</span> {i % 2 === 0 ? 'even' : null}
            </p>
          </li>
        ))}
      </ol>
    ),
  },
  {
    name: 'colSpan, rowSpan, dateTime, spellCheck, hrefLang and referrerPolicy, spelled as React spells them',
    tree: (
      <table>
        <tbody>
          <tr>
            <th scope="col" colSpan={2}>
              head
            </th>
            <td rowSpan={3}>
              <time dateTime="2024-05-01" spellCheck={false}>
                May
              </time>
              <a href="/en" hrefLang="en" referrerPolicy="no-referrer">
                en
              </a>
            </td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    name: '<br/>, written as React writes it',
    tree: (
      <p>
        a<br />b
      </p>
    ),
  },
];

/** Trees where React spells the markup otherwise but the parser reads the same DOM. */
const sameDom: { name: string; tree: ReactNode; ours: string }[] = [
  {
    name: "void elements (<img alt src/>, <hr/>, <input/>, <wbr/>), an input's name where given",
    tree: (
      <div>
        {createElement('img', { alt: 'A "cat"', src: '/cat.png?a=1&b=2', width: 40 })}
        <hr />
        <input type="text" disabled aria-label="Done" name="done" />
        long
        <wbr />
        word
      </div>
    ),
    ours:
      '<div><img alt="A &quot;cat&quot;" src="/cat.png?a=1&amp;b=2" width="40"/><hr/>' +
      '<input type="text" disabled="" aria-label="Done" name="done"/>long<wbr/>word</div>',
  },
];

describe('renderStaticMarkup', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  describe('writes what React writes', () => {
    it.each(sameString)('$name', ({ tree }) => {
      const react = renderToStaticMarkup(tree);
      // The tree is one React accepts without a warning, so the comparison is fair.
      expect(consoleError).not.toHaveBeenCalled();
      expect(renderStaticMarkup(tree)).toBe(react);
    });

    it.each(sameDom)('$name', ({ tree, ours }) => {
      expect(renderStaticMarkup(tree)).toBe(ours);
      expect(parsed(ours)).toBe(parsed(renderToStaticMarkup(tree)));
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('writes nothing between adjacent text nodes', () => {
      const html = renderStaticMarkup(
        <p>
          {'a'}
          {'b'}
          {1}
        </p>,
      );
      expect(html).toBe('<p>ab1</p>');
      expect(html).not.toContain('<!--');
    });

    it('writes nothing for null, undefined and booleans at the root', () => {
      for (const node of [null, undefined, true, false, '', []]) {
        expect(renderStaticMarkup(node)).toBe('');
      }
    });

    it('keeps the whole of a long text, escaped', () => {
      expect(longText).toHaveLength(10_000);
      const html = renderStaticMarkup(<p>{longText}</p>);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.body.querySelector('p')?.textContent).toBe(longText);
    });
  });

  describe('escapes text so that it never becomes markup', () => {
    it('escapes & < > " \' in text and attribute values', () => {
      expect(renderStaticMarkup(<p title={`& < > " '`}>{`& < > " '`}</p>)).toBe(
        '<p title="&amp; &lt; &gt; &quot; &#x27;">&amp; &lt; &gt; &quot; &#x27;</p>',
      );
    });

    it('writes a script tag given as a child as text', () => {
      const html = renderStaticMarkup(<p>{hostile}</p>);
      expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.querySelector('p')?.textContent).toBe(hostile);
    });

    it('writes a script tag given as an attribute value inside the quotes', () => {
      const value = `"><script>alert(1)</script><p title="`;
      const html = renderStaticMarkup(<p title={value} data-note={hostile} />);
      expect(html).toBe(
        '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;p title=&quot;" ' +
          'data-note="&lt;script&gt;alert(1)&lt;/script&gt;"></p>',
      );
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.body.children).toHaveLength(1);
      expect(doc.querySelector('p')?.getAttribute('title')).toBe(value);
      expect(doc.querySelector('p')?.getAttribute('data-note')).toBe(hostile);
    });

    it('escapes the text a component gives, from its props', () => {
      expect(renderStaticMarkup(<Card title={hostile} level={1} />)).toContain(
        '<h3 id="card-1">&lt;script&gt;alert(1)&lt;/script&gt;</h3>',
      );
    });

    it('refuses an element name that is not one, rather than writing it', () => {
      expect(refusal(createElement('img src=x onerror=alert(1)')).message).toMatch(
        /<img src=x onerror=alert\(1\)> is not an element name/,
      );
      expect(refusal(createElement('Bad')).message).toMatch(/<Bad> is not an element name/);
    });

    it('refuses an attribute name that is not one, rather than writing it', () => {
      const error = refusal(createElement('p', { '"><script>alert(1)</script>': 'x' }));
      expect(error.message).toMatch(/an attribute it does not know/);
    });
  });

  describe('passes dangerouslySetInnerHTML through as is', () => {
    it('writes the inner HTML of an inner element unchanged, and escapes its siblings', () => {
      const html = renderStaticMarkup(
        <div>
          <p>{'<b>text</b>'}</p>
          <div className="raw" dangerouslySetInnerHTML={{ __html: '<b>bold</b> &amp; <i>x</i>' }} />
        </div>,
      );
      expect(html).toBe(
        '<div><p>&lt;b&gt;text&lt;/b&gt;</p>' +
          '<div class="raw"><b>bold</b> &amp; <i>x</i></div></div>',
      );
    });

    it('does not write dangerouslySetInnerHTML as an attribute', () => {
      expect(renderStaticMarkup(<span dangerouslySetInnerHTML={{ __html: 'x' }} />)).toBe(
        '<span>x</span>',
      );
    });
  });

  describe('refuses what static markup cannot keep, naming it', () => {
    it('is an Error named StaticMarkupError', () => {
      const error = refusal(<button type="button" onClick={() => {}} />);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('StaticMarkupError');
      expect(error.message).toMatch(/^Static markup: /);
    });

    it('refuses an event handler', () => {
      expect(refusal(<button type="button" onClick={() => {}} />).message).toMatch(
        /<button> has "onClick", which static markup cannot keep/,
      );
    });

    it('refuses an event handler deep inside components and lists', () => {
      const tree = (
        <Card title="t" level={1}>
          <ul>
            {['a', 'b'].map((item) => (
              <li key={item}>
                <input aria-label={item} onChange={() => {}} />
              </li>
            ))}
          </ul>
        </Card>
      );
      expect(refusal(tree).message).toMatch(
        /<input> has "onChange", which static markup cannot keep/,
      );
    });

    it('refuses a ref', () => {
      expect(refusal(<div ref={createRef<HTMLDivElement>()} />).message).toMatch(
        /<div> has "ref", which static markup cannot keep/,
      );
      expect(refusal(<div ref={() => {}} />).message).toMatch(
        /<div> has "ref", which static markup cannot keep/,
      );
    });

    it('refuses a style number, whose unit React would guess, and a style given as text', () => {
      expect(refusal(<p style={{ marginTop: 4 }}>x</p>).message).toMatch(
        /<p style> gives marginTop as number; write it as text with its unit/,
      );
      expect(refusal(createElement('p', { style: 'color: red' }, 'x')).message).toMatch(
        /<p style> is string, not an object/,
      );
      expect(refusal(<p style={{ msTransform: 'none' }}>x</p>).message).toMatch(
        /<p style> has "msTransform", a property it does not know/,
      );
    });

    it('refuses suppressHydrationWarning', () => {
      expect(refusal(<p suppressHydrationWarning>x</p>).message).toMatch(
        /<p> has "suppressHydrationWarning", which static markup cannot keep/,
      );
    });

    it('refuses an unknown camelCase prop', () => {
      expect(refusal(<input aria-label="name" defaultValue="x" />).message).toMatch(
        /<input> has "defaultValue", an attribute it does not know/,
      );
    });

    it('refuses an async function component', () => {
      async function SlowList() {
        return <ul />;
      }
      expect(refusal(<SlowList />).message).toMatch(/SlowList is async/);
    });

    it('refuses a client reference without calling it', () => {
      const body = jest.fn(() => <button type="button">client</button>);
      const ClientButton = Object.assign(body, {
        $$typeof: Symbol.for('react.client.reference'),
      });
      expect(refusal(<ClientButton />).message).toMatch(/client component/);
      expect(body).not.toHaveBeenCalled();
    });

    it('refuses Suspense', () => {
      expect(
        refusal(
          <Suspense fallback={<p>loading</p>}>
            <p>x</p>
          </Suspense>,
        ).message,
      ).toMatch(/react\.suspense/);
    });

    it('refuses a context provider, in both spellings', () => {
      const Theme = createContext('light');
      expect(
        refusal(
          <Theme value="dark">
            <p>x</p>
          </Theme>,
        ).message,
      ).toMatch(/react\.context/);
      expect(
        refusal(
          <Theme.Provider value="dark">
            <p>x</p>
          </Theme.Provider>,
        ).message,
      ).toMatch(/react\.context/);
    });

    it("refuses React's other special elements and wrappers", () => {
      const Memo = memo(function Plain() {
        return <p>x</p>;
      });
      expect(
        refusal(
          <StrictMode>
            <p>x</p>
          </StrictMode>,
        ).message,
      ).toMatch(/react\.strict_mode/);
      expect(refusal(<Memo />).message).toMatch(/react\.memo/);
    });

    it('refuses a void element with children', () => {
      expect(refusal(createElement('br', null, 'text')).message).toMatch(
        /<br> cannot have content/,
      );
      expect(
        refusal(createElement('img', { alt: '', src: '/a.png' }, createElement('span'))).message,
      ).toMatch(/<img> cannot have content/);
      expect(refusal(<hr dangerouslySetInnerHTML={{ __html: 'x' }} />).message).toMatch(
        /<hr> cannot have content/,
      );
    });

    it('refuses children together with dangerouslySetInnerHTML', () => {
      const tree = createElement('div', { dangerouslySetInnerHTML: { __html: '<b>x</b>' } }, 'y');
      expect(refusal(tree).message).toMatch(/<div> has both children and dangerouslySetInnerHTML/);
    });

    it('refuses an attribute value that is not text', () => {
      const title = { text: 'x' } as unknown as string;
      expect(refusal(<p title={title}>x</p>).message).toMatch(/<p title> is an object, not text/);
      const label = [1, 2] as unknown as string;
      expect(refusal(<p aria-label={label}>x</p>).message).toMatch(
        /<p aria-label> is an object, not text/,
      );
      const data = Symbol('s') as unknown as string;
      expect(refusal(<p data-x={data}>x</p>).message).toMatch(
        /<p data-x> is Symbol\(s\), not text/,
      );
    });

    it('refuses a child that is neither text nor an element', () => {
      const child = { text: 'x' } as unknown as ReactNode;
      expect(refusal(<p>{child}</p>).message).toMatch(/cannot render an object/);
    });
  });

  // Known differences from React, found while writing these tests. Each test asserts what
  // React writes and fails today; `it.failing` keeps the suite green and turns red once
  // the renderer is fixed, to be made an `it` then.
  describe('refuses where React writes something static markup should not', () => {
    it('refuses a <script> or a <style>, whose text is not HTML', () => {
      const script = (
        <div>
          <script>{`if (a < b && c > "d") document.title = 'x';`}</script>
        </div>
      );
      expect(refusal(script).message).toMatch(/<script> is not static content/);
      const style = <style>{`.list > li::before { content: "&"; }`}</style>;
      expect(refusal(style).message).toMatch(/<style> is not static content/);
    });

    it('refuses a <textarea> or a <select>, whose value is state', () => {
      expect(refusal(<textarea aria-label="Note" value="x" readOnly />).message).toMatch(
        /<textarea> is not static content/,
      );
      expect(
        refusal(
          <select aria-label="Pick" value="b" onChange={() => {}}>
            <option value="a">a</option>
            <option value="b">b</option>
          </select>,
        ).message,
      ).toMatch(/<select> is not static content/);
    });

    it('refuses an inline event handler given in lower case', () => {
      expect(refusal(createElement('p', { onclick: 'alert(1)' }, 'x')).message).toMatch(
        /<p> has "onclick", which static markup cannot keep/,
      );
    });

    it('refuses a javascript: URL, however it is spelled', () => {
      for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', '\tjavascript:void 0']) {
        expect(refusal(createElement('a', { href }, 'x')).message).toMatch(
          /<a href> is a javascript: URL/,
        );
      }
      expect(refusal(createElement('img', { alt: '', src: 'javascript:x' })).message).toMatch(
        /<img src> is a javascript: URL/,
      );
      // An address that only mentions the word is an address.
      expect(renderStaticMarkup(<a href="/search?q=javascript:">x</a>)).toBe(
        '<a href="/search?q=javascript:">x</a>',
      );
    });

    it('refuses a class component with its own error', () => {
      class Legacy extends Component {
        render() {
          return <p>old</p>;
        }
      }
      expect(refusal(<Legacy />).message).toMatch(/Legacy is a class component/);
    });
  });
});
