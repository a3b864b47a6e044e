import type { AntonymPair, AntonymWord } from '@/content/english/antonyms';
import { seededRng, shuffle, type Rng } from '@/lib/random';
import { bestScoreCodec as bestScore } from '@/lib/storage-keys';

/** Pairs per round; a round cannot start with fewer pairs left in the pool. */
export const ROUND_SIZE = 5;

/** A word on screen; `pairId` is the index of its pair in the content. */
export interface GameItem extends AntonymWord {
  pairId: number;
}

export type Side = 'left' | 'right';

/** The state of the antonyms game (SPEC §3). */
export interface AntonymsState {
  /** Pairs not drawn yet. */
  pool: readonly number[];
  /** Pairs drawn so far (returned to the pool on restart). */
  used: readonly number[];
  /** 'Select 1': the first word of each pair of the round not matched yet. */
  left: readonly GameItem[];
  /** 'Select 2': the second word of each pair, shuffled on its own. */
  right: readonly GameItem[];
  /** From each left English word of the round to its counterpart's English word. */
  lookup: Readonly<Record<string, string>>;
  selectedLeft: number | null;
  selectedRight: number | null;
  score: number;
  best: number;
  win: boolean;
  /** The last correctly matched pair (its text: see lastCorrectText). */
  lastCorrect: number | null;
}

export type PickOutcome = 'ignored' | 'picked' | 'correct' | 'wrong';

export function pairText(left: AntonymWord, right: AntonymWord): string {
  return `${left.en} (${left.es}) - ${right.en} (${right.es})`;
}

const key = (word: AntonymWord) => word.en.trim().toLowerCase();

/**
 * What a pair holds that no other pair of its round may hold: its two English words and
 * its meaning group (a pair without a group holds only its words).
 */
export function roundKeys(pair: AntonymPair): string[] {
  const keys = [`word:${key(pair[0])}`, `word:${key(pair[1])}`];
  const group = pair[2]?.trim().toLowerCase();
  return group ? [...keys, `group:${group}`] : keys;
}

/** Whether two pairs may share a round: no English word in common and not one meaning group. */
export function canShareRound(a: AntonymPair, b: AntonymPair): boolean {
  const keys = new Set(roundKeys(a));
  return roundKeys(b).every((k) => !keys.has(k));
}

/**
 * The round drawn from `order` (pair ids, already shuffled): the first ROUND_SIZE pairs in
 * that order that can all share a round, found depth first — each pair is taken only when
 * it can share the round with every pair taken before it, and the search backs up when
 * the rest of the order cannot complete the round. Null when no full round exists.
 */
export function pickRound(
  order: readonly number[],
  pairs: readonly AntonymPair[],
  size = ROUND_SIZE,
): number[] | null {
  const ids = order.filter((id) => pairs[id] !== undefined);
  const keysOf = new Map(ids.map((id) => [id, roundKeys(pairs[id]!)]));
  const chosen: number[] = [];
  const held = new Map<string, number>();

  const search = (from: number): boolean => {
    if (chosen.length === size) return true;
    for (let i = from; i <= ids.length - (size - chosen.length); i += 1) {
      const id = ids[i]!;
      const keys = keysOf.get(id)!;
      if (keys.some((k) => held.has(k))) continue;
      chosen.push(id);
      for (const k of keys) held.set(k, id);
      if (search(i + 1)) return true;
      chosen.pop();
      for (const k of keys) held.delete(k);
    }
    return false;
  };
  return search(0) ? chosen : null;
}

function emptyRound(state: AntonymsState): AntonymsState {
  return { ...state, left: [], right: [], lookup: {}, selectedLeft: null, selectedRight: null };
}

/**
 * Draws a round of ROUND_SIZE random pairs from the pool (see pickRound): no English word
 * appears twice and no two pairs of one meaning group meet in a round, so the only right
 * answer for each word on screen is its own counterpart. When the pool cannot give a full
 * round (fewer than ROUND_SIZE pairs left, or only pairs that cannot share a round), the
 * game is won.
 */
