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
// same web API. Its ports are unref'd: React's scheduler keeps one open for good, which
// would hold a test worker alive after its last test.
if (typeof globalThis.MessageChannel === 'undefined') {
  type WorkerThreads = typeof import('node:worker_threads');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { MessageChannel: NodeChannel } = require('node:worker_threads') as WorkerThreads;
  globalThis.MessageChannel = function UnrefChannel() {
    const channel = new NodeChannel();
    channel.port1.unref();
    channel.port2.unref();
    return channel;
  } as unknown as typeof MessageChannel;
}
