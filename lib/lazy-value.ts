/**
 * A value loaded on demand, once per visit: a trainer's content list in its own chunk
 * (`lazyValue(() => import('@/content/…'))`), so the page shows its first item, rendered
 * on the server, without waiting for the list. A failed load (offline on a first visit)
 * may be tried again.
 */
export interface LazyValue<T> {
  /** The value, when it has loaded in this visit (a later mount has it at once). */
  current: () => T | undefined;
  load: () => Promise<T>;
}

export function lazyValue<T>(loader: () => Promise<T>): LazyValue<T> {
  let value: { ok: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => value?.ok,
    load: () =>
      (pending ??= loader().then(
        (ok) => {
          value = { ok };
          return ok;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
