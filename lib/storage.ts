import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Browser storage that never throws and never loses data.
 *
 * - Storage that is missing or throws (quota, private mode, blocked cookies) degrades to
 *   an in-memory map for the rest of the visit.
 * - A stored value that cannot be read (bad JSON, wrong shape) is moved aside under
 *   `<key>.corrupt` so nothing is silently lost, and the caller starts clean.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const CORRUPT_SUFFIX = '.corrupt';

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Wraps a storage (localStorage by default) so that any failure switches to memory.
 * Values already written to memory stay readable after the switch.
 */
export function createSafeStorage(
  getBacking: () => KeyValueStorage | undefined = browserStorage,
): KeyValueStorage {
  const memory = createMemoryStorage();
  let failed = false;
  const backing = (): KeyValueStorage => {
    if (failed) return memory;
    const storage = getBacking();
    if (!storage) {
      failed = true;
      return memory;
    }
    return storage;
  };
  const attempt = <T>(op: (s: KeyValueStorage) => T): T => {
    const storage = backing();
    try {
      return op(storage);
    } catch {
      failed = true;
      return op(memory);
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key)),
    setItem: (key, value) => attempt((s) => s.setItem(key, value)),
    removeItem: (key) => attempt((s) => s.removeItem(key)),
  };
}

/** The site's shared safe storage over localStorage. */
export const safeStorage: KeyValueStorage = createSafeStorage();

/** Moves an unreadable raw value to `<key>.corrupt` and clears the key. */
export function setAside(storage: KeyValueStorage, key: string, raw: string): void {
  storage.setItem(`${key}${CORRUPT_SUFFIX}`, raw);
  storage.removeItem(key);
}

/**
 * Reads a JSON value and validates it. Returns `undefined` when the key is absent; when
 * the value is not JSON or `decode` rejects it, the raw value is set aside and
 * `undefined` is returned.
 */
export function readJson<T>(
  key: string,
  decode: (value: unknown) => T | undefined,
  storage: KeyValueStorage = safeStorage,
): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    setAside(storage, key, raw);
    return undefined;
  }
  const value = decode(parsed);
  if (value === undefined) setAside(storage, key, raw);
  return value;
}

export function writeJson(
  key: string,
  value: unknown,
  storage: KeyValueStorage = safeStorage,
): void {
  storage.setItem(key, JSON.stringify(value));
}

export interface Codec<S> {
  /** Turns the parsed stored JSON into state, or `undefined` when it is not valid. */
  decode(value: unknown): S | undefined;
  /** Turns state into the JSON value to store. */
  encode(state: S): unknown;
}

/**
 * A Zustand `persist` storage over the safe storage.
 *
 * Without a codec it stores Zustand's own `{ state, version }` envelope. With a codec it
 * stores the value in the shape the codec writes (e.g. the plain JSON array the SPEC
 * defines for `tasks`) and reports version 0 so `migrate` can still run.
 */
export function createPersistStorage<S>(
  codec?: Codec<S>,
  storage: KeyValueStorage = safeStorage,
): PersistStorage<S> {
  return {
    getItem(name) {
      if (codec) {
        const state = readJson(name, codec.decode, storage);
        return state === undefined ? null : { state, version: 0 };
      }
      return (
        readJson<StorageValue<S>>(
          name,
          (value) =>
            typeof value === 'object' &&
            value !== null &&
            'state' in value &&
            typeof (value as { state: unknown }).state === 'object' &&
            (value as { state: unknown }).state !== null
              ? (value as StorageValue<S>)
              : undefined,
          storage,
        ) ?? null
      );
    },
    setItem(name, value) {
      writeJson(name, codec ? codec.encode(value.state) : value, storage);
    },
    removeItem(name) {
      storage.removeItem(name);
    },
  };
}
