import { isRecord } from '@/lib/guards';
import {
  PERSISTED_KEY_NAMES,
  persistedKeyDef,
  type PersistedKey,
  type PersistedKeyName,
  type PersistedValue,
} from '@/lib/persisted-keys';
import { registerSync, syncPersisted } from '@/lib/stores/sync';
import {
  CORRUPT_SUFFIX,
  isSafe,
  isSaved,
  listKeys,
  readStored,
  safeStorage,
  saveMerged,
  type AsideCopy,
  type KeyValueStorage,
} from '@/lib/storage';
import { planTaskImport, type ImportSkipReason } from '@/lib/todo/task-import';
// Register the keys whose codecs are loaded only where they are needed.
import '@/lib/english/verbs-learned-key';
import '@/lib/review/codec';
import '@/lib/todo/tasks-key';

/**
 * Moving a visitor's data between browsers: every portable key of `lib/persisted-keys.ts`
 * (to-do tasks, learned irregular verbs, best scores, review cards) and every unreadable value set
 * aside is written to a JSON file. An import validates the file and saves it through the
 * same merge-and-save path as the stores (best scores only go up, lists join, tasks keep
 * their ids), then the stores of this page and of other open tabs take the new values.
 * It never deletes anything.
 */

/** Every copy set aside, in storage or held in memory, by key (for the export). */
export function allAsideCopies(storage: KeyValueStorage = safeStorage): AsideCopy[] {
  const names = listKeys(storage).filter((name) => name.includes(CORRUPT_SUFFIX));
  const copies = names
    .sort()
    .map((name) => ({ name, raw: storage.getItem(name) }))
    .filter((c): c is AsideCopy => c.raw !== null);
  return isSafe(storage) ? [...copies, ...storage.status().heldAside] : copies;
}

export const DATA_FILE_FORMAT = 'personal-site-data';
export const DATA_FILE_VERSION = 1;
/** Larger files are refused before parsing. */
export const MAX_DATA_FILE_BYTES = 1_000_000;

const PORTABLE = PERSISTED_KEY_NAMES.filter((name) => persistedKeyDef(name).portable);

export type PortableData = { [K in PersistedKeyName]?: PersistedValue<K> };
/** The values of a data file: each key in its stored shape (what its `decode` reads back). */
export type StoredData = { [K in PersistedKeyName]?: unknown };

export interface DataFile {
  format: typeof DATA_FILE_FORMAT;
  version: typeof DATA_FILE_VERSION;
  exportedAt: string;
  data: StoredData;
  /** Unreadable values kept aside (as stored, or held in memory), so nothing is lost. */
  setAside?: AsideCopy[];
}

export type ImportError = 'tooLarge' | 'notJson' | 'notExport' | 'unknownVersion';

/** One item (or whole field) of the file that was not imported, and why. */
export interface SkippedItem {
  field: PersistedKeyName;
  /** The task's title when the item is a task with one. */
  title: string | null;
  /** `invalidField`: the whole field was left out; `invalidEntries`: only some of its entries. */
  reason: ImportSkipReason | 'invalidField' | 'invalidEntries';
}

export type ParseResult =
  { ok: true; data: { [K in PersistedKeyName]?: unknown } } | { ok: false; error: ImportError };

export type ImportResult =
  | {
      ok: true;
      skipped: SkippedItem[];
      /** Tasks, learned verbs and review cards this browser did not have before. */
      added: { tasks: number; verbsLearned: number; reviews: number };
      /** False when the browser refused to store some of it (kept in memory). */
      saved: boolean;
    }
  | { ok: false; error: ImportError };

/** What this browser holds (unreadable values are set aside and left out, as are empty ones). */
export function readPortableData(storage: KeyValueStorage = safeStorage): PortableData {
  const data: PortableData = {};
  for (const name of PORTABLE) {
    const def = persistedKeyDef(name);
    const read = readStored(def.key, def, storage);
    const empty =
      read.kind !== 'ok' || read.value === 0 || (Array.isArray(read.value) && !read.value.length);
    if (!empty) (data as Record<string, unknown>)[name] = read.value;
  }
  return data;
}

export function createDataFile(
  data: PortableData,
  now: Date,
  setAside: AsideCopy[] = [],
): DataFile {
  // Each value in its stored shape, so that the import decodes it like a stored value.
  const stored: StoredData = {};
  for (const name of PERSISTED_KEY_NAMES) {
    const value = data[name];
    if (value !== undefined) stored[name] = persistedKeyDef(name).encode(value as never);
  }
  return {
    format: DATA_FILE_FORMAT,
    version: DATA_FILE_VERSION,
    exportedAt: now.toISOString(),
    data: stored,
    ...(setAside.length ? { setAside } : {}),
  };
}

