import { readStored, type KeyValueStorage } from './storage';
import { safeStorage } from './safe-storage';

/**
 * Plain JSON values with no codec or merge (the PokeAPI cache), and a storage in memory
 * for where the browser has none (and for tests). Apart from lib/storage.ts so that the
 * pages whose stores persist through lib/stores/persist.ts do not carry them.
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
 * Reads a JSON value and validates it. Returns `undefined` when the key is absent or the
 * value is unreadable (then set aside).
 */
export function readJson<T>(
  key: string,
  decode: (value: unknown) => T | undefined,
  storage: KeyValueStorage = safeStorage,
): T | undefined {
  const read = readStored(
    key,
    {
      decode: (v) => {
        const value = decode(v);
        return value === undefined ? undefined : { value };
      },
    },
    storage,
  );
  return read.kind === 'ok' ? read.value : undefined;
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
