/**
 * Keeps every open page in step: a `storage` event (another tab saved, imported or
 * cleared), a page restored from the back/forward cache, or an import in this page makes
 * each store of the changed keys merge the stored value into its state. The stores
 * register here through `lib/stores/persist.ts`; this module stays tiny because the
 * shell (the save-status message) uses it on every page.
 */

export interface SyncEntry {
  /** The storage key the store keeps. */
  key: string;
  sync: () => void;
}

const registry = new Set<SyncEntry>();
let listening = false;

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    // key null: another tab cleared the whole storage.
    if (event.key === null) syncPersisted();
    else syncPersisted([event.key]);
  });
  // A page restored from the back/forward cache missed what other tabs saved meanwhile.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) syncPersisted();
  });
}

/** Merges the stored values of `keys` (all by default) into this page's stores. */
export function syncPersisted(keys?: readonly string[]): void {
  for (const entry of [...registry]) {
    if (!keys || keys.includes(entry.key)) entry.sync();
  }
}

/** Adds a store to follow; starts listening on first use. */
export function registerSync(entry: SyncEntry): void {
  registry.add(entry);
  listen();
}
