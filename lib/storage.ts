/**
 * The browser's storage, checked: the one module that touches `localStorage`. Every value
 * the site keeps is declared in lib/storage-keys.ts and kept by a zustand store through
 * lib/persist.ts, which reads and writes here.
 *
 * What it promises (README, "Your data"):
 * - A write the browser refuses (full, blocked) is kept in memory for the rest of the
 *   visit, reads see it, and the key is reported unsaved (`status()`) until a later write
 *   of it, or `retry()`, gets through.
 * - A key whose read throws is never written on this page (its value may still be there):
 *   the page works from memory and says the key is not saved.
 * - A stored value the page cannot read is copied aside under `<key>.corrupt.<time>` before
 *   anything replaces it. If the copy cannot be written (no room, or the value is huge),
 *   the original stays under its own key, untouched, and the key is not written until the
 *   copy is made (`retry()`, or the next write of the key). Meanwhile the copy is in the
 *   data export. Copies are never overwritten or dropped; identical ones are kept once.
 */

import { signalSaveProblem } from '@/lib/save-problem';

export const CORRUPT_SUFFIX = '.corrupt';

/** A value set aside because it could not be read. */
export interface AsideCopy {
  /** `<key>.corrupt.<timestamp>` (or the older `<key>.corrupt`). */
  name: string;
  raw: string;
}

/** A saved value this page could not read (`part`: all of it, or some of its items). */
export interface Damaged {
  key: string;
  part: 'value' | 'items';
}

export interface SaveStatus {
  /** Keys whose latest value is only in memory (refused, or a key this page may not write). */
  unsaved: readonly string[];
  /** Unreadable values kept only in memory (no room for their copy): export them. */
  heldAside: readonly AsideCopy[];
  /** Saved values found damaged and set aside on this page, until the visitor dismisses it. */
  damaged: readonly Damaged[];
}

/** The status when everything is saved (also what the server renders). */
export const EMPTY_STATUS: SaveStatus = { unsaved: [], heldAside: [], damaged: [] };

/** What a read gives: the stored text (null when there is none), or that the read failed. */
export type Read = { raw: string | null } | { failed: true };

const pending = new Map<string, string | null>();
/** Keys this page must not write: their read failed, or a copy of their damaged value is owed. */
const blocked = new Map<string, 'unreadable' | 'copy owed'>();
const held: AsideCopy[] = [];
let damaged: Damaged[] = [];
const listeners = new Set<() => void>();
let snapshot: SaveStatus = EMPTY_STATUS;

