import { decodeLearned } from '@/lib/english/irregular-verbs';
import { LOADED_KEYS, type PersistedKey } from '@/lib/persisted-keys';

/**
 * Joins two lists of names. With `base` (what this page last read or wrote) it is a
 * three-way merge: names this page added since are kept, names it removed since stay
 * removed, and the stored list decides the rest (stored order first, then additions).
 * Without it, the union.
 */
export function mergeNames(
  stored: readonly string[],
  local: readonly string[],
  base?: readonly string[],
): string[] {
  const before = new Set(base ?? []);
  const now = new Set(local);
  const removed = base ? new Set([...before].filter((v) => !now.has(v))) : new Set<string>();
  const result = stored.filter((v) => !removed.has(v));
  const seen = new Set(result);
  for (const v of local) {
    // Only what this page added since `base`: a name the stored list dropped stays out.
    if (!seen.has(v) && !(base && before.has(v))) {
      seen.add(v);
      result.push(v);
    }
  }
  return result;
}

/**
 * The stored key `verbsLearned` (declared in lib/persisted-keys.ts), registered when this
 * module loads: the irregular-verbs and review stores and the data export/import import
 * it. SPEC's shape: a JSON array of infinitives; two copies join as lists of names.
 */
export const verbsLearnedKey: PersistedKey<string[]> = {
  key: 'verbsLearned',
  portable: true,
  decode: (value) => {
    const decoded = decodeLearned(value);
    return decoded && { value: decoded.learned, invalid: decoded.invalid };
  },
  encode: (learned) => learned,
  merge: (stored, local, base) => mergeNames(stored, local, base),
};

LOADED_KEYS.verbsLearned = verbsLearnedKey;
