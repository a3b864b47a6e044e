import type { StateCreator, StoreApi } from 'zustand';
import { persistedKeyDef, type PersistedKeyName, type PersistedValue } from '@/lib/persisted-keys';
import { isSaved, readStored, safeStorage, saveMerged, type KeyValueStorage } from '@/lib/storage';
import { registerSync } from '@/lib/stores/sync';

/**
 * The one persistence path of the stores: a store creator wrapped so that it keeps one
 * key declared in `lib/persisted-keys.ts` (its codec and merge rule) in the safe storage.
 *
 * - Reading is explicit (`rehydrate()` after mount) so pre-rendered HTML never depends
 *   on storage, and nothing is written before the store says it is `hydrated`.
 * - Every change is saved: the save re-reads the stored value and merges (best scores
 *   only go up, lists join, tasks merge by id), then the store takes the merged value.
 * - A `storage` event from another tab (or an import in this page) merges the stored
 *   value into every store of that key (`syncPersisted`).
 * - A save the browser refuses (full storage) stays in memory and is reported
 *   (lib/safe-storage.ts). Merges still read what the browser holds, so what other tabs
 *   save meanwhile is joined, never overwritten, when this page's value fits again; and
 *   `base` stays what the browser and this page have in common, so a removal made here
 *   is not undone by the older stored value.
 *
 * It does what zustand's `persist` middleware did for us in a few lines (no versions,
 * migrations or async storages to support), which keeps that code off every page with a
 * store.
 */
export function persistedKey<S extends { hydrated: boolean }, K extends PersistedKeyName>(
  name: K,
  select: (state: S) => PersistedValue<K>,
  apply: (value: PersistedValue<K>, state: S) => Partial<S>,
  storage: KeyValueStorage = safeStorage,
): {
  /** The storage key. */
  key: string;
  /** Wraps the store's creator: every change after hydration is saved. */
  persist: (config: StateCreator<S>) => StateCreator<S>;
  /** Reads the stored value into the store (the first read takes it; later ones merge). */
  rehydrate: () => void;
  /** Merges the stored value into the store and saves what the store adds. */
  sync: () => void;
} {
  type T = PersistedValue<K>;
  const def = persistedKeyDef(name);
  const encoded = (value: T) => JSON.stringify(def.encode(value));
  /**
   * What this page and the browser's storage last had in common (read, or written), for
   * merges that must tell this page's removals from other tabs' additions.
   */
  let base: T | undefined;
  /** The value of this page's last save the browser refused (held in memory). */
  let refused: string | undefined;
  /** The store, and its `setState` that does not save (to take a read or merged value). */
  let bound: { api: StoreApi<S>; setQuietly: StoreApi<S>['setState'] } | undefined;
  /** The store's starting value as JSON: a visit that changes nothing writes nothing. */
  let initial: string | undefined;

  const save = () => {
    const state = bound?.api.getState();
    if (!bound || !state?.hydrated) return;
    const own = select(state);
    if (base === undefined && refused === undefined && encoded(own) === initial) return;
    const saved = saveMerged(def.key, def, own, base, storage);
    base = saved.base;
    refused = saved.saved ? undefined : encoded(saved.value);
    // The stored value holds more than this page (another tab, an import): take it.
    if (encoded(saved.value) !== encoded(own)) bound.setQuietly(apply(saved.value, state));
  };

  const rehydrate = () => {
    if (!bound) return;
    const current = bound.api.getState();
    const stored = readStored(def.key, def, storage, { fromBrowser: true });
    // A value held in memory that this store did not write: another part of this page
    // (an import) could not save it. It joins too.
    const held = isSaved(storage, def.key) ? undefined : readStored(def.key, def, storage);
    const others = held?.kind === 'ok' && held.raw !== refused ? held.value : undefined;
    if (stored.kind !== 'ok' && others === undefined) return;
    /** The first read takes a value; later ones merge it into the store's. */
    const join = (mine: T | undefined, read: T, common?: T): T =>
      mine === undefined ? read : def.merge(read, mine, common);
    let value = current.hydrated ? select(current) : undefined;
    if (stored.kind === 'ok') {
      value = join(value, stored.value, base);
      base = stored.value;
    }
    if (others !== undefined) value = join(value, others);
    if (value !== undefined) bound.setQuietly(apply(value, current));
  };

  /** `setState` that saves after the change (the type keeps zustand's overloads). */
  const saving = <F extends (...args: never[]) => void>(setState: F): F =>
    ((...args: Parameters<F>) => {
      setState(...args);
      save();
    }) as F;

  const sync = () => {
    if (!bound?.api.getState().hydrated) return;
    rehydrate();
    // Save what this page holds and the stored value lacks (a no-op otherwise).
    save();
  };

  return {
    key: def.key,
    persist: (config) => (set, get, store) => {
      bound = { api: store, setQuietly: store.setState };
      store.setState = saving(store.setState);
      const state = config(saving(set), get, store);
      initial = encoded(select(state));
      registerSync({ key: def.key, sync });
      return state;
    },
    rehydrate,
    sync,
  };
}
