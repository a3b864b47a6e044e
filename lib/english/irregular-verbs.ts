import type { IrregularVerb, VerbList, VerbListId } from '@/content/english/irregular-verbs';
import { randomIndex, type Rng } from '@/lib/random';
import { jsonCodec, type Codec } from '@/lib/storage-keys';

/**
 * Trainer state. `pool` is the active list without the verbs that were already learned
 * when the list was selected (SPEC: learned verbs are excluded when a list is selected);
 * a random pick also skips verbs learned since, so it never lands on a learned verb.
 * `learned` is the stored list of learned infinitives (shared by both lists).
 */
export interface VerbsState {
  list: VerbListId;
  pool: readonly string[];
  current: string | null;
  learned: readonly string[];
}

export function findList(lists: readonly VerbList[], id: VerbListId): VerbList {
  const list = lists.find((l) => l.id === id);
  if (!list) throw new Error(`Unknown verb list ${id}`);
  return list;
}

export function findVerb(
  lists: readonly VerbList[],
  id: VerbListId,
  infinitive: string | null,
): IrregularVerb | undefined {
  if (infinitive === null) return undefined;
  return findList(lists, id).verbs.find((v) => v.infinitive === infinitive);
}

/** A deterministic state for the pre-rendered page: the first verb of the list. */
export function initialVerbs(lists: readonly VerbList[], id: VerbListId): VerbsState {
  const pool = findList(lists, id).verbs.map((v) => v.infinitive);
  return { list: id, pool, current: pool[0] ?? null, learned: [] };
}

/**
 * A random unlearned verb of the pool, avoiding `avoid` (the verb on screen) when
 * another is available; null when every verb of the pool is learned.
 */
export function pickVerb(
  pool: readonly string[],
  learned: readonly string[],
  avoid: string | null,
  rng: Rng,
): string | null {
  const known = new Set(learned);
  const unlearned = pool.filter((v) => !known.has(v));
  if (unlearned.length === 0) return null;
  const others = unlearned.filter((v) => v !== avoid);
  const candidates = others.length > 0 ? others : unlearned;
  return candidates[randomIndex(candidates.length, rng)]!;
}

/** Selects a list: learned verbs are removed from its pool and a random verb is shown. */
export function selectList(
  lists: readonly VerbList[],
  state: VerbsState,
  id: VerbListId,
  rng: Rng,
): VerbsState {
  const known = new Set(state.learned);
  const pool = findList(lists, id)
    .verbs.map((v) => v.infinitive)
    .filter((v) => !known.has(v));
  return { ...state, list: id, pool, current: pickVerb(pool, state.learned, null, rng) };
}

/** Shows another random unlearned verb of the pool. */
export function nextVerb(state: VerbsState, rng: Rng): VerbsState {
  return { ...state, current: pickVerb(state.pool, state.learned, state.current, rng) };
}

/** Adds the shown verb to the learned list and shows another unlearned one. */
export function markLearned(state: VerbsState, rng: Rng): VerbsState {
  if (state.current === null) return state;
  const learned = state.learned.includes(state.current)
    ? state.learned
    : [...state.learned, state.current];
  return { ...state, learned, current: pickVerb(state.pool, learned, state.current, rng) };
}

/** Forgets the learned verbs of the active list (verbs shared with the other list too) and reselects it. */
export function resetListProgress(
  lists: readonly VerbList[],
  state: VerbsState,
  rng: Rng,
): VerbsState {
  const inList = new Set(findList(lists, state.list).verbs.map((v) => v.infinitive));
  const learned = state.learned.filter((v) => !inList.has(v));
  return selectList(lists, { ...state, learned }, state.list, rng);
}

/** Verbs of the pool still to learn. */
export function remainingCount(state: VerbsState): number {
  const known = new Set(state.learned);
  return state.pool.filter((v) => !known.has(v)).length;
}

/** Learned verbs of the active list. */
export function learnedCount(lists: readonly VerbList[], state: VerbsState): number {
  const known = new Set(state.learned);
  return findList(lists, state.list).verbs.filter((v) => known.has(v.infinitive)).length;
}

/** True when no verb of the active list is left to learn. */
export function allLearned(state: VerbsState): boolean {
  return state.current === null;
}

/**
 * Reads the stored learned list, an array of infinitives: its names (each once), and the
 * items that are not names, to be set aside (one such item no longer costs the others).
 * Anything but an array is rejected.
 */
export function decodeLearned(
  value: unknown,
): { learned: string[]; invalid: unknown[] } | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = value.filter((v): v is string => typeof v === 'string');
  return {
    learned: [...new Set(names)],
    invalid: value.filter((v) => typeof v !== 'string'),
  };
}

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
 * The stored key `verbsLearned` (lib/storage-keys.ts): SPEC's JSON array of infinitives;
 * two copies join as lists of names (`mergeNames`).
 */
export const verbsLearnedCodec: Codec<string[]> = jsonCodec(
  'verbsLearned',
  (value) => {
    const decoded = decodeLearned(value);
    return decoded && { value: decoded.learned, invalid: decoded.invalid };
  },
  (learned) => learned,
  (stored, local, base) => mergeNames(stored, local, base),
);
