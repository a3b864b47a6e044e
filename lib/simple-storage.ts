import { safeStorage, type KeyValueStorage } from './safe-storage';

/**
 * Cached JSON values with no codec, merge or set-aside copies (the PokeAPI answers), and a
 * storage in memory for where the browser has none (and for tests). Apart from
 * lib/storage.ts, which keeps the visitor's own data, so that neither page carries the
 * other's code.
 */

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

/**
 * Reads a cached JSON value and validates it. Returns `undefined` when the key is absent
 * or the value is unreadable; an unreadable value is removed, not set aside (a cache holds
 * nothing of the visitor's: the answer can be fetched again).
 */
export function readJson<T>(
  key: string,
  decode: (value: unknown) => T | undefined,
  storage: KeyValueStorage = safeStorage,
): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  let value: T | undefined;
  try {
    value = decode(JSON.parse(raw));
  } catch {
    value = undefined;
  }
  if (value === undefined) {
    try {
      storage.removeItem(key);
    } catch {
      // The next write replaces it.
    }
  }
  return value;
}

/** Writes a JSON value; false when it could not be saved in the browser's storage. */
export function writeJson(
  key: string,
  value: unknown,
  storage: KeyValueStorage = safeStorage,
): boolean {
  try {
    const result: unknown = storage.setItem(key, JSON.stringify(value));
    return result !== false;
  } catch {
    return false;
  }
}
