// The framework's scripts load after the first paint.
//
// Next.js writes its scripts as `<script src async>` tags in <head>, so the browser
// fetches them beside the stylesheet and runs each one as soon as it arrives, before the
// page's text is painted when they arrive first. Nothing in them is needed to read a
// page: the server's HTML is complete, and the scripts only make it interactive
// (hydration). postbuild (lib/tooling/postbuild.mjs) therefore turns each of those tags
// into an inert one (`<script type="text/x-after-paint" data-after-paint="…">`: a data
// block the browser neither fetches nor runs) and writes the function below into <head>
// as an inline script: once the browser reports the first contentful paint, it adds
// the real scripts, in their order. The first paint then depends on the HTML and the
// stylesheet alone, as an empty page's does.
//
// Where the browser cannot report paints, the scripts load at once; where it reports
// them but paints nothing (a tab opened in the background), they load after a few
// seconds anyway, so a page never stays without its scripts.
//
// A visitor can act before the scripts have run: a button clicked or a box ticked while
// the page is still only the server's HTML would do nothing (a box would change without
// the page knowing). The loader therefore holds those clicks from the start (the control
// shows the busy pointer meanwhile) and gives them back, in order, once React has hydrated
// the page: React then handles each one as if it had just happened.
// Where the page never comes alive (its data cannot be fetched), they go to the browser,
// which does what it does without scripts. The search shortcut is held and given back
// the same way. Text typed and options chosen meanwhile stay
// in their fields, and once React has hydrated the page, each field that changed tells
// it so, before the held clicks: the page then shows what the fields hold (a search box
// its results). Forms are left to the browser: a form sent before the scripts run is
// sent as without them (a search form's address carries the query).
//
// Sprite icons wait for the paint too: an SVG `<use href>` fetches its file when the
// parser meets it, before the first paint, so the server writes the address into
// `data-sprite-href` (components/ui/sprite-href.ts) and the loader copies it to `href`
// after the paint, and onto every such `<use>` React adds or re-points later.
//
// The framework's data goes the same way. Next writes the data that hydrates a page (its
// RSC payload: the rendered tree once more, as text) into the HTML after the markup, as
// inline `self.__next_f.push(…)` scripts: about half of each page's bytes, which the
// browser must receive before it has the whole document. postbuild moves it into a file
// named by its content (under _next/static/, so cached for good and never mixed with
// another build's page), and the loader fetches it when it adds the scripts.

import { minify_sync } from 'terser';

/** The attribute that holds a deferred script's address. */
export const AFTER_PAINT = 'data-after-paint';
/**
 * The attribute that holds a sprite icon's address until the first paint: the loader
 * copies it to `href` then, and on every `<use>` added or changed later
 * (components/ui/sprite-href.ts).
 */
export const SPRITE_HREF = 'data-sprite-href';
/** The type that makes a `<script>` tag a data block the browser ignores. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';

/**
 * Runs in the page (written into it as text): uses nothing from this module.
 *
 * `dataUrl`, when given, is where the page's framework data went (see
 * `deferScriptsAfterPaint` in html.mjs): the data that hydrates the page, which Next
 * writes into the HTML a second time, after the markup, as inline scripts. It is fetched
 * at the same moment as the scripts (their downloads start as preloads), handed to the
 * framework the way its inline scripts would have, and only then are the scripts added,
 * since the framework reads its data when its first script runs. If the data cannot be
 * fetched, no script is added: the page stays as the server wrote it, readable, and the
 * input it held goes to the browser.
 */
