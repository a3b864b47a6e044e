import { isRecord } from '@/lib/guards';
import { decodeLearned } from '@/lib/english/irregular-verbs';
import { readJson, safeStorage, writeJson, type KeyValueStorage } from '@/lib/storage';
import { mergeTasks, parseTaskList, TASKS_STORAGE_KEY, type Task } from '@/lib/todo/tasks';

/**
 * Moving a visitor's data between browsers: the to-do tasks, the learned irregular verbs
 * and the best scores are written to a JSON file and read back. An import validates the
 * file and merges it with what the browser already has; it never wipes anything.
 */

export const DATA_KEYS = {
  tasks: TASKS_STORAGE_KEY,
  verbsLearned: 'verbsLearned',
  max2048: 'max2048',
  maxScoreEver: 'maxScoreEver',
} as const;

export const DATA_FILE_FORMAT = 'personal-site-data';
export const DATA_FILE_VERSION = 1;
/** Larger files are refused before parsing. */
export const MAX_DATA_FILE_BYTES = 1_000_000;

export interface PortableData {
  tasks?: Task[];
  verbsLearned?: string[];
  max2048?: number;
  maxScoreEver?: number;
}

export interface DataFile {
  format: typeof DATA_FILE_FORMAT;
  version: typeof DATA_FILE_VERSION;
  exportedAt: string;
  data: PortableData;
}

export type ImportResult =
  { ok: true; data: PortableData; skipped: string[] } | { ok: false; error: string };

const decodeScore = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

const decodeTasks = (value: unknown): Task[] | undefined => parseTaskList(value)?.tasks;

/** What this browser holds (unreadable values are set aside by readJson and left out). */
export function readPortableData(storage: KeyValueStorage = safeStorage): PortableData {
  const data: PortableData = {};
  const tasks = readJson(DATA_KEYS.tasks, decodeTasks, storage);
  if (tasks?.length) data.tasks = tasks;
  const verbs = readJson(DATA_KEYS.verbsLearned, decodeLearned, storage);
  if (verbs?.length) data.verbsLearned = verbs;
  const max2048 = readJson(DATA_KEYS.max2048, decodeScore, storage);
  if (max2048) data.max2048 = max2048;
  const maxScore = readJson(DATA_KEYS.maxScoreEver, decodeScore, storage);
  if (maxScore) data.maxScoreEver = maxScore;
  return data;
}

export function createDataFile(data: PortableData, now: Date): DataFile {
  return {
    format: DATA_FILE_FORMAT,
    version: DATA_FILE_VERSION,
    exportedAt: now.toISOString(),
    data,
  };
}

/** Reads an exported file's text; fields that fail validation are skipped and named. */
export function parseDataFile(text: string): ImportResult {
  if (text.length > MAX_DATA_FILE_BYTES)
    return { ok: false, error: 'The file is too large to be a data export.' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' };
  }
  if (!isRecord(parsed) || parsed.format !== DATA_FILE_FORMAT || !isRecord(parsed.data)) {
    return { ok: false, error: 'The file is not a data export of this site.' };
  }
  if (parsed.version !== DATA_FILE_VERSION) {
    return { ok: false, error: `The file has an unknown version (${String(parsed.version)}).` };
  }
  const raw = parsed.data;
  const data: PortableData = {};
  const skipped: string[] = [];
  const take = <K extends keyof PortableData>(
    key: K,
    decode: (v: unknown) => PortableData[K] | undefined,
  ) => {
    if (!(key in raw)) return;
    const value = decode(raw[key]);
    if (value === undefined) skipped.push(key);
    else data[key] = value;
  };
  take('tasks', (v) => {
    const list = parseTaskList(v);
    if (list?.invalid.length) skipped.push(`${list.invalid.length} invalid task(s)`);
    return list?.tasks;
  });
  take('verbsLearned', decodeLearned);
  take('max2048', decodeScore);
  take('maxScoreEver', decodeScore);
  return { ok: true, data, skipped };
}

/** Joins imported data into the current data: union of lists, the best of scores. */
export function mergePortableData(current: PortableData, incoming: PortableData): PortableData {
  const merged: PortableData = { ...current };
  if (incoming.tasks) merged.tasks = mergeTasks(current.tasks ?? [], incoming.tasks);
  if (incoming.verbsLearned)
    merged.verbsLearned = [...new Set([...(current.verbsLearned ?? []), ...incoming.verbsLearned])];
  for (const key of ['max2048', 'maxScoreEver'] as const) {
    const value = incoming[key];
    if (value !== undefined) merged[key] = Math.max(current[key] ?? 0, value);
  }
  return merged;
}

/** Writes the data back under the site's storage keys, in the shapes the pages read. */
export function writePortableData(
  data: PortableData,
  storage: KeyValueStorage = safeStorage,
): void {
  if (data.tasks) writeJson(DATA_KEYS.tasks, data.tasks, storage);
  if (data.verbsLearned) writeJson(DATA_KEYS.verbsLearned, data.verbsLearned, storage);
  if (data.max2048 !== undefined) writeJson(DATA_KEYS.max2048, data.max2048, storage);
  if (data.maxScoreEver !== undefined)
    writeJson(DATA_KEYS.maxScoreEver, data.maxScoreEver, storage);
}

/** Imports a file's text into storage; returns what changed for the visitor. */
export function importData(text: string, storage: KeyValueStorage = safeStorage) {
  const result = parseDataFile(text);
  if (!result.ok) return result;
  const current = readPortableData(storage);
  const merged = mergePortableData(current, result.data);
  writePortableData(merged, storage);
  return {
    ok: true as const,
    skipped: result.skipped,
    counts: {
      tasks: (merged.tasks?.length ?? 0) - (current.tasks?.length ?? 0),
      verbsLearned: (merged.verbsLearned?.length ?? 0) - (current.verbsLearned?.length ?? 0),
    },
  };
}