/** The export file of this browser: its data and every copy set aside. */
export function exportData(now: Date, storage: KeyValueStorage = safeStorage): DataFile {
  const data = readPortableData(storage);
  return createDataFile(data, now, allAsideCopies(storage));
}

/** Reads an exported file's text: the raw fields of the known keys, not yet validated. */
export function parseDataFile(text: string): ParseResult {
  if (text.length > MAX_DATA_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (!isRecord(parsed) || parsed.format !== DATA_FILE_FORMAT || !isRecord(parsed.data)) {
    return { ok: false, error: 'notExport' };
  }
  if (parsed.version !== DATA_FILE_VERSION) return { ok: false, error: 'unknownVersion' };
  const raw = parsed.data;
  const data: { [K in PersistedKeyName]?: unknown } = {};
  for (const name of PORTABLE) if (name in raw) data[name] = raw[name];
  return { ok: true, data };
}

/** Keys whose imported value the browser refused, merged again on every sync. */
const mergingHeld = new Set<string>();

/**
 * An imported value the browser refused stays in memory (lib/safe-storage.ts). Until it
 * is saved, each sync of its key (another tab saved, 'Try saving again') merges it with
 * what the browser holds and saves that, like a store does, so that saving it later never
 * writes over what other tabs saved meanwhile (also on a page with no store of that key).
 */
function keepMergingHeld<T>(def: PersistedKey<T>) {
  const { key } = def;
  if (mergingHeld.has(key)) return;
  mergingHeld.add(key);
  registerSync({
    key,
    sync: () => {
      if (isSaved(safeStorage, key)) return;
      const held = readStored(key, def, safeStorage);
      if (held.kind === 'ok') saveMerged(key, def, held.value, undefined, safeStorage);
    },
  });
}

/** Imports a file's text into this browser; returns what was added and what was skipped. */
export function importData(text: string, storage: KeyValueStorage = safeStorage): ImportResult {
  const parsed = parseDataFile(text);
  if (!parsed.ok) return parsed;
  const skipped: SkippedItem[] = [];
  const added = { tasks: 0, verbsLearned: 0, reviews: 0 };
  let saved = true;
  const changed: PersistedKey<PersistedValue<PersistedKeyName>>[] = [];

  for (const name of PORTABLE) {
    if (!(name in parsed.data)) continue;
    const incoming = parsed.data[name];
    const def = persistedKeyDef(name);
    const current = readStored(def.key, def, storage);
    const before = current.kind === 'ok' ? current.value : undefined;

    if (name === 'tasks') {
      if (!Array.isArray(incoming)) {
        skipped.push({ field: name, title: null, reason: 'invalidField' });
        continue;
      }
      const plan = planTaskImport((before as PersistedValue<'tasks'>) ?? [], incoming);
      // One push per item: a spread of a long list would pass each item as an argument,
      // and a file of some hundred thousand items overflows the call stack.
      for (const item of plan.skipped) skipped.push({ field: name, ...item });
      added.tasks = plan.added.length;
      const tasksDef = persistedKeyDef('tasks');
      saved = saveMerged(tasksDef.key, tasksDef, plan.tasks, undefined, storage).saved && saved;
      changed.push(def);
      continue;
    }

    const decoded = def.decode(incoming);
    if (!decoded) {
      skipped.push({ field: name, title: null, reason: 'invalidField' });
      continue;
    }
    if (decoded.invalid?.length) {
      skipped.push({ field: name, title: null, reason: 'invalidEntries' });
    }
    const value = before === undefined ? decoded.value : def.merge(before, decoded.value);
    if (name === 'verbsLearned') {
      const known = new Set((before as string[] | undefined) ?? []);
      added.verbsLearned = (value as string[]).filter((v) => !known.has(v)).length;
    }
    if (name === 'reviews') {
      const known = (before as PersistedValue<'reviews'> | undefined)?.cards ?? {};
      const cards = Object.keys((value as PersistedValue<'reviews'>).cards);
      added.reviews = cards.filter((id) => !Object.hasOwn(known, id)).length;
    }
    saved = saveMerged(def.key, def, value, undefined, storage).saved && saved;
    changed.push(def);
  }
  if (storage === safeStorage) {
    for (const def of changed) if (!isSaved(storage, def.key)) keepMergingHeld(def);
    // The stores of this page take the imported values (other tabs get a storage event).
    syncPersisted(changed.map((def) => def.key));
  }
  return { ok: true, skipped, added, saved };
}
