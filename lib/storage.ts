/**
 * Browser storage that never throws and never loses data silently.
 *
 * - Every write is checked. A write the browser refuses (full quota, private mode,
 *   blocked storage) is kept in memory for the rest of the visit, reads see it, and the
 *   key is reported as unsaved (`status()`, `subscribe()`) so the page can say so. The
 *   next write that reaches the browser's storage clears the report for its key, and
 *   `retry()` tries every unsaved value again.
 * - A stored value that cannot be read is copied aside under `<key>.corrupt.<timestamp>`
 *   before anything replaces it. Copies are never overwritten; identical copies are kept
 *   once; at most `MAX_ASIDE_COPIES` per key are kept in storage and any further one (or
 *   one the browser has no room for) stays in memory and in the data export. A copy that
 *   cannot be written never blocks saving new data.
 */

import {
  CORRUPT_SUFFIX,
  EMPTY_STATUS,
  createStatusChannel,
  saveStatus,
  type AsideCopy,
  type SaveStatus,
  type StatusChannel,
} from './storage-status';

export { CORRUPT_SUFFIX, EMPTY_STATUS, type AsideCopy, type SaveStatus };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key held (used to find the copies set aside); optional for simple stores. */
  keys?(): string[];
}

/** Set-aside copies kept in storage per key; later ones are held in memory and exported. */
export const MAX_ASIDE_COPIES = 5;

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

/** The one rule for stored counts and scores: a whole number ≥ 0, also written as text. */
export function decodeNonNegativeInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export interface SafeStorage extends KeyValueStorage {
  /** Writes a value; false when the browser refused it (kept in memory meanwhile). */
  setItem(key: string, value: string): boolean;
  keys(): string[];
  status(): SaveStatus;
  subscribe(listener: () => void): () => void;
  /** Tries every unsaved value again; true when nothing is left unsaved. */
  retry(): boolean;
  /** Keeps an unreadable value that could not be stored, for the export. */
  holdAside(copy: AsideCopy): void;
}

type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'length' | 'key'>> & { keys?(): string[] };

function browserStorage(): Backing | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function backingKeys(storage: Backing): string[] {
  if (storage.keys) return storage.keys();
  const keys: string[] = [];
  const length = storage.length ?? 0;
  for (let i = 0; i < length; i += 1) {
    const key = storage.key?.(i);
    if (key != null) keys.push(key);
  }
  return keys;
}

/**
 * Wraps a storage (localStorage by default). Each write is tried on the storage itself;
 * a refused write stays in memory (`null` there meaning a pending removal) until a later
 * write of the same key, or `retry()`, gets through. Its status is published on
 * `channel` (lib/storage-status.ts).
 */
