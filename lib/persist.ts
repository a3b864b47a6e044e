import type { StateCreator } from 'zustand';
import { persist, type PersistOptions } from 'zustand/middleware';
import * as storage from '@/lib/storage';
import type { Codec } from '@/lib/storage-keys';

/**
 * The one way a value is kept in the browser: a zustand store with zustand's `persist`
 * middleware, over a storage of ours made from the key's codec (lib/storage-keys.ts) and
 * the checked storage (lib/storage.ts). On top of `persist` it adds:
 *
 * - Nothing is read while rendering on the server: the store reads its key when a
 *   component asks for it after mount (`store.persist.rehydrate()`, `skipHydration`), and
 *   writes nothing before that.
 * - A write joins what the browser holds now with this page's value (the codec's `merge`:
 *   best scores only go up, lists join, tasks merge by id), so another tab's save is never
 *   written over; `base`, what the page and the browser last had in common, tells this
 *   page's removals from another tab's additions.
 * - Another tab's save (`storage` event) is merged into the store: its changes, removals
 *   included, are taken. A save that lands within `CONCURRENT_MS` of this page's own and
 *   lacks items this page holds was made without having seen them: the page joins both
 *   and writes the union again, so any number of tabs saving at once lose nothing.
 * - The value is written in the key's own shape (SPEC's: `tasks` a plain array, ...),
 *   not zustand's `{ state, version }` wrapper.
 */

/** Saves of two tabs this close together are taken as made without seeing each other. */
export const CONCURRENT_MS = 3000;

/** What follows a key: a store, or a value waiting for room (lib/data-transfer.ts). */
export interface Entry {
  key: string;
  /** Merges another tab's save (its old and new text) into the store. */
  received(oldRaw: string | null, newRaw: string | null): void;
  /** Reads the stored value again and merges it (an import, 'Try saving again'). */
  reread(): void;
}

const entries = new Set<Entry>();
let listening = false;

/** Follows a key: its entry hears other tabs' saves and retries. Answers how to stop. */
export function follow(entry: Entry): () => void {
  entries.add(entry);
  if (!listening && typeof window !== 'undefined') listen();
  return () => void entries.delete(entry);
}

function listen() {
  listening = true;
  window.addEventListener('storage', (event) => {
    if (!storage.isOwnChange(event)) return;
    for (const entry of [...entries]) {
      // key null: the storage was cleared in another tab; read again.
      if (event.key === null) entry.reread();
      else if (entry.key === event.key) entry.received(event.oldValue, event.newValue);
    }
  });
  // A page restored from the back/forward cache missed what other tabs saved meanwhile.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) rereadStores();
  });
}

/** Every store of these keys (all by default) merges the stored value again. */
export function rereadStores(keys?: readonly string[]): void {
  for (const entry of [...entries]) if (!keys || keys.includes(entry.key)) entry.reread();
}

/**
 * 'Try saving again': what stops a write is tried again, every store (and every import
 * waiting for room) merges its value with what is stored now and saves it, then anything
 * else held in memory is written.
 */
export function retrySaving(): boolean {
  storage.unblock();
  rereadStores();
  return storage.retry();
}

/** A stored text as the codec reads it, or undefined (absent, or not a value of the key). */
function parse<T>(codec: Codec<T>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  try {
    return codec.parse(raw)?.value;
  } catch {
    return undefined;
  }
}

/**
 * Reads a key for its store: a value it cannot read is set aside (lib/storage.ts) and the
 * store starts from its empty value; items of it that are not valid are set aside and
 * left out.
 */