export function drawRound(
  state: AntonymsState,
  pairs: readonly AntonymPair[],
  rng: Rng,
): AntonymsState {
  const chosen =
    state.pool.length >= ROUND_SIZE ? pickRound(shuffle(state.pool, rng), pairs) : null;
  if (!chosen) return { ...emptyRound(state), win: true };

  const drawn = new Set(chosen);
  const round = chosen.map((id) => [id, pairs[id]!] as const);
  return {
    ...state,
    pool: state.pool.filter((id) => !drawn.has(id)),
    used: [...state.used, ...chosen],
    left: shuffle(
      round.map(([id, pair]) => ({ ...pair[0], pairId: id })),
      rng,
    ),
    right: shuffle(
      round.map(([id, pair]) => ({ ...pair[1], pairId: id })),
      rng,
    ),
    lookup: Object.fromEntries(round.map(([, pair]) => [pair[0].en, pair[1].en])),
    selectedLeft: null,
    selectedRight: null,
  };
}

/** No game yet (the pairs have not loaded): an empty board, nothing won. */
export function emptyGame(best = 0): AntonymsState {
  return {
    pool: [],
    used: [],
    left: [],
    right: [],
    lookup: {},
    selectedLeft: null,
    selectedRight: null,
    score: 0,
    best,
    win: false,
    lastCorrect: null,
  };
}

/** Seed of the round the pre-rendered page shows. */
const FIRST_ROUND_SEED = 20240524;

/** The round the pre-rendered page shows: the same on every build (a fixed seed). */
export function firstRound(pairs: readonly AntonymPair[]): Pick<AntonymsState, 'left' | 'right'> {
  const { left, right } = newGame(pairs, seededRng(FIRST_ROUND_SEED));
  return { left, right };
}

/** A new game: score 0, every pair in the pool, a first round drawn. */
export function newGame(pairs: readonly AntonymPair[], rng: Rng, best = 0): AntonymsState {
  return drawRound({ ...emptyGame(best), pool: pairs.map((_, i) => i) }, pairs, rng);
}

/** Restart: score 0, win cleared, used pairs back in the pool, a new round drawn. */
export function restart(
  state: AntonymsState,
  pairs: readonly AntonymPair[],
  rng: Rng,
): AntonymsState {
  const pool = [...state.pool, ...state.used].sort((a, b) => a - b);
  return drawRound(
    { ...emptyRound(state), pool, used: [], score: 0, win: false, lastCorrect: null },
    pairs,
    rng,
  );
}

/** SPEC §5: correct when the right word's English equals the recorded counterpart of the left word. */
export function isCorrectPair(state: AntonymsState, left: GameItem, right: GameItem): boolean {
  return Object.hasOwn(state.lookup, left.en) && state.lookup[left.en] === right.en;
}

/**
 * Picks an item on one side (a new pick on a side replaces the old one). With both sides
 * picked: a correct pair scores, raises the best score when beaten, records the pair,
 * removes both items and clears the picks (a new round is drawn when 'Select 1' is
 * empty); a wrong pair changes nothing and the picks stay.
 */
export function pick(
  state: AntonymsState,
  side: Side,
  pairId: number,
  pairs: readonly AntonymPair[],
  rng: Rng,
): { state: AntonymsState; outcome: PickOutcome } {
  const items = side === 'left' ? state.left : state.right;
  if (state.win || !items.some((item) => item.pairId === pairId))
    return { state, outcome: 'ignored' };
  const picked: AntonymsState =
    side === 'left' ? { ...state, selectedLeft: pairId } : { ...state, selectedRight: pairId };

  const left = picked.left.find((item) => item.pairId === picked.selectedLeft);
  const right = picked.right.find((item) => item.pairId === picked.selectedRight);
  if (!left || !right) return { state: picked, outcome: 'picked' };
  if (!isCorrectPair(picked, left, right)) return { state: picked, outcome: 'wrong' };

  const score = picked.score + 1;
  const matched: AntonymsState = {
    ...picked,
    score,
    best: Math.max(picked.best, score),
    lastCorrect: left.pairId,
    left: picked.left.filter((item) => item !== left),
    right: picked.right.filter((item) => item !== right),
    selectedLeft: null,
    selectedRight: null,
  };
  return {
    state: matched.left.length === 0 ? drawRound(matched, pairs, rng) : matched,
    outcome: 'correct',
  };
}

/** 'left en (left es) - right en (right es)' of the last correct pair, or null. */
export function lastCorrectText(
  state: AntonymsState,
  pairs: readonly AntonymPair[],
): string | null {
  const pair = state.lastCorrect === null ? undefined : pairs[state.lastCorrect];
  return pair ? pairText(pair[0], pair[1]) : null;
}

/** The stored key `maxScoreEver` (lib/storage-keys.ts): the best score, only ever raised. */
export const bestScoreCodec = bestScore('maxScoreEver');