export function createSafeStorage(
  getBacking: () => Backing | undefined = browserStorage,
  channel: StatusChannel = createStatusChannel(),
): SafeStorage {
  const pending = new Map<string, string | null>();
  const held: AsideCopy[] = [];

  const notify = () =>
    channel.set(
      pending.size === 0 && held.length === 0
        ? EMPTY_STATUS
        : { unsaved: [...pending.keys()], heldAside: held.slice() },
    );

  const write = (key: string, value: string | null): boolean => {
    const storage = getBacking();
    let ok = false;
    if (storage) {
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
        ok = true;
      } catch {
        ok = false;
      }
    }
    const wasPending = pending.has(key);
    if (ok) pending.delete(key);
    else pending.set(key, value);
    if (ok !== !wasPending || !ok) notify();
    return ok;
  };

  const retry = () => {
    for (const [key, value] of [...pending]) write(key, value);
    return pending.size === 0;
  };
  channel.onRetry(retry);

  return {
    getItem(key) {
      if (pending.has(key)) return pending.get(key) ?? null;
      try {
        return getBacking()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => write(key, value),
    removeItem(key) {
      write(key, null);
    },
    keys() {
      let stored: string[] = [];
      try {
        const storage = getBacking();
        if (storage) stored = backingKeys(storage);
      } catch {
        stored = [];
      }
      const all = new Set(stored);
      for (const [key, value] of pending) {
        if (value === null) all.delete(key);
        else all.add(key);
      }
      return [...all];
    },
    status: () => channel.get(),
    subscribe: (listener) => channel.subscribe(listener),
    retry,
    holdAside(copy) {
      if (held.some((c) => c.raw === copy.raw && c.name.startsWith(baseOf(copy.name)))) return;
      held.push(copy);
      notify();
    },
  };
}

/** The site's shared safe storage over localStorage. */
export const safeStorage: SafeStorage = createSafeStorage(browserStorage, saveStatus);

function isSafe(storage: KeyValueStorage): storage is SafeStorage {
  return 'holdAside' in storage;
}

/** `tasks.corrupt.1700000000000` -> `tasks`. */
function baseOf(asideName: string): string {
  const at = asideName.indexOf(CORRUPT_SUFFIX);
  return at === -1 ? asideName : asideName.slice(0, at);
}

/** The keys a storage holds (`fallback` for a storage that cannot list them). */
function listKeys(storage: KeyValueStorage | Backing, fallback?: string): string[] {
  if (storage.keys) return storage.keys();
  if ('length' in storage && typeof storage.key === 'function') return backingKeys(storage);
  return fallback === undefined ? [] : [fallback];
}

/** The copies of `key` set aside so far, oldest first. */
export function asideCopies(storage: KeyValueStorage, key: string): AsideCopy[] {
  const prefix = `${key}${CORRUPT_SUFFIX}`;
  const names = listKeys(storage, prefix).filter(
    (name) => name === prefix || name.startsWith(`${prefix}.`),
  );
  const copies: AsideCopy[] = [];
  for (const name of names.sort()) {
    const raw = storage.getItem(name);
    if (raw !== null) copies.push({ name, raw });
  }
  return copies;
}

/** Every copy set aside, in storage or held in memory, by key (for the export). */
export function allAsideCopies(storage: KeyValueStorage = safeStorage): AsideCopy[] {
  const names = listKeys(storage).filter((name) => name.includes(CORRUPT_SUFFIX));
  const copies = names
    .sort()
    .map((name) => ({ name, raw: storage.getItem(name) }))
    .filter((c): c is AsideCopy => c.raw !== null);
  return isSafe(storage) ? [...copies, ...storage.status().heldAside] : copies;
}

/**
 * Keeps an unreadable value of `key` aside, never overwriting an earlier copy. Returns
 * true when the value is safe (stored aside, already kept, or held in memory where the
 * storage has no room); the caller may then replace the original.
 */
export function setAside(
  storage: KeyValueStorage,
  key: string,
  raw: string,
  now: number = Date.now(),
): boolean {
  const copies = asideCopies(storage, key);
  if (copies.some((c) => c.raw === raw)) return true;
  let name = `${key}${CORRUPT_SUFFIX}.${now}`;
  for (let n = 1; storage.getItem(name) !== null; n += 1) {
    name = `${key}${CORRUPT_SUFFIX}.${now}-${n}`;
  }
  if (isSafe(storage)) {
    if (storage.status().heldAside.some((c) => c.raw === raw)) return true;
    if (copies.length >= MAX_ASIDE_COPIES) {
      storage.holdAside({ name, raw });
      return true;
    }
    // Refused writes stay in memory (and in the export) until there is room again.
    storage.setItem(name, raw);
    return true;
  }
  if (copies.length >= MAX_ASIDE_COPIES) return false;
  try {
    storage.setItem(name, raw);
    return true;
  } catch {
    return false;
  }
}

/** A stored value as read: absent, readable (with any items that were not), or unreadable. */
export type StoredRead<T> =
  { kind: 'absent' } | { kind: 'ok'; value: T; raw: string } | { kind: 'corrupt'; raw: string };

/**
 * How one key is stored: `decode` turns the parsed JSON into the value (items that are
 * not valid go to `invalid`, to be set aside) or rejects it; `encode` gives the JSON to
 * store; `merge` is the one rule joining the stored value with this page's value (best
 * scores only go up, lists join, tasks merge by id). `base` is the value this page last
 * read or wrote, for merges that must see what this page removed.
 */
export interface StoredCodec<T> {
  decode(value: unknown): { value: T; invalid?: unknown[] } | undefined;
  encode(value: T): unknown;
  merge(stored: T, local: T, base?: T): T;
}

/**
 * Reads and decodes a key. An unreadable value is set aside and removed (unless the copy
 * could not be kept anywhere); invalid items of a readable value are set aside as one
 * JSON array and the rest is returned.
 */
export function readStored<T>(
  key: string,
  codec: Pick<StoredCodec<T>, 'decode'>,
  storage: KeyValueStorage = safeStorage,
  now?: number,
): StoredRead<T> {
  const raw = storage.getItem(key);
  if (raw === null) return { kind: 'absent' };
  let parsed: unknown;
  let decoded: ReturnType<StoredCodec<T>['decode']>;
  try {
    parsed = JSON.parse(raw);
    decoded = codec.decode(parsed);
  } catch {
    decoded = undefined;
  }
  if (!decoded) {
    if (setAside(storage, key, raw, now)) {
      try {
        storage.removeItem(key);
      } catch {
        // The next write replaces it.
      }
    }
    return { kind: 'corrupt', raw };
  }
  if (decoded.invalid?.length) setAside(storage, key, JSON.stringify(decoded.invalid), now);
  return { kind: 'ok', value: decoded.value, raw };
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

/**
 * Saves `local` under `key` the one way every value is saved: the stored value is read
 * again first and joined with `local` by the codec's merge (so a best score never goes
 * down and another tab's items are kept), then written if it changed. Returns the value
 * now stored (or held in memory) and whether the browser accepted it.
 */
export function saveMerged<T>(
  key: string,
  codec: StoredCodec<T>,
  local: T,
  base: T | undefined,
  storage: KeyValueStorage = safeStorage,
): { value: T; saved: boolean } {
  const stored = readStored(key, codec, storage);
  const value = stored.kind === 'ok' ? codec.merge(stored.value, local, base) : local;
  const raw = JSON.stringify(codec.encode(value));
  if (stored.kind === 'ok' && raw === stored.raw && !isUnsaved(storage, key)) {
    return { value, saved: true };
  }
  let saved: boolean;
  try {
    saved = (storage.setItem(key, raw) as unknown) !== false;
  } catch {
    saved = false;
  }
  return { value, saved };
}

function isUnsaved(storage: KeyValueStorage, key: string): boolean {
  return isSafe(storage) && storage.status().unsaved.includes(key);
}

/** True unless the latest value of `key` is held in memory only (the browser refused it). */
export function isSaved(storage: KeyValueStorage, key: string): boolean {
  return !isUnsaved(storage, key);
}
