import { act, createElement, Fragment, useState, type ChangeEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SPRITE_HREF as COMPONENT_SPRITE_HREF } from '@/components/ui/sprite-href';
import {
  AFTER_PAINT,
  AFTER_PAINT_TYPE,
  SPRITE_HREF,
  afterPaintLoader,
  loadScriptsAfterPaint,
} from '@/lib/tooling/after-paint.mjs';
import { isSearchShortcut } from '@/lib/search/shortcut';

/**
 * What React sets on the element it hydrates (for Next, the document) once it listens:
 * its root, which says whether the page's first hydration has been committed.
 */
const REACT_MARK = '__reactContainer$test';
const reactRoot = (isDehydrated: boolean) => ({
  stateNode: { current: { memoizedState: { isDehydrated } } },
});

type Entry = { name: string };
type Callback = (list: { getEntriesByName: (name: string) => Entry[] }) => void;

/** A PerformanceObserver that reports the paints a test hands it. */
function fakeObserver(supported: string[]) {
  const observers: { callback: Callback; disconnected: boolean; options?: unknown }[] = [];
  class Observer {
    static supportedEntryTypes = supported;
    private readonly me: (typeof observers)[number];
    constructor(callback: Callback) {
      this.me = { callback, disconnected: false };
      observers.push(this.me);
    }
    observe(options: unknown) {
      this.me.options = options;
    }
    disconnect() {
      this.me.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const o of observers.filter((o) => !o.disconnected)) {
      o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    }
  };
  return { Observer, observers, paint };
}

/** Runs the loader's queued tasks (one `setTimeout(…, 0)` each), with real timers. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
/** The same under fake timers (which put a 0 ms timer set during a tick 1 ms later). */
const tick = () => jest.advanceTimersByTime(1);

