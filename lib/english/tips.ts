import type { Phrase } from '@/content/english/phrases';
import { randomIndex, type Rng } from '@/lib/random';
import { longestTexts, type Room } from '@/lib/english/room';

/** A phrase with both audio page links filled in. */
export interface ResolvedPhrase extends Phrase {
  enAudioPage: string;
  esAudioPage: string;
}

/** A page that reads a text aloud in its language (with a translation next to it). */
export function audioPageUrl(text: string, from: 'en' | 'es'): string {
  const url = new URL('https://translate.google.com/');
  url.searchParams.set('sl', from);
  url.searchParams.set('tl', from === 'en' ? 'es' : 'en');
  url.searchParams.set('text', text);
  url.searchParams.set('op', 'translate');
  return url.toString();
}

/** Fills in the audio page links a phrase does not set itself. */
export function resolvePhrase(phrase: Phrase): ResolvedPhrase {
  return {
    ...phrase,
    enAudioPage: phrase.enAudioPage ?? audioPageUrl(phrase.english, 'en'),
    esAudioPage: phrase.esAudioPage ?? audioPageUrl(phrase.spanish, 'es'),
  };
}

/**
 * The tips pool. `current` is the index of the phrase shown (null when none remain);
 * `remaining` holds the indices not shown yet. NEXT removes the shown phrase for good
 * and shows a random one of the remaining; RELOAD restores the full pool.
 */
export interface TipsState {
  total: number;
  current: number | null;
  remaining: readonly number[];
}

/** A deterministic start (the first phrase), used for the pre-rendered page. */
export function initialTips(total: number): TipsState {
  if (total <= 0) return { total: 0, current: null, remaining: [] };
  return { total, current: 0, remaining: Array.from({ length: total - 1 }, (_, i) => i + 1) };
}

/** The full pool with a random phrase shown (also what RELOAD does). */
export function startTips(total: number, rng: Rng): TipsState {
  if (total <= 0) return initialTips(0);
  const all = Array.from({ length: total }, (_, i) => i);
  const current = all.splice(randomIndex(all.length, rng), 1)[0]!;
  return { total, current, remaining: all };
}

export const reloadTips = startTips;

/** Removes the shown phrase and shows a random remaining one, or none when the pool is empty. */
export function nextTip(state: TipsState, rng: Rng): TipsState {
  if (state.remaining.length === 0) return { ...state, current: null };
  const remaining = [...state.remaining];
  const current = remaining.splice(randomIndex(remaining.length, rng), 1)[0]!;
  return { ...state, current, remaining };
}

/** Phrases still to come after the one shown. */
export function remainingCount(state: TipsState): number {
  return state.remaining.length;
}

export function isFinished(state: TipsState): boolean {
  return state.current === null;
}

/** The texts a phrase card keeps room for, field by field. */
export type PhraseRoom = Room<'english' | 'pronunciation' | 'spanish'>;

/** The longest `count` texts of each field of the phrases (`longestTexts`). */
export function phraseRoom(list: readonly Phrase[], count = 3): PhraseRoom {
  return longestTexts(list, ['english', 'pronunciation', 'spanish'], count);
}
