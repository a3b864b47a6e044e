import type { Reviews } from '@/lib/review/model';
import { decodeNonNegativeInteger, type StoredCodec } from '@/lib/storage';
import type { Task } from '@/lib/todo/tasks';

/**
 * Every value the site keeps in the visitor's browser, declared once: its storage key,
 * how it is read and written (SPEC's shapes: `tasks` a plain JSON array, `verbsLearned` a
 * JSON array, `max2048` a number, `maxScoreEver` a number string) and the one rule that
 * joins two copies of it. The stores (through `lib/stores/persist.ts`), the other open
 * tabs and the data export/import all use these entries.
 *
 * To add a key: add an entry here (key, decode, encode, merge, `portable` when it belongs
 * in the export), give it a name in `content/save-status.ts` (`values`), and persist
 * the store with `persistedKey('<name>', ...)`.
 *
 * A key whose codec is more than a few lines and serves one feature (`tasks`,
 * `verbsLearned`, `reviews`) is declared here by name and type only (`LoadedKeys`); its
 * module (`lib/todo/tasks-key.ts`, `lib/english/verbs-learned-key.ts`,
 * `lib/review/codec.ts`) puts the entry in `LOADED_KEYS` when it loads, so a page carries
 * only the codecs of its own stores. The stores of that key and the data export import
 * that module.
 */

export interface PersistedKey<T> extends StoredCodec<T> {
  key: string;
  /** Part of the data export / import. */
  portable: boolean;
}

const bestScore: Omit<PersistedKey<number>, 'key'> = {
  portable: true,
  decode: (value) => {
    const n = decodeNonNegativeInteger(value);
    return n === undefined ? undefined : { value: n };
  },
  encode: (value) => value,
  // A best score only ever goes up.
  merge: (stored, local) => Math.max(stored, local),
};

/** A 2048 tile: a power of two from 2 (0 stands for no game played yet). */
export function isTileOrZero(n: number): boolean {
  if (n === 0) return true;
  let rest = n;
  while (rest > 1 && rest % 2 === 0) rest /= 2;
  return n >= 2 && rest === 1;
}

export const PERSISTED_KEYS = {
  max2048: {
    key: 'max2048',
    ...bestScore,
    // A best tile that no board can show (1000, 3) is set aside rather than kept for good.
    decode: (value) => {
      const n = decodeNonNegativeInteger(value);
      return n === undefined || !isTileOrZero(n) ? undefined : { value: n };
    },
  } satisfies PersistedKey<number>,
  maxScoreEver: { key: 'maxScoreEver', ...bestScore } satisfies PersistedKey<number>,
} as const;

/** Keys declared here whose entry their own module registers (see above). */
interface LoadedKeys {
  tasks: PersistedKey<Task[]>;
  verbsLearned: PersistedKey<string[]>;
  reviews: PersistedKey<Reviews>;
}

/** The entries of `LoadedKeys` registered so far (by the modules that define them). */
export const LOADED_KEYS: Partial<LoadedKeys> = {};

type DeclaredKeys = typeof PERSISTED_KEYS & LoadedKeys;

export type PersistedKeyName = keyof DeclaredKeys;

/** The value type of a key. */
export type PersistedValue<K extends PersistedKeyName> =
  DeclaredKeys[K] extends PersistedKey<infer T> ? T : never;

/** Every key, in the order of the data export (the type makes a missing key an error). */
const EXPORT_ORDER = {
  tasks: true,
  verbsLearned: true,
  max2048: true,
  maxScoreEver: true,
  reviews: true,
} satisfies Record<PersistedKeyName, true>;

export const PERSISTED_KEY_NAMES = Object.keys(EXPORT_ORDER) as PersistedKeyName[];

/** The entry of a key; a key of `LoadedKeys` needs its module loaded first. */
export function persistedKeyDef<K extends PersistedKeyName>(
  name: K,
): PersistedKey<PersistedValue<K>> {
  const def = { ...PERSISTED_KEYS, ...LOADED_KEYS }[name];
  if (!def) throw new Error(name);
  return def as unknown as PersistedKey<PersistedValue<K>>;
}