const added = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="${AFTER_PAINT_TYPE}" ${AFTER_PAINT}="/a.js"></script><script type="${AFTER_PAINT_TYPE}" ${AFTER_PAINT}="/b.js?v=1"></script>`,
  );
  document.body.insertAdjacentHTML(
    'beforeend',
    `<p>Text</p><script type="${AFTER_PAINT_TYPE}" ${AFTER_PAINT}="/c.js"></script>`,
  );
});

// The loader holds clicks with listeners on the window and watches the document for
// sprite icons; each test's listeners and watchers go when it ends.
let windowListeners: [string, EventListenerOrEventListenerObject][] = [];
let watchers: MutationObserver[] = [];
beforeEach(() => {
  const Watcher = window.MutationObserver;
  jest.spyOn(window, 'MutationObserver').mockImplementation((callback) => {
    const watcher = new Watcher(callback);
    watchers.push(watcher);
    return watcher;
  });
  const add = window.addEventListener.bind(window);
  jest
    .spyOn(window, 'addEventListener')
    .mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) => {
        windowListeners.push([type, listener]);
        add(type, listener, options);
      },
    );
});

afterEach(() => {
  for (const [type, listener] of windowListeners) {
    window.removeEventListener(type, listener, true);
    window.removeEventListener(type, listener);
  }
  windowListeners = [];
  for (const watcher of watchers) watcher.disconnect();
  watchers = [];
  jest.restoreAllMocks();
  Reflect.deleteProperty(document, REACT_MARK);
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  Reflect.deleteProperty(window, '__next_f');
  Reflect.deleteProperty(window, 'fetch');
});

describe('loading the scripts after the first paint', () => {
  it('adds nothing before the first contentful paint, then every script once, in order', () => {
    jest.useFakeTimers();
    const fake = fakeObserver(['paint', 'navigation']);
    Object.assign(window, { PerformanceObserver: fake.Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    expect(fake.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    expect(added()).toEqual([]);
    fake.paint('first-paint');
    expect(added()).toEqual([]);
    fake.paint('first-contentful-paint');
    tick();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
    expect(fake.observers[0]?.disconnected).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(3);
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/a.js"]');
    expect(script?.async).toBe(true);
    expect(script?.type).toBe('');
  });

  it('adds them after the fallback time when nothing is painted (a tab in the background)', () => {
    jest.useFakeTimers();
    const fake = fakeObserver(['paint']);
    Object.assign(window, { PerformanceObserver: fake.Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    tick();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
    fake.paint('first-contentful-paint');
    tick();
    expect(added()).toHaveLength(3);
  });

  it('adds them at once where the browser cannot report paints', async () => {
    Object.assign(window, { PerformanceObserver: fakeObserver(['navigation']).Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    await settle();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });

  it('adds them at once in a browser without PerformanceObserver', async () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    expect(window.PerformanceObserver).toBeUndefined();
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    await settle();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });

  it('is written into the page as a script that runs on its own', async () => {
    const tag = afterPaintLoader({ fallbackMs: 3000 });
    const code = /^<script>([\s\S]*)<\/script>$/.exec(tag)?.[1];
    expect(code).toBeDefined();
    expect(code).not.toContain('</');
    new Function(code as string)();
    await settle();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });
});

describe('the work after the paint', () => {
  it("is queued as tasks of the browser's scheduler where there is one", () => {
    const jobs: (() => void)[] = [];
    Object.assign(window, {
      scheduler: { postTask: (job: () => void) => jobs.push(job) },
      PerformanceObserver: fakeObserver([]).Observer,
    });
    try {
      loadScriptsAfterPaint(AFTER_PAINT, 3000);
      expect(added()).toEqual([]);
      // A script each, then the release watch and the sprite scan.
      expect(jobs).toHaveLength(5);
      jobs.shift()?.();
      expect(added()).toEqual(['/a.js']);
      while (jobs.length) jobs.shift()?.();
      expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
    } finally {
      Reflect.deleteProperty(window, 'scheduler');
    }
  });
});

describe("fetching the framework's data with the scripts", () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) =>
      l.getAttribute('href'),
    );
  const queue = () => (window as unknown as { __next_f?: unknown[] }).__next_f;

  /** A fetch whose answer the test gives when it wants. */
  function fakeFetch() {
    let answer: (response: {
      ok: boolean;
      status: number;
      text: () => Promise<string>;
    }) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const fetch = jest.fn(
      () =>
        new Promise((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    Object.assign(window, { fetch });
    return {
      fetch,
      respond: (status: number, text: string) =>
        answer({ ok: status >= 200 && status < 300, status, text: async () => text }),
      fail: () => fail(new TypeError('Failed to fetch')),
    };
  }

  it('on the first paint fetches the data and preloads the scripts, then hands the data over and adds them', async () => {
    const fake = fakeObserver(['paint']);
    Object.assign(window, { PerformanceObserver: fake.Observer });
    const network = fakeFetch();
    loadScriptsAfterPaint(AFTER_PAINT, 3000, '/_next/static/flight/abc.txt');
    expect(network.fetch).not.toHaveBeenCalled();
    fake.paint('first-contentful-paint');
    expect(network.fetch).toHaveBeenCalledWith('/_next/static/flight/abc.txt');
    await settle();
    expect(preloads()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
    expect(added()).toEqual([]);
    expect(queue()).toBeUndefined();

    network.respond(200, '0:["$","p",null,{}]\n');
    await settle();
    // As Next's own inline scripts would: the bootstrap, then the data, before any script.
    expect(queue()).toEqual([[0], [1, '0:["$","p",null,{}]\n']]);
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
    expect(network.fetch).toHaveBeenCalledTimes(1);
  });

  it('adds no script when the data cannot be fetched or is not there', async () => {
    Object.assign(window, { PerformanceObserver: fakeObserver([]).Observer });
    const offline = fakeFetch();
    loadScriptsAfterPaint(AFTER_PAINT, 3000, '/d.txt');
    offline.fail();
    await settle();
    expect(added()).toEqual([]);
    expect(queue()).toBeUndefined();

    document.head.querySelectorAll('link').forEach((l) => l.remove());
    const missing = fakeFetch();
    loadScriptsAfterPaint(AFTER_PAINT, 3000, '/d.txt');
    missing.respond(404, 'Not found');
    await settle();
    expect(added()).toEqual([]);
    expect(queue()).toBeUndefined();
  });

  it('writes the address into the tag safely, and the tag runs on its own', async () => {
    const network = fakeFetch();
    const tag = afterPaintLoader({ dataUrl: '/x/</script><!--.txt' });
    const code = /^<script>([\s\S]*)<\/script>$/.exec(tag)?.[1];
    expect(code).not.toContain('</');
    expect(code).not.toContain('<!--');
    new Function(code as string)();
    expect(network.fetch).toHaveBeenCalledWith('/x/</script><!--.txt');
    network.respond(200, 'data');
    await settle();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });
});

describe('input before the page is interactive', () => {
  /** The page's HTML with a button, a box and a form; what their own listeners saw. */
  function page() {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<button type="button" id="toggle"><svg><path d=""></path></svg>Toggle</button>
       <input type="checkbox" id="box">
       <a href="#there" id="link">There</a>
       <form id="form"><input name="q" id="q"><button id="send">Send</button></form>`,
    );
    const seen: string[] = [];
    const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    $('toggle').addEventListener('click', () => seen.push('toggle'));
    $('box').addEventListener('click', () => seen.push('box'));
    $('link').addEventListener('click', (event) => {
      event.preventDefault();
      seen.push('link');
    });
    $('form').addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit ${$<HTMLInputElement>('q').value}`);
    });
    return { seen, $ };
  }

  /** Loads the page's scripts at once (no data file), under fake timers. */
  function loadNow() {
    jest.useFakeTimers();
    Object.assign(window, { PerformanceObserver: fakeObserver([]).Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    tick();
    expect(added()).toHaveLength(3);
  }

  /** React listens and has committed the page's hydration. */
  const reactListens = () => Object.assign(document, { [REACT_MARK]: reactRoot(false) });

  it('holds clicks on buttons and boxes, and gives them back in order once React listens', () => {
    const { seen, $ } = page();
    loadNow();
    const toggle = $('toggle');
    const box = $<HTMLInputElement>('box');

    // A click on the icon inside the button counts as one on the button.
    toggle.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    box.click();
    expect(seen).toEqual([]);
    expect(box.checked).toBe(false);
    // Each held control shows the busy pointer, and only until it is given back.
    expect([toggle.style.cursor, box.style.cursor]).toEqual(['progress', 'progress']);
    expect($('link').style.cursor).toBe('');

    jest.advanceTimersByTime(500);
    expect(seen).toEqual([]);
    reactListens();
    jest.advanceTimersByTime(50);
    expect(seen).toEqual(['toggle', 'box']);
    expect(box.checked).toBe(true);
    expect([toggle.hasAttribute('style'), box.hasAttribute('style')]).toEqual([false, false]);

    // From then on nothing is held.
    toggle.click();
    expect(seen).toEqual(['toggle', 'box', 'toggle']);
    jest.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
  });

  it('keeps holding them while React listens but has not hydrated the page yet', () => {
    const { seen, $ } = page();
    loadNow();
    $('toggle').click();
    // React drops a click it cannot hydrate its way to at once: it must wait.
    Object.assign(document, { [REACT_MARK]: reactRoot(true) });
    jest.advanceTimersByTime(500);
    document.head.querySelector('script[src="/c.js"]')?.dispatchEvent(new Event('load'));
    expect(seen).toEqual([]);
    expect($('toggle').style.cursor).toBe('progress');
    reactListens();
    jest.advanceTimersByTime(50);
    expect(seen).toEqual(['toggle']);
  });

  it('leaves forms to the browser: sent at once, as without scripts', () => {
    const { seen, $ } = page();
    loadNow();
    $<HTMLInputElement>('q').value = 'hello';
    $('send').click();
    expect(seen).toEqual(['submit hello']);
    $<HTMLInputElement>('q').value = 'again';
    $<HTMLFormElement>('form').requestSubmit();
    expect(seen).toEqual(['submit hello', 'submit again']);
  });

  it('does the same as written into the page (minified)', () => {
    const { seen, $ } = page();
    jest.useFakeTimers();
    Object.assign(window, { PerformanceObserver: fakeObserver([]).Observer });
    const code = /^<script>([\s\S]*)<\/script>$/.exec(afterPaintLoader({ fallbackMs: 3000 }))?.[1];
    new Function(code as string)();
    $('toggle').click();
    expect(seen).toEqual([]);
    expect($('toggle').style.cursor).toBe('progress');
    reactListens();
    jest.advanceTimersByTime(50);
    expect(seen).toEqual(['toggle']);
    expect($('toggle').style.cursor).toBe('');
  });

  it('leaves links and the rest of the page alone', () => {
    const { seen, $ } = page();
    loadNow();
    $('link').click();
    const text = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('p')?.dispatchEvent(text);
    expect(seen).toEqual(['link']);
    expect(text.defaultPrevented).toBe(false);
  });

  it('does not replay a click on a control that is no longer on the page', () => {
    const { seen, $ } = page();
    loadNow();
    $('toggle').click();
    $('box').click();
    $('toggle').remove();
    reactListens();
    jest.advanceTimersByTime(50);
    expect(seen).toEqual(['box']);
  });

  it('gives them back when a script has run and React listens, without waiting for a timer', () => {
    const { seen, $ } = page();
    loadNow();
    $('toggle').click();
    reactListens();
    expect(seen).toEqual([]);
    document.head.querySelector('script[src="/c.js"]')?.dispatchEvent(new Event('load'));
    expect(seen).toEqual(['toggle']);
  });

  it('tells React of text typed and an option chosen before hydration, before the clicks', async () => {
    // A controlled search box, a select and a button, as React would hydrate them: what
    // the page shows comes from its state, not from the fields.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="app"><input type="search" id="q" value=""/><select id="s"><option value="a" selected="">A</option><option value="b">B</option></select><input id="kept" value="as served"/><button type="button" id="go">Go</button><p id="out">|a|0</p></div>`,
    );
    const sent: string[] = [];
    function Page() {
      const [query, setQuery] = useState('');
      const [choice, setChoice] = useState('a');
      const [kept, setKept] = useState('as served');
      const [changes, setChanges] = useState(0);
      return createElement(
        Fragment,
        null,
        createElement('input', {
          type: 'search',
          id: 'q',
          value: query,
          onChange: (e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value),
        }),
        createElement(
          'select',
          {
            id: 's',
            value: choice,
            onChange: (e: ChangeEvent<HTMLSelectElement>) => setChoice(e.target.value),
          },
          createElement('option', { value: 'a' }, 'A'),
          createElement('option', { value: 'b' }, 'B'),
        ),
        createElement('input', {
          id: 'kept',
          value: kept,
          onChange: (e: ChangeEvent<HTMLInputElement>) => {
            setKept(e.target.value);
            setChanges((n) => n + 1);
          },
        }),
        createElement(
          'button',
          { type: 'button', id: 'go', onClick: () => sent.push(query) },
          'Go',
        ),
        createElement('p', { id: 'out' }, `${query}|${choice}|${changes}`),
      );
    }
    const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    loadNow();
    // The visitor types, with the caret left inside the word, picks B and clicks Go.
    const q = field<HTMLInputElement>('q');
    q.focus();
    q.value = 'phrasal';
    q.setSelectionRange(3, 3);
    field<HTMLSelectElement>('s').value = 'b';
    field('go').click();
    expect(sent).toEqual([]);

    const app = field('app');
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    // The held button wears the busy pointer as React hydrates it: React's development
    // build reports that attribute (its production build, which pages run, says
    // nothing), and the loader takes it off when it gives the click back.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(app, createElement(Page));
    });
    expect(reported.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining("didn't match the client properties"),
    ]);
    expect(JSON.stringify(reported.mock.calls)).toContain('cursor');
    reported.mockRestore();
    // Hydrated: the fields still hold the visitor's input, the page's state does not.
    expect(field('out').textContent).toBe('|a|0');
    expect(q.value).toBe('phrasal');

    reactListens();
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(field('out').textContent).toBe('phrasal|b|0');
    // The click came after: it acted on what was typed.
    expect(sent).toEqual(['phrasal']);
    // The visitor's caret did not move, and a field left as served had no change.
    expect([q.value, q.selectionStart, q.selectionEnd]).toEqual(['phrasal', 3, 3]);
    expect(field<HTMLInputElement>('kept').value).toBe('as served');
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });

  describe('the search shortcut', () => {
    /** The keys the page's own listeners saw, as "key" or "ctrl+key". */
    function keysSeen() {
      const seen: string[] = [];
      document.addEventListener('keydown', (event) =>
        seen.push(`${event.ctrlKey ? 'ctrl+' : ''}${event.key}`),
      );
      return seen;
    }
    const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    };

    it('holds "/" pressed before hydration and presses it again once React listens', () => {
      page();
      const seen = keysSeen();
      loadNow();
      const slash = press(document.body, '/', { code: 'Slash' });
      expect(slash.defaultPrevented).toBe(true);
      expect(seen).toEqual([]);
      reactListens();
      jest.advanceTimersByTime(50);
      expect(seen).toEqual(['/']);
      // From then on the page has its keys to itself.
      expect(press(document.body, '/').defaultPrevented).toBe(false);
      expect(seen).toEqual(['/', '/']);
    });

    it('holds Ctrl+K too, once, and leaves other keys and typing alone', () => {
      const { $ } = page();
      const seen = keysSeen();
      loadNow();
      expect(press(document.body, 'a').defaultPrevented).toBe(false);
      expect(press($('q'), '/').defaultPrevented).toBe(false);
      expect(press(document.body, '/', { altKey: true }).defaultPrevented).toBe(false);
      expect(press(document.body, 'K', { ctrlKey: true }).defaultPrevented).toBe(true);
      expect(press(document.body, 'k', { ctrlKey: true }).defaultPrevented).toBe(true);
      expect(seen).toEqual(['a', '/', '/']);
      reactListens();
      jest.advanceTimersByTime(50);
      expect(seen).toEqual(['a', '/', '/', 'ctrl+k']);
    });

    it('holds exactly the keys that lib/search/shortcut.ts takes for the shortcut', () => {
      // The loader is an inline script and cannot import the rule, so it keeps a copy:
      // every key on every kind of target must be held by the one when the other takes it.
      document.body.insertAdjacentHTML(
        'beforeend',
        `<input id="text"><input id="search" type="search"><input id="mail" type="EMAIL">
         <input id="box" type="checkbox"><input id="range" type="range">
         <input id="submit" type="submit"><input id="file" type="file">
         <textarea id="area"></textarea><select id="pick"><option>a</option></select>
         <button id="button">Go</button><a id="link" href="#x">x</a>`,
      );
      const targets = [
        document.body,
        ...['text', 'search', 'mail', 'box', 'range', 'submit', 'file', 'area', 'pick']
          .concat(['button', 'link'])
          .map((id) => document.getElementById(id) as HTMLElement),
      ];
      const keys: KeyboardEventInit[] = [
        { key: '/' },
        { key: '/', altKey: true },
        { key: '/', ctrlKey: true },
        { key: '/', shiftKey: true },
        { key: '?', shiftKey: true },
        { key: 'k' },
        { key: 'k', ctrlKey: true },
        { key: 'K', ctrlKey: true, shiftKey: true },
        { key: 'k', metaKey: true },
        { key: 'k', ctrlKey: true, altKey: true },
        { key: 'Enter' },
        { key: 'Process', isComposing: true },
        { key: '/', isComposing: true },
      ];
      loadNow();
      let taken = 0;
      for (const target of targets) {
        for (const init of keys) {
          const event = press(target, init.key ?? '', init);
          const rule = isSearchShortcut({
            key: init.key ?? '',
            ctrlKey: init.ctrlKey ?? false,
            metaKey: init.metaKey ?? false,
            altKey: init.altKey ?? false,
            defaultPrevented: false,
            isComposing: init.isComposing,
            target,
          });
          if (rule) taken += 1;
          const what = `${JSON.stringify(init)} on ${target.id || 'body'}`;
          expect([what, event.defaultPrevented]).toEqual([what, rule]);
        }
      }
      // The table holds both answers: the shortcut on the body, buttons and links, boxes and
      // the like, and typing in the fields.
      expect(taken).toBe(7 * 5);
    });

    it('is dropped when React never comes', () => {
      page();
      const seen = keysSeen();
      loadNow();
      press(document.body, '/');
      jest.advanceTimersByTime(30_100);
      expect(seen).toEqual([]);
      expect(press(document.body, '/').defaultPrevented).toBe(false);
    });
  });

  it('leaves the fields alone when React never comes', () => {
    document.body.insertAdjacentHTML('beforeend', '<input id="q" value="">');
    const q = document.getElementById('q') as HTMLInputElement;
    const events: string[] = [];
    q.addEventListener('input', () => events.push('input'));
    loadNow();
    q.value = 'typed';
    jest.advanceTimersByTime(30_100);
    expect(events).toEqual([]);
    expect(q.value).toBe('typed');
  });

  it('gives the clicks to the browser when React never comes, after 30 s', () => {
    const { seen, $ } = page();
    loadNow();
    $('toggle').click();
    jest.advanceTimersByTime(29_900);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(seen).toEqual(['toggle']);
  });

  it('gives them to the browser at once when the data cannot be fetched', async () => {
    const { seen, $ } = page();
    Object.assign(window, { PerformanceObserver: fakeObserver([]).Observer });
    let fail: (error: Error) => void = () => {};
    Object.assign(window, {
      fetch: jest.fn(() => new Promise((_, reject) => (fail = reject))),
    });
    loadScriptsAfterPaint(AFTER_PAINT, 3000, '/d.txt');
    $('toggle').click();
    expect(seen).toEqual([]);
    fail(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['toggle']);
    expect(added()).toEqual([]);
  });
});

