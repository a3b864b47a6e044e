import '@testing-library/jest-dom';

// A browser that runs scripts does not show a <noscript>'s content; jsdom has no such
// rule in its default styles, and reads that content as text when it comes as HTML, so
// names computed here would include it.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = 'noscript { display: none; }';
  document.head.append(style);
}

// jsdom has no MessageChannel (lib/idle.ts's afterThisTask posts to one); Node's is the
// same web API.
if (typeof globalThis.MessageChannel === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  globalThis.MessageChannel = require('node:worker_threads').MessageChannel;
}
