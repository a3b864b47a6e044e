/**
 * Browser storage that never throws and never loses data silently: every write is
 * checked. A write the browser refuses (full quota, private mode, blocked storage) is
 * kept in memory for the rest of the visit, reads see it, and the key is reported as
 * unsaved (`status()`, `subscribe()`) so the page can say so. The next write that
 * reaches the browser's storage clears the report for its key, and `retry()` tries every
 * unsaved value again.
 *
 * This is the core that the shell (theme switch, save warning) needs on every page;
 * typed values and the copies of unreadable ones are in lib/storage.ts, which
 * re-exports this module.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key held (used to find the copies set aside); optional for simple stores. */
  keys?(): string[];
}

export const CORRUPT_SUFFIX = '.corrupt';

/** A value set aside because it could not be read. */
export interface AsideCopy {
  /** `<key>.corrupt.<timestamp>` (or the older `<key>.corrupt`). */
  name: string;
  raw: string;
}

export interface SaveStatus {
  /** Keys whose latest value is only in memory: the browser refused to store it. */
  unsaved: readonly string[];
  /** Unreadable values kept only in memory (no room or too many copies): export them. */
  heldAside: readonly AsideCopy[];
  /**
   * Saved values found damaged on this page and set aside, so the page went on without
   * them (all of the value, or only some of its items), until the visitor dismisses it.
   */
  damaged: readonly Damaged[];
}

/** A saved value this page could not read (`part`: all of it, or some of its items). */
export interface Damaged {
  key: string;
  part: 'value' | 'items';
}

export interface SafeStorage extends KeyValueStorage {
  /** Writes a value; false when the browser refused it (kept in memory meanwhile). */
  setItem(key: string, value: string): boolean;
  /**
   * The value the browser's storage holds, leaving out one this page holds in memory:
   * what other tabs saved, for merges (`getItem` gives this page's latest value).
   */
  storedItem(key: string): string | null;
  keys(): string[];
  status(): SaveStatus;
  subscribe(listener: () => void): () => void;
  /** Tries every unsaved value again; true when nothing is left unsaved. */
  retry(): boolean;
  /** Keeps an unreadable value that could not be stored, for the export. */
  holdAside(copy: AsideCopy): void;
  /** Tells the page that a saved value was damaged and set aside. */
  reportDamaged(damaged: Damaged): void;
  /** The visitor has read the report: forget it. */
  dismissDamaged(): void;
}

export type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'length' | 'key'>> & { keys?(): string[] };

function browserStorage(): Backing | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function backingKeys(storage: Backing): string[] {
  if (storage.keys) return storage.keys();
  const keys: string[] = [];
  const length = storage.length ?? 0;
  for (let i = 0; i < length; i += 1) {
    const key = storage.key?.(i);
    if (key != null) keys.push(key);
  }
  return keys;
}

/** The status when everything is saved (also what the server renders). */
export const EMPTY_STATUS: SaveStatus = { unsaved: [], heldAside: [], damaged: [] };

/**
 * Wraps a storage (localStorage by default). Each write is tried on the storage itself;
 * a refused write stays in memory (`null` there meaning a pending removal) until a later
 * write of the same key, or `retry()`, gets through.
 */
export function createSafeStorage(
  getBacking: () => Backing | undefined = browserStorage,
): SafeStorage {
  const pending = new Map<string, string | null>();
  const held: AsideCopy[] = [];
  let damaged: Damaged[] = [];
  const listeners = new Set<() => void>();
  let snapshot: SaveStatus = EMPTY_STATUS;

  const notify = () => {
    snapshot =
      pending.size === 0 && held.length === 0 && damaged.length === 0
        ? EMPTY_STATUS
        : { unsaved: [...pending.keys()], heldAside: held.slice(), damaged: damaged.slice() };
    for (const listener of listeners) listener();
  };

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

  const storedItem = (key: string): string | null => {
    try {
      return getBacking()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  return {
    getItem: (key) => (pending.has(key) ? (pending.get(key) ?? null) : storedItem(key)),
    storedItem,
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
    status: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    retry() {
      for (const [key, value] of [...pending]) write(key, value);
      return pending.size === 0;
    },
    holdAside(copy) {
      if (held.some((c) => c.raw === copy.raw && c.name.startsWith(baseOf(copy.name)))) return;
      held.push(copy);
      notify();
    },
    reportDamaged(report) {
      if (damaged.some((d) => d.key === report.key && d.part === report.part)) return;
      damaged = [...damaged, report];
      notify();
    },
    dismissDamaged() {
      if (damaged.length === 0) return;
      damaged = [];
      notify();
    },
  };
}

/** The site's shared safe storage over localStorage. */
export const safeStorage: SafeStorage = createSafeStorage();

/** `tasks.corrupt.1700000000000` -> `tasks`. */
function baseOf(asideName: string): string {
  const at = asideName.indexOf(CORRUPT_SUFFIX);
  return at === -1 ? asideName : asideName.slice(0, at);
}