describe('sprite icons', () => {
  const uses = () =>
    [...document.querySelectorAll('use')].map((use) => [
      use.getAttribute(SPRITE_HREF),
      use.getAttribute('href'),
    ]);

  it('get their address after the first paint, and so do those added later', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<svg><use ${SPRITE_HREF}="/assets/a.svg#one"></use></svg><svg><use href="/b.svg#own"></use></svg>`,
    );
    const fake = fakeObserver(['paint']);
    Object.assign(window, { PerformanceObserver: fake.Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    expect(uses()).toEqual([
      ['/assets/a.svg#one', null],
      [null, '/b.svg#own'],
    ]);

    fake.paint('first-contentful-paint');
    await settle();
    expect(uses()).toEqual([
      ['/assets/a.svg#one', '/assets/a.svg#one'],
      [null, '/b.svg#own'],
    ]);

    // A page reached by a link: React inserts a new tree.
    const section = document.createElement('section');
    section.innerHTML = `<p><svg><use ${SPRITE_HREF}="/assets/a.svg#two"></use></svg></p>`;
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uses()[2]).toEqual(['/assets/a.svg#two', '/assets/a.svg#two']);

    // A control that swaps its icon: React keeps the `<use>` and changes its attribute.
    document.querySelector('section use')!.setAttribute(SPRITE_HREF, '/assets/a.svg#three');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uses()[2]).toEqual(['/assets/a.svg#three', '/assets/a.svg#three']);
  });

  it('wait for the parser to finish when the paint comes first', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<svg><use ${SPRITE_HREF}="/assets/a.svg#one"></use></svg>`,
    );
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    Object.assign(window, { PerformanceObserver: fakeObserver([]).Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    await settle();
    expect(uses()).toEqual([['/assets/a.svg#one', null]]);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect(uses()).toEqual([['/assets/a.svg#one', '/assets/a.svg#one']]);
  });

  it('spells the attribute the components write', () => {
    expect(SPRITE_HREF).toBe(COMPONENT_SPRITE_HREF);
    expect(afterPaintLoader()).toContain(`"${SPRITE_HREF}"`);
  });
});
