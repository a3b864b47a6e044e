/**
 * Typed values in the browser's storage (over the safe storage of lib/safe-storage.ts,
 * re-exported here), and the copies of unreadable ones.
 *
 * A stored value that cannot be read is copied aside under `<key>.corrupt.<timestamp>`
 * before anything replaces it. Copies are never overwritten; identical copies are kept
 * once; at most `MAX_ASIDE_COPIES` per key are kept in storage and any further one (or
 * one the browser has no room for) stays in memory and in the data export. A copy that
 * cannot be written never blocks saving new data.
 */
import {
  CORRUPT_SUFFIX,
  backingKeys,
  safeStorage,
  type AsideCopy,
  type Backing,
  type Damaged,
  type KeyValueStorage,
  type SafeStorage,
} from './safe-storage';

export * from './safe-storage';

/** Set-aside copies kept in storage per key; later ones are held in memory and exported. */
export const MAX_ASIDE_COPIES = 5;

/** The one rule for stored counts and scores: a whole number ≥ 0, also written as text. */
export function decodeNonNegativeInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export function isSafe(storage: KeyValueStorage): storage is SafeStorage {
  return 'holdAside' in storage;
}

/** The keys a storage holds (`fallback` for a storage that cannot list them). */
export function listKeys(storage: KeyValueStorage | Backing, fallback?: string): string[] {
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

/**
 * Keeps an unreadable value of `key` aside, never overwriting an earlier copy. Returns
 * true when the value is safe (stored aside, already kept, or held in memory where the
 * storage has no room); the caller may then replace the original. `part` says whether the
 * copy is the whole value or only the items of it that were not valid; a new copy is
 * reported to the page (`status().damaged`), so the visitor learns what it goes on without.
 */
export function setAside(
  storage: KeyValueStorage,
  key: string,
  raw: string,
  now: number = Date.now(),
  part: Damaged['part'] = 'value',
): boolean {
  const copies = asideCopies(storage, key);
  if (copies.some((c) => c.raw === raw)) return true;
  let name = `${key}${CORRUPT_SUFFIX}.${now}`;
  for (let n = 1; storage.getItem(name) !== null; n += 1) {
    name = `${key}${CORRUPT_SUFFIX}.${now}-${n}`;
  }
  if (isSafe(storage)) {
    if (storage.status().heldAside.some((c) => c.raw === raw)) return true;
    if (copies.length >= MAX_ASIDE_COPIES) storage.holdAside({ name, raw });
    // Refused writes stay in memory (and in the export) until there is room again.
    else storage.setItem(name, raw);
    storage.reportDamaged({ key, part });
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
 *
 * `fromBrowser` reads what the browser's storage holds even while this page holds a value
 * of its own in memory (the browser refused it): what other tabs saved meanwhile, for
 * merges. (Such an unreadable stored value is then left for the next write to replace.)
 * `now` dates the copies set aside.
 */
export function readStored<T>(
  key: string,
  codec: Pick<StoredCodec<T>, 'decode'>,
  storage: KeyValueStorage = safeStorage,
  { now, fromBrowser = false }: { now?: number; fromBrowser?: boolean } = {},
): StoredRead<T> {
  const shadowed = fromBrowser && isUnsaved(storage, key);
  const raw = shadowed && isSafe(storage) ? storage.storedItem(key) : storage.getItem(key);
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
    if (setAside(storage, key, raw, now) && !shadowed) {
      try {
        storage.removeItem(key);
      } catch {
        // The next write replaces it.
      }
    }
    return { kind: 'corrupt', raw };
  }
  if (decoded.invalid?.length) {
    setAside(storage, key, JSON.stringify(decoded.invalid), now, 'items');
  }
  return { kind: 'ok', value: decoded.value, raw };
}

/**
 * Saves `local` under `key` the one way every value is saved: the value the browser
 * holds is read again first (what other tabs saved, also while this page holds an
 * unsaved value of its own) and joined with `local` by the codec's merge (so a best score
 * never goes down and another tab's items are kept), then written if it changed.
 *
 * Returns the value now stored (or held in memory), whether the browser accepted it, and
 * `base`: the value this page and the browser's storage now have in common, for the next
 * merge (the written value, or the stored value that was read when the write was refused,
 * since this page has seen it but the browser has not seen this page's value).
 */
export function saveMerged<T>(
  key: string,
  codec: StoredCodec<T>,
  local: T,
  base: T | undefined,
  storage: KeyValueStorage = safeStorage,
): { value: T; saved: boolean; base: T | undefined } {
  const stored = readStored(key, codec, storage, { fromBrowser: true });
  const storedValue = stored.kind === 'ok' ? stored.value : undefined;
  const value = storedValue === undefined ? local : codec.merge(storedValue, local, base);
  const raw = JSON.stringify(codec.encode(value));
  if (stored.kind === 'ok' && raw === stored.raw && !isUnsaved(storage, key)) {
    return { value, saved: true, base: value };
  }
  let saved: boolean;
  try {
    saved = (storage.setItem(key, raw) as unknown) !== false;
  } catch {
    saved = false;
  }
  return { value, saved, base: saved ? value : storedValue };
}

function isUnsaved(storage: KeyValueStorage, key: string): boolean {
  return isSafe(storage) && storage.status().unsaved.includes(key);
}

/** True unless the latest value of `key` is held in memory only (the browser refused it). */
export function isSaved(storage: KeyValueStorage, key: string): boolean {
  return !isUnsaved(storage, key);
}