export function load<T>(codec: Codec<T>): T | undefined {
  const read = storage.read(codec.key);
  if (!('raw' in read) || read.raw === null) return undefined;
  let parsed: ReturnType<Codec<T>['parse']>;
  try {
    parsed = codec.parse(read.raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed) {
    if (storage.setAside(codec.key, read.raw)) storage.write(codec.key, null);
    return undefined;
  }
  if (parsed.invalid?.length) {
    let items: string;
    try {
      items = JSON.stringify(parsed.invalid);
    } catch {
      // Nested too deep to write again: the whole stored text is the copy.
      items = read.raw;
    }
    storage.setAside(codec.key, items, 'items');
  }
  return parsed.value;
}

/**
 * Saves `local` the one way every value is saved: joined with what the browser holds now
 * (`base`: what this page and the browser last had in common; none joins everything).
 * Answers the value now kept, whether the browser has it, and what it held before.
 */
export function save<T>(
  codec: Codec<T>,
  local: T,
  base: T | undefined,
): { value: T; saved: boolean; stored: T | undefined } {
  const current = storage.readStored(codec.key);
  const raw = 'raw' in current ? current.raw : null;
  const stored = parse(codec, raw);
  // Another tab left a value this page cannot read: it is kept aside before it is replaced.
  if (stored === undefined && raw !== null) storage.setAside(codec.key, raw);
  const value = stored === undefined ? local : codec.merge(stored, local, base);
  const text = codec.serialize(value);
  if (text === raw && storage.isSaved(codec.key)) return { value, saved: true, stored };
  return { value, saved: storage.write(codec.key, text), stored };
}

/**
 * A store creator that keeps the value `pick` chooses under the codec's key; `put` gives
 * the state fields for a value read back (given the state it joins). The store says it
 * has read its value with `hydrated: true`: until then a read takes the stored value,
 * after it a read joins it. Use as `create<S>()(persisted(codec, pick, put,
 * (set, get, store) => ({ ... })))`, and call `store.persist.rehydrate()` after mount.
 */
export function persisted<S extends { hydrated: boolean }, T>(
  codec: Codec<T>,
  pick: (state: S) => T,
  put: (value: T, state: S) => Partial<S>,
  creator: StateCreator<S, [['zustand/persist', unknown]], []>,
): StateCreator<S, [], [['zustand/persist', T]]> {
  /** What this page and the browser last had in common; undefined until the first read. */
  let base: T | undefined;
  let read = false;
  let ownWriteAt = -Infinity;
  let api: Parameters<typeof creator>[2] | undefined;
  /** The value the store holds, as stored text, so a change that changes nothing writes nothing. */
  let last: string | undefined;
  /** The store's own first value, as stored text, when the browser had none. */
  let initial: string | undefined;

  /** Sets the store's state without writing it back (the value came from storage). */
  const take = (value: T) => {
    last = codec.serialize(value);
    if (api) api.setState(put(value, api.getState()));
  };

  /** Saves `value` (joined with the browser's; with `joinAll`, as a union) and takes the result. */
  const commit = (value: T, joinAll: boolean) => {
    const result = save(codec, value, joinAll ? undefined : base);
    base = result.saved ? result.value : (result.stored ?? base);
    // Only a save the browser took can meet another tab's: a refused one stays here.
    if (result.saved) ownWriteAt = Date.now();
    last = codec.serialize(value);
    // The browser held more than this page (another tab, an import): take it.
    if (codec.serialize(result.value) !== last) take(result.value);
  };

  const options: PersistOptions<S, T> = {
    name: codec.key,
    skipHydration: true,
    partialize: pick,
    storage: {
      getItem: () => {
        const value = load(codec);
        read = true;
        return value === undefined ? null : { state: value, version: 0 };
      },
      // Every change of the store's value is saved; other changes of the store are not.
      setItem: (_name, { state }) => {
        if (read && api?.getState().hydrated && codec.serialize(state) !== last)
          commit(state, false);
      },
      removeItem: () => {},
    },
    // A store that has not read its value yet (`hydrated` false) takes the stored value;
    // a later read (an import, a retry) joins it, all of it when the two had nothing in
    // common yet (the first read found nothing, or failed).
    merge: (stored, current) => {
      const first = !current.hydrated;
      if (first) base = undefined;
      const value =
        stored === undefined
          ? pick(current)
          : first
            ? (stored as T)
            : codec.merge(stored as T, pick(current), base);
      if (stored !== undefined) base = stored as T;
      last = codec.serialize(value);
      if (first && stored === undefined) initial = last;
      return { ...current, ...put(value, current) };
    },
  };

  const entry: Entry = {
    key: codec.key,
    received(oldRaw, newRaw) {
      if (!read || !api?.getState().hydrated) return;
      const theirs = parse(codec, newRaw);
      if (theirs === undefined) return;
      const mine = pick(api.getState());
      const concurrent = Date.now() - ownWriteAt < CONCURRENT_MS;
      // Their changes since their old value are taken; a save made beside this page's own
      // is joined with it (what it lacks was not seen, not removed).
      const value = codec.merge(theirs, mine, concurrent ? undefined : parse(codec, oldRaw));
      base = theirs;
      take(value);
      // This page holds what their save lacks: save the union again.
      if (codec.serialize(value) !== codec.serialize(theirs)) commit(value, concurrent);
    },
    reread() {
      if (!read || !api?.getState().hydrated) return;
      void api.persist.rehydrate();
      // Nothing stored and the store still at its first value: nothing to save (with the
      // storage full, writing it would report a value the visitor never made unsaved).
      const stored = storage.readStored(codec.key);
      const value = pick(api.getState());
      if ('raw' in stored && stored.raw === null && codec.serialize(value) === initial) return;
      commit(value, true);
    },
  };

  return persist((set, get, store) => {
    api = store;
    follow(entry);
    return creator(set, get, store);
  }, options);
}
