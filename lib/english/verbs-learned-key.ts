import { decodeLearned } from '@/lib/english/irregular-verbs';
import { LOADED_KEYS, mergeNames, type PersistedKey } from '@/lib/persisted-keys';

/**
 * The stored key `verbsLearned` (declared in lib/persisted-keys.ts), registered when this
 * module loads: the irregular-verbs and review stores and the data export/import import
 * it. SPEC's shape: a JSON array of infinitives; two copies join as lists of names.
 */
export const verbsLearnedKey: PersistedKey<string[]> = {
  key: 'verbsLearned',
  portable: true,
  decode: (value) => {
    const learned = decodeLearned(value);
    return learned && { value: learned };
  },
  encode: (learned) => learned,
  merge: (stored, local, base) => mergeNames(stored, local, base),
};

LOADED_KEYS.verbsLearned = verbsLearnedKey;
