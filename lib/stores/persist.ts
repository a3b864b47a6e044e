import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import type { StoreApi } from 'zustand';
import { persistedKeyDef, type PersistedKeyName, type PersistedValue } from '@/lib/persisted-keys';
import { readStored, safeStorage, saveMerged, type KeyValueStorage } from '@/lib/storage';
import { registerSync } from '@/lib/stores/sync';

/**
 * The one persistence path of the stores: zustand `persist` over the safe storage, with
 * the key, codec and merge rule declared in `lib/persisted-keys.ts`.
 *
 * - Hydration is manual (`store.persist.rehydrate()` after mount) so pre-rendered HTML
 *   never depends on storage, and nothing is written before the first hydration.
 * - Every save re-reads the stored value and merges (best scores only go up, lists join,
 *   tasks merge by id), then the store takes the merged value.
 * - A `storage` event from another tab (or an import in this page) merges the stored
 *   value into every store of that key (`syncPersisted`).
 */

/** What `persist` writes: the key's value only (partialized). */
interface Persisted<T> {
  value: T;
  /** The store's own flag: nothing is written before the stored value was read. */
  hydrated?: boolean;
}

type PersistedStore<S> = StoreApi<S> & {
  persist: { rehydrate: () => Promise<void> | void };
};

/**
 * `persist` options for a store that keeps one declared key. `select` reads the key's
 * value from the state; `apply` puts a value back into it.
 */
export function persistedKey<S extends { hydrated: boolean }, K extends PersistedKeyName>(
  name: K,
  select: (state: S) => PersistedValue<K>,
  apply: (value: PersistedValue<K>, state: S) => Partial<S>,
  storage: KeyValueStorage = safeStorage,
): {
  options: PersistOptions<S, Persisted<PersistedValue<K>>>;
  /** Registers the created store for cross-tab updates and imports; returns it. */
  bind: <A extends PersistedStore<S>>(store: A) => A;
  /** Merges the stored value into the bound store and saves what the store adds. */
  sync: () => void;
} {
  type T = PersistedValue<K>;
  const def = persistedKeyDef(name);
  /** The value this page last read or wrote (for merges that must see removals). */
  let base: T | undefined;
  let bound: PersistedStore<S> | undefined;
  let adopting = false;
  /** The store's starting value as JSON: a visit that changes nothing writes nothing. */
  let initial: string | undefined;

  const sync = () => {
    const store = bound;
    if (!store?.getState().hydrated) return;
    void store.persist.rehydrate();
    // Save what this page holds and the stored value lacks (a no-op otherwise).
    store.setState({} as Partial<S>);
  };

  const persistStorage: PersistStorage<Persisted<T>> = {
    getItem(key) {
      const read = readStored(key, def, storage);
      return read.kind === 'ok' ? { state: { value: read.value }, version: 0 } : null;
    },
    setItem(key, { state }) {
      if (!state.hydrated) return;
      if (base === undefined && JSON.stringify(def.encode(state.value)) === initial) return;
      const { value } = saveMerged(key, def, state.value, base, storage);
      base = value;
      // The stored value holds more than this page (another tab, an import): take it.
      if (
        !adopting &&
        bound &&
        JSON.stringify(def.encode(value)) !== JSON.stringify(def.encode(state.value))
      ) {
        adopting = true;
        try {
          bound.setState(apply(value, bound.getState()));
        } finally {
          adopting = false;
        }
      }
    },
    removeItem(key) {
      storage.removeItem(key);
    },
  };

  return {
    options: {
      name: def.key,
      version: 0,
      skipHydration: true,
      storage: persistStorage,
      partialize: (state) => ({ value: select(state), hydrated: state.hydrated }),
      merge: (persisted, current) => {
        const stored = (persisted as Persisted<T> | undefined)?.value;
        if (stored === undefined) return current;
        // The first read takes the stored value; later ones merge this page's changes in.
        const value = current.hydrated ? def.merge(stored, select(current), base) : stored;
        base = stored;
        return { ...current, ...apply(value, current) };
      },
    },
    bind(store) {
      bound = store;
      initial = JSON.stringify(def.encode(select(store.getState())));
      registerSync({ key: def.key, sync });
      return store;
    },
    sync,
  };
}
