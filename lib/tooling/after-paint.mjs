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

/** The attribute that holds a deferred script's address. */
export const AFTER_PAINT = 'data-after-paint';
/** The type that makes a `<script>` tag a data block the browser ignores. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';

/** Runs in the page (written into it as text): uses nothing from this module. */
export function loadScriptsAfterPaint(attribute, fallbackMs) {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const inert of document.querySelectorAll(`script[${attribute}]`)) {
      const script = document.createElement('script');
      script.src = inert.getAttribute(attribute);
      script.async = true;
      document.head.appendChild(script);
    }
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

/** The inline `<script>` that postbuild writes into each page. */
export function afterPaintLoader(fallbackMs = 3000) {
  return `<script>(${loadScriptsAfterPaint})(${JSON.stringify(AFTER_PAINT)},${fallbackMs})</script>`;
}