function backing(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The event tells of a change to this storage (another tab's save, or a clear). */
export function isOwnChange(event: StorageEvent): boolean {
  return event.storageArea !== null && event.storageArea === backing();
}

function notify() {
  const unsaved = [...new Set([...pending.keys(), ...blocked.keys()])];
  snapshot =
    unsaved.length === 0 && held.length === 0 && damaged.length === 0
      ? EMPTY_STATUS
      : { unsaved, heldAside: held.slice(), damaged: damaged.slice() };
  if (snapshot !== EMPTY_STATUS) signalSaveProblem();
  for (const listener of listeners) listener();
}

/** The browser's value of a key, ignoring this page's unsaved one. */
function readBrowser(key: string): Read {
  try {
    const storage = backing();
    return { raw: storage ? storage.getItem(key) : null };
  } catch {
    return { failed: true };
  }
}

function writeBrowser(key: string, raw: string | null): boolean {
  try {
    const storage = backing();
    if (!storage) return false;
    if (raw === null) storage.removeItem(key);
    else storage.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a key: this page's unsaved value if it has one, else the browser's. A read that
 * throws makes the key read-only on this page.
 */
export function read(key: string): Read {
  if (pending.has(key)) return { raw: pending.get(key) ?? null };
  const result = readBrowser(key);
  if ('failed' in result && !blocked.has(key)) {
    blocked.set(key, 'unreadable');
    notify();
  }
  return result;
}

/** What the browser holds for a key now (what other tabs saved), for merges. */
export const readStored = readBrowser;

/** Whether the browser has this page's latest value of the key. */
export const isSaved = (key: string) => !blocked.has(key) && !pending.has(key);

/**
 * Writes a key (null removes it); false when it is only in memory: the browser refused
 * it, or the key is read-only on this page (see above). A refused value is written again
 * by `retry()`.
 */
export function write(key: string, raw: string | null): boolean {
  if (blocked.get(key) === 'copy owed') copyOwed(key);
  if (blocked.has(key)) {
    pending.set(key, raw);
    notify();
    return false;
  }
  const ok = writeBrowser(key, raw);
  const wasPending = pending.has(key);
  if (ok) pending.delete(key);
  else pending.set(key, raw);
  if (!ok || wasPending) notify();
  return ok;
}

/** Every key the browser holds (with this page's unsaved ones). */
export function keys(): string[] {
  const all = new Set<string>();
  try {
    const storage = backing();
    for (let i = 0; storage && i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) all.add(key);
    }
  } catch {
    // Nothing listed: the copies held in memory still are.
  }
  for (const [key, raw] of pending) {
    if (raw === null) all.delete(key);
    else all.add(key);
  }
  return [...all];
}

/** The copies of `key` set aside in storage, oldest first. */
export function asideCopies(key: string): AsideCopy[] {
  const prefix = `${key}${CORRUPT_SUFFIX}`;
  return keys()
    .filter((name) => name === prefix || name.startsWith(`${prefix}.`))
    .sort()
    .flatMap((name) => {
      const value = read(name);
      return 'raw' in value && value.raw !== null ? [{ name, raw: value.raw }] : [];
    });
}

/** Every copy set aside, in storage or held in memory (for the export). */
export function allAsideCopies(): AsideCopy[] {
  const stored = keys()
    .filter((name) => name.includes(CORRUPT_SUFFIX))
    .sort()
    .flatMap((name) => {
      const value = read(name);
      return 'raw' in value && value.raw !== null ? [{ name, raw: value.raw }] : [];
    });
  return [...stored, ...held.filter((c) => !stored.some((s) => s.name === c.name))];
}

function report(entry: Damaged) {
  if (damaged.some((d) => d.key === entry.key && d.part === entry.part)) return;
  damaged = [...damaged, entry];
}

/** Tries to write the copies owed for `key`; once they are kept, the key may be written again. */
function copyOwed(key: string): void {
  const prefix = `${key}${CORRUPT_SUFFIX}`;
  for (const copy of held.filter((c) => c.name.startsWith(prefix))) {
    if (!writeBrowser(copy.name, copy.raw)) return;
    held.splice(held.indexOf(copy), 1);
  }
  blocked.delete(key);
  notify();
}

/**
 * Keeps an unreadable value of `key` aside before anything replaces it, and reports it.
 * `part` says whether it is the whole stored value or the items of it that were not valid.
 * Returns whether the original may now be replaced: false when the copy could not be
 * written (the original then stays, and the key is not written until the copy is made).
 */
export function setAside(
  key: string,
  raw: string,
  part: Damaged['part'] = 'value',
  now: number = Date.now(),
): boolean {
  const copies = asideCopies(key);
  // Kept already (read again on a later visit): not news, and the original may go.
  if (copies.some((c) => c.raw === raw)) return !blocked.has(key);
  report({ key, part });
  if (held.some((c) => c.raw === raw)) {
    notify();
    return !blocked.has(key);
  }
  let name = `${key}${CORRUPT_SUFFIX}.${now}`;
  for (let n = 1; copies.some((c) => c.name === name); n += 1)
    name = `${key}${CORRUPT_SUFFIX}.${now}-${n}`;
  if (!writeBrowser(name, raw)) {
    held.push({ name, raw });
    blocked.set(key, 'copy owed');
  }
  notify();
  return !blocked.has(key);
}

/** Tells the page what it could not save or read; React's `useSyncExternalStore` reads it. */
export const status = (): SaveStatus => snapshot;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The visitor has read the report of damaged values: forget it. */
export function dismissDamaged(): void {
  if (damaged.length === 0) return;
  damaged = [];
  notify();
}

/**
 * Tries again what stops keys from being written: copies of damaged values that are owed,
 * and reads that failed. A key readable again loses the value this page held for it:
 * its store merges that value with the stored one first (lib/persist.ts `retrySaving`).
 */
export function unblock(): void {
  for (const [key, owed] of [...blocked]) {
    if (owed === 'copy owed') copyOwed(key);
    else if ('raw' in readBrowser(key)) {
      // Readable again: what this page holds must be merged with it before it is saved,
      // which the key's store does (lib/persist.ts), never written over it from here.
      blocked.delete(key);
      pending.delete(key);
      notify();
    }
  }
}

/** Writes every value held in memory again; answers whether everything is saved now. */
export function retry(): boolean {
  unblock();
  for (const [key, raw] of [...pending]) write(key, raw);
  return pending.size === 0 && blocked.size === 0;
}

/**
 * The function the inline scripts read a stored value with, before any module loads (the
 * theme, the to-do list's first paint): its text, null when there is none, and undefined
 * when the storage cannot be read.
 */
export const inlineRead = 'function(k){try{return localStorage.getItem(k)}catch(e){}}';

/** For tests: forget everything this page holds in memory. */
export function resetStorageForTests(): void {
  pending.clear();
  blocked.clear();
  held.length = 0;
  damaged = [];
  notify();
}