export function loadScriptsAfterPaint(attribute, fallbackMs, dataUrl) {
  const held = [];
  const hold = (event) => {
    const target = event.target.closest?.(
      'button[type="button"], input[type="checkbox"], input[type="radio"]',
    );
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A sign that the click was taken: the control shows the busy pointer until then.
    target.style.cursor = 'progress';
    held.push(target);
  };
  addEventListener('click', hold, true);
  // The search shortcut ('/', or Ctrl or Cmd with K, away from a text field) pressed
  // meanwhile is held too, and pressed again for the page once it is alive. A key cannot
  // be given back to the browser: where the page never comes alive, it is dropped. The
  // rule is lib/search/shortcut.ts's, copied because this script can import nothing; a
  // unit test checks the copy against it, key by key.
  let shortcut = null;
  const holdKey = (event) => {
    const target = event.target;
    const typing =
      target.isContentEditable ||
      /^(TEXTAREA|SELECT)$/.test(target.tagName) ||
      (target.tagName === 'INPUT' &&
        !/^(button|checkbox|color|file|image|radio|range|reset|submit)$/i.test(target.type));
    if (typing || event.altKey || event.isComposing || event.defaultPrevented) return;
    const withCtrl = event.ctrlKey || event.metaKey;
    if (withCtrl ? event.key.toLowerCase() !== 'k' : event.key !== '/') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, ctrlKey, metaKey, shiftKey } = event;
    shortcut = { key, code, ctrlKey, metaKey, shiftKey };
  };
  addEventListener('keydown', holdKey, true);
  // Text typed or an option chosen before hydration is in the field, but not in the
  // page's state: React takes a field's value as the page's state only when it changes.
  // Once the page is hydrated, each field that no longer holds what the server wrote
  // tells React it changed, as React itself does behind a flag not yet on by default.
  const reportFields = () => {
    // All read first: the change of one field renders the page again, which puts the
    // state's value back into the others that React controls.
    const changed = [];
    for (const field of document.querySelectorAll('input, textarea, select')) {
      if (/^(checkbox|radio|file|hidden|button|submit|reset|image)$/.test(field.type)) continue;
      if (field.tagName === 'SELECT') {
        const options = [...field.options];
        const chosen = options.findIndex((option) => option.defaultSelected);
        const initial = chosen >= 0 ? chosen : options.findIndex((option) => !option.disabled);
        if (!field.multiple && field.selectedIndex !== initial)
          changed.push({ field, value: field.value });
      } else if (field.value !== field.defaultValue) {
        const { selectionStart, selectionEnd, selectionDirection } = field;
        const selection = [selectionStart, selectionEnd, selectionDirection];
        changed.push({ field, value: field.value, selection });
      }
    }
    for (const { field, value, selection } of changed) {
      if (!field.isConnected) continue;
      if (field.tagName === 'SELECT') {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // React keeps its own copy of a field's value, which a setter it puts on the field
      // updates. The field goes back to the server's value through that setter, then to
      // the visitor's through the browser's own: React's copy still holds the server's
      // value, so the input event below is a change to React.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      if (document.activeElement === field && selection[0] !== null) {
        try {
          field.setSelectionRange(...selection);
        } catch {
          // A field without a text selection (a number, an e-mail address).
        }
      }
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    removeEventListener('click', hold, true);
    // Before the clicks: a button held may act on what was typed.
    if (hydrated()) reportFields();
    for (const target of held) {
      target.style.removeProperty('cursor');
      if (!target.getAttribute('style')) target.removeAttribute('style');
      if (target.isConnected) target.click();
    }
    removeEventListener('keydown', holdKey, true);
    if (shortcut && hydrated()) {
      const init = { ...shortcut, bubbles: true, cancelable: true };
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init));
    }
  };
  // React marks the element it hydrates (for Next, the document) with its root when it
  // starts to listen, and the root says when the page's first hydration is committed.
  // Listening alone is not enough: until then a click React cannot hydrate its way to at
  // once (the page's data still being read) is dropped, not delivered later.
  const hydrated = () => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
    return (
      key !== undefined && document[key]?.stateNode?.current?.memoizedState?.isDehydrated === false
    );
  };
  const releaseWhenHydrated = (triesLeft) => {
    if (released) return;
    if (hydrated() || triesLeft === 0) release();
    else setTimeout(() => releaseWhenHydrated(triesLeft - 1), 50);
  };
  // React hydrates as the last of the scripts runs (checked after each, so a page whose
  // timers are stopped, as under a test's fake clock, is released too).
  const releaseIfHydrated = () => {
    if (hydrated()) release();
  };

  // Sprite icons get their address after the paint, and so do those React adds later or
  // points elsewhere (a control that swaps its icon keeps the same `<use>`).
  const sprites = (node) => {
    for (const use of [node, ...node.getElementsByTagName('use')]) {
      const href = use.getAttribute('data-sprite-href');
      if (href && use.getAttribute('href') !== href) use.setAttribute('href', href);
    }
  };
  // Once the parser is done (before, every node it adds would be one more record).
  const watchSprites = () => {
    sprites(document.documentElement);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') sprites(record.target);
        for (const node of record.addedNodes) if (node.nodeType === 1) sprites(node);
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-sprite-href'],
    });
  };

  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const sources = [...document.querySelectorAll(`script[${attribute}]`)].map((inert) =>
      inert.getAttribute(attribute),
    );
    // One short task per script, hint and scan: right after the paint, a visitor may
    // already be reading or scrolling, and the browser keeps answering in between.
    const later = self.scheduler?.postTask
      ? (job) => self.scheduler.postTask(job)
      : (job) => setTimeout(job, 0);
    const add = () => {
      for (const src of sources)
        later(() => {
          const script = document.createElement('script');
          script.src = src;
          script.async = true;
          script.onload = releaseIfHydrated;
          document.head.appendChild(script);
        });
      // Given back once React listens; after 30 s without it, to the browser.
      later(() => releaseWhenHydrated(600));
    };
    if (!dataUrl) add();
    else {
      fetch(dataUrl)
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status}`);
          return response.text();
        })
        .then((data) => {
          const queue = (self.__next_f = self.__next_f || []);
          queue.push([0]);
          queue.push([1, data]);
          add();
        }, release);
      for (const src of sources)
        later(() => {
          const hint = document.createElement('link');
          hint.setAttribute('rel', 'preload');
          hint.setAttribute('as', 'script');
          hint.setAttribute('href', src);
          document.head.appendChild(hint);
        });
    }
    // After the scripts, so their downloads start first.
    later(() => {
      if (document.readyState === 'loading') addEventListener('DOMContentLoaded', watchSprites);
      else watchSprites();
    });
  };
  const Observer = window.PerformanceObserver;
  if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('paint')) {
    load();
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(load, fallbackMs);
}

let minified;
/** The loader's text as written into pages: minified, since every page carries it. */
function minifiedLoader() {
  minified ??= minify_sync(String(loadScriptsAfterPaint), {
    // A declaration, so its parameters (unknown here) are kept and only renamed.
    compress: { toplevel: false },
    mangle: { toplevel: false },
    format: { comments: false },
  }).code.replace(/;$/, '');
  return minified;
}

/**
 * The inline `<script>` that postbuild writes into each page.
 * @param {{ fallbackMs?: number, dataUrl?: string }} [options]
 */
export function afterPaintLoader({ fallbackMs = 3000, dataUrl } = {}) {
  const args = [AFTER_PAINT, fallbackMs, ...(dataUrl ? [dataUrl] : [])].map((a) =>
    // Inside <script>: no `</script>` or `<!--` can come out of an address.
    JSON.stringify(a).replaceAll('<', '\\u003c'),
  );
  return `<script>(${minifiedLoader()})(${args.join(',')})</script>`;
}
