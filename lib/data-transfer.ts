import { isRecord } from '@/lib/guards';
import { bestScoreCodec } from '@/lib/english/antonyms';
import { verbsLearnedCodec } from '@/lib/english/irregular-verbs';
import { bestTileCodec } from '@/lib/games/2048';
import { follow, load, rereadStores, save } from '@/lib/persist';
import { decodeCard, reviewsCodec } from '@/lib/review/codec';
import * as storage from '@/lib/storage';
import { depthOf, MAX_DEPTH } from '@/lib/json-depth';
import { parseJsonExact } from '@/lib/json-exact';
import { PORTABLE_KEYS, type Codec, type StorageKey } from '@/lib/storage-keys';
import { themeCodec } from '@/lib/theme';
import { prefsCodec } from '@/lib/english/prefs';
import { planTaskImport, type ImportSkipReason } from '@/lib/todo/task-import';
import { tasksCodec, type Task } from '@/lib/todo/tasks';

/**
 * Moving a visitor's data between browsers: every portable key (lib/storage-keys.ts) and
 * every unreadable value set aside is written to a JSON file. An import validates the
 * file and saves it the way the stores save (lib/persist.ts: best scores only go up,
 * lists join, tasks keep their ids), then the stores of this page take the new values
 * (other tabs get a `storage` event). It never deletes anything.
 */

/**
 * Keeps an imported value the browser refused, for a key no store of this page keeps:
 * each retry and each save of another tab merges it with what is stored before it is
 * written, as a store's value would be.
 */
function holdUntilSaved<T>(codec: Codec<T>, value: T): void {
  let held = value;
  const stop = follow({
    key: codec.key,
    received: () => retry(),
    reread: () => retry(),
  });
  function retry() {
    const result = save(codec, held, undefined);
    held = result.value;
    if (result.saved) stop();
  }
}

