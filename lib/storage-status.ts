/**
 * What the site's storage could not keep, as a small observable. The save warning of
 * the shell reads it on every page; it lives apart from lib/storage.ts so that a page
 * which keeps nothing does not load the storage code only to learn that all is well.
 * lib/storage.ts publishes here and re-exports these names.
 */

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
}

/** The status when everything is saved (also what the server renders). */
export const EMPTY_STATUS: SaveStatus = { unsaved: [], heldAside: [] };

export interface StatusChannel {
  get(): SaveStatus;
  set(status: SaveStatus): void;
  subscribe(listener: () => void): () => void;
  /** Tries every unsaved value again; true when nothing is left unsaved. */
  retry(): boolean;
  /** Called by the storage that publishes here: what `retry` runs. */
  onRetry(retry: () => boolean): void;
}

export function createStatusChannel(): StatusChannel {
  const listeners = new Set<() => void>();
  let snapshot = EMPTY_STATUS;
  let retry = () => true;
  return {
    get: () => snapshot,
    set(status) {
      snapshot = status;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    retry: () => retry(),
    onRetry(next) {
      retry = next;
    },
  };
}

/** The status of the site's shared storage (`safeStorage`). */
export const saveStatus: StatusChannel = createStatusChannel();
