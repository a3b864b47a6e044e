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
// same web API. React's scheduler keeps one listening for good, and a Node port that
// listens holds its process open: every test worker then outlived the run until Jest
// killed it ('A worker process has failed to exit gracefully'). So a port drops that hold
// once its listener is set (setting it takes the hold); its messages still arrive.
if (typeof globalThis.MessageChannel === 'undefined') {
  type WorkerThreads = typeof import('node:worker_threads');
  const { MessageChannel: NodeChannel, MessagePort } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('node:worker_threads') as WorkerThreads;
  const listener = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  globalThis.MessageChannel = class extends NodeChannel {
    constructor() {
      super();
      for (const port of [this.port1, this.port2])
        Object.defineProperty(port, 'onmessage', {
          get: () => listener.get!.call(port),
          set: (handler: unknown) => {
            listener.set!.call(port, handler);
            port.unref();
          },
        });
    }
  } as unknown as typeof MessageChannel;
}