/** Every key's codec: the type makes a key of lib/storage-keys.ts without one an error. */
const codecs = {
  tasks: tasksCodec,
  verbsLearned: verbsLearnedCodec,
  reviews: reviewsCodec,
  max2048: bestTileCodec,
  maxScoreEver: bestScoreCodec,
  theme: themeCodec,
  englishPrefs: prefsCodec,
} satisfies { [K in StorageKey]: Codec<any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

type PortableKey = (typeof PORTABLE_KEYS)[number];

export const DATA_FILE_FORMAT = 'personal-site-data';
export const DATA_FILE_VERSION = 1;
/** Larger files are refused before parsing. */
export const MAX_DATA_FILE_BYTES = 1_000_000;

export interface DataFile {
  format: typeof DATA_FILE_FORMAT;
  version: typeof DATA_FILE_VERSION;
  exportedAt: string;
  /** Each key's value in its stored shape (what its codec reads back). */
  data: { [K in PortableKey]?: unknown };
  /** Unreadable values kept aside (as stored, or held in memory), so nothing is lost. */
  setAside?: storage.AsideCopy[];
}

export type ImportError = 'tooLarge' | 'notJson' | 'tooDeep' | 'notExport' | 'unknownVersion';

/** One item (or whole field) of the file that was not imported, and why. */
export interface SkippedItem {
  field: PortableKey;
  /** The task's title when the item is a task with one. */
  title: string | null;
  /**
   * `invalidField`: the whole field was left out; `invalidEntries`: only some of its
   * entries; `keptAside`: an entry that is not a valid review card, kept aside in the
   * stored value (and in the next export) instead of taken as a card.
   */
  reason: ImportSkipReason | 'invalidField' | 'invalidEntries' | 'keptAside';
}

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

/** The export file of this browser: its data and every copy set aside. */
export function exportData(now: Date): DataFile {
  const data: DataFile['data'] = {};
  for (const key of PORTABLE_KEYS) {
    const codec = codecs[key] as Codec<unknown>;
    // Values are bounded by MAX_DEPTH: what a codec cannot take back is set aside by `load`.
    const value = load(codec);
    if (value !== undefined) data[key] = JSON.parse(codec.serialize(value));
  }
  // After the reads: a value found damaged by them is set aside, and exported so.
  const setAside = storage.allAsideCopies();
  return {
    format: DATA_FILE_FORMAT,
    version: DATA_FILE_VERSION,
    exportedAt: now.toISOString(),
    data,
    ...(setAside.length ? { setAside } : {}),
  };
}

/** The export file as text; a value too deep to write was set aside, and goes in as text. */
export function exportText(now: Date): string {
  return JSON.stringify(exportData(now), null, 2);
}

/**
 * Reads an exported file's text: the raw fields of the known keys, not yet validated.
 * Whole numbers beyond the safe integers are read as their text (lib/json-exact.ts).
 */
export function parseDataFile(
  text: string,
):
  | { ok: true; data: DataFile['data']; setAside: storage.AsideCopy[] }
  | { ok: false; error: ImportError } {
  if (text.length > MAX_DATA_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = parseJsonExact(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (depthOf(parsed) > MAX_DEPTH) return { ok: false, error: 'tooDeep' };
  if (!isRecord(parsed) || parsed.format !== DATA_FILE_FORMAT || !isRecord(parsed.data)) {
    return { ok: false, error: 'notExport' };
  }
  if (parsed.version !== DATA_FILE_VERSION) return { ok: false, error: 'unknownVersion' };
  const data: DataFile['data'] = {};
  for (const key of PORTABLE_KEYS) if (key in parsed.data) data[key] = parsed.data[key];
  const setAside = (Array.isArray(parsed.setAside) ? parsed.setAside : []).filter(
    (c): c is storage.AsideCopy =>
      isRecord(c) &&
      typeof c.name === 'string' &&
      typeof c.raw === 'string' &&
      c.name.includes(storage.CORRUPT_SUFFIX),
  );
  return { ok: true, data, setAside };
}

/** Imports a file's text into this browser; returns what was added and what was skipped. */
export function importData(text: string): ImportResult {
  const parsed = parseDataFile(text);
  if (!parsed.ok) return parsed;
  const skipped: SkippedItem[] = [];
  const added = { tasks: 0, verbsLearned: 0, reviews: 0 };
  let saved = true;
  const changed: string[] = [];

  for (const key of PORTABLE_KEYS) {
    if (!(key in parsed.data)) continue;
    const incoming = parsed.data[key];
    const codec = codecs[key] as Codec<unknown>;
    const before = load(codec);
    let value: unknown;

    if (key === 'tasks') {
      if (!Array.isArray(incoming)) {
        skipped.push({ field: key, title: null, reason: 'invalidField' });
        continue;
      }
      const plan = planTaskImport((before as Task[] | undefined) ?? [], incoming);
      // One push per item: a spread of a long list would pass each item as an argument.
      for (const item of plan.skipped) skipped.push({ field: key, ...item });
      added.tasks = plan.added.length;
      value = plan.tasks;
    } else {
      const decoded = codec.parse(JSON.stringify(incoming));
      if (!decoded) {
        skipped.push({ field: key, title: null, reason: 'invalidField' });
        continue;
      }
      if (decoded.invalid?.length)
        skipped.push({ field: key, title: null, reason: 'invalidEntries' });
      // Entries that are not valid cards are kept aside in the value: each is listed.
      if (key === 'reviews' && isRecord(incoming) && Array.isArray(incoming.cards))
        for (const card of incoming.cards)
          if (!decodeCard(card)) skipped.push({ field: key, title: null, reason: 'keptAside' });
      // Joined with what this page reads (which holds a value the browser refused), not
      // only with what the browser holds, which is all that `save` joins with.
      value = before === undefined ? decoded.value : codec.merge(before, decoded.value);
      if (key === 'verbsLearned') {
        const known = new Set((before as string[] | undefined) ?? []);
        added.verbsLearned = (value as string[]).filter((v) => !known.has(v)).length;
      }
      if (key === 'reviews') {
        const known = (before as { cards: object } | undefined)?.cards ?? {};
        const cards = Object.keys((value as { cards: object }).cards);
        added.reviews = cards.filter((id) => !Object.hasOwn(known, id)).length;
      }
    }
    const result = save(codec, value, undefined);
    if (!result.saved) holdUntilSaved(codec, result.value);
    saved = result.saved && saved;
    changed.push(key);
  }
  // Copies set aside in the file are kept as copies here too (each once).
  const here = new Set(storage.allAsideCopies().map((c) => c.raw));
  for (const copy of parsed.setAside) {
    if (here.has(copy.raw)) continue;
    const name = storage.keys().includes(copy.name) ? `${copy.name}-imported` : copy.name;
    saved = storage.write(name, copy.raw) && saved;
  }
  // The stores of this page take the imported values.
  rereadStores(changed);
  return { ok: true, skipped, added, saved };
}
