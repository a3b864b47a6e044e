/**
 * Loads code on demand (`loadWhenOnline(() => import('./x'))`). When the load fails (the
 * network dropped before the code arrived and was kept), the promise waits instead of
 * rejecting, and the load is tried again each time the browser is back online: a page
 * goes on without the code instead of failing, and gets it as soon as it can.
 */
export const loadWhenOnline = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(
    () =>
      new Promise<T>((retry) =>
        addEventListener('online', () => retry(loadWhenOnline(load)), { once: true }),
      ),
  );
