import {
  AFTER_PAINT,
  AFTER_PAINT_TYPE,
  afterPaintLoader,
  loadScriptsAfterPaint,
} from '@/lib/tooling/after-paint.mjs';

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

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
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
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
    fake.paint('first-contentful-paint');
    expect(added()).toHaveLength(3);
  });

  it('adds them at once where the browser cannot report paints', () => {
    Object.assign(window, { PerformanceObserver: fakeObserver(['navigation']).Observer });
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });

  it('adds them at once in a browser without PerformanceObserver', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    expect(window.PerformanceObserver).toBeUndefined();
    loadScriptsAfterPaint(AFTER_PAINT, 3000);
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });

  it('is written into the page as a script that runs on its own', () => {
    const tag = afterPaintLoader(3000);
    const code = /^<script>([\s\S]*)<\/script>$/.exec(tag)?.[1];
    expect(code).toBeDefined();
    expect(code).not.toContain('</');
    new Function(code as string)();
    expect(added()).toEqual(['/a.js', '/b.js?v=1', '/c.js']);
  });
});
