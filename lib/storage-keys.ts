/**
 * Every value the site keeps in the visitor's browser, declared here and nowhere else,
 * with the shape SPEC gives it. Each key's codec (how its text is read and written, and
 * the one rule that joins two copies of it) lives beside the rules it keeps:
 *
 * | key            | what                         | codec                                 |
 * | -------------- | ---------------------------- | ------------------------------------- |
 * | `tasks`        | to-do tasks, a plain array   | `tasksCodec`, lib/todo/tasks.ts       |
 * | `verbsLearned` | learned irregular verbs      | `verbsLearnedCodec`, lib/english/irregular-verbs.ts |
 * | `reviews`      | review cards and their log   | `reviewsCodec`, lib/review/codec.ts   |
 * | `max2048`      | best 2048 tile, a number     | `bestTileCodec`, lib/games/2048.ts    |
 * | `maxScoreEver` | best antonyms score          | `bestScoreCodec`, lib/english/antonyms.ts |
 * | `theme`        | 'light' or 'dark', as text   | `themeCodec`, lib/theme.ts            |
 * | `englishPrefs` | English area settings        | `prefsCodec`, lib/english/prefs.ts    |
 *
 * A store keeps its key through lib/persist.ts; the data export and import
 * (lib/data-transfer.ts) list every codec, and the type makes a missing one an error.
 * To add a key: add it here, write its codec, persist its store, name it in
 * content/save-status.ts, and add it to `codecs` in lib/data-transfer.ts.
 */
import { parseJsonExact } from '@/lib/json-exact';

export const STORAGE_KEYS = [
  'tasks',
  'verbsLearned',
  'reviews',
  'max2048',
  'maxScoreEver',
  'theme',
  'englishPrefs',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

/** The keys the data export carries (the theme and settings belong to this device, not data). */
export const PORTABLE_KEYS = STORAGE_KEYS.filter(
  (key) => key !== 'theme' && key !== 'englishPrefs',
);

/**
 * How one key is stored. `parse` reads its text (items that are not valid go to
 * `invalid`, to be set aside; undefined when the text is not a value of the key);
 * `serialize` writes it; `merge` joins the stored value with this page's: `base`, what
 * both last had in common, tells what this page removed; without it, the union.
 */
export interface Codec<T> {
  key: StorageKey;
  parse(raw: string): { value: T; invalid?: unknown[] } | undefined;
  serialize(value: T): string;
  merge(stored: T, local: T, base?: T): T;
}

/**
 * A codec of a JSON value: `decode` reads the parsed value, `encode` gives what to store.
 * A whole number beyond the safe integers is read as its text (lib/json-exact.ts), so a
 * value set aside keeps its digits.
 */
export function jsonCodec<T>(
  key: StorageKey,
  decode: (value: unknown) => { value: T; invalid?: unknown[] } | undefined,
  encode: (value: T) => unknown,
  merge: Codec<T>['merge'],
): Codec<T> {
  return {
    key,
    parse: (raw) => decode(parseJsonExact(raw)),
    serialize: (value) => JSON.stringify(encode(value)),
    merge,
  };
}

/** A whole number ≥ 0, also written as text ('12'), as SPEC's `maxScoreEver` is. */
export function decodeCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** A best score: a count that only ever goes up (`valid` may refuse some counts). */
export function bestScoreCodec(
  key: StorageKey,
  valid: (n: number) => boolean = () => true,
): Codec<number> {
  return jsonCodec(
    key,
    (value) => {
      const n = decodeCount(value);
      return n === undefined || !valid(n) ? undefined : { value: n };
    },
    (n) => n,
    (stored, local) => Math.max(stored, local),
  );
}
