import type { Rng } from '@/lib/random';
import { distance } from 'fastest-levenshtein';
import type { Difficulty, LoadError } from '@/content/games/pokemon';
import type { Pokemon } from './pokeapi';
import { fold } from '@/lib/fold';

export type { Pokemon } from './pokeapi';

/**
 * Rules of "Who's that Pokémon?": which ids each difficulty draws, when a guess is
 * right, and the game flow (right guess, three strikes, loading and failures) as a pure
 * reducer. Timers and requests live in the store; nothing here touches the browser.
 */

/** Highest Pokédex number each difficulty draws from (ids start at 1). */
export const DIFFICULTY_BOUNDS: Readonly<Record<Difficulty, number>> = {
  EASY: 151,
  MEDIUM: 400,
  HARD: 880,
};

export const DEFAULT_DIFFICULTY: Difficulty = 'EASY';
/** Largest edit distance between a guess and the name that still counts as right. */
export const MAX_EDIT_DISTANCE = 3;
/** Wrong guesses allowed on one Pokémon before a new one loads. */
export const MAX_STRIKES = 3;
/** How long the name and number stay revealed after a right guess. */
export const REVEAL_MS = 3000;

/**
 * A random Pokédex number from 1 to the difficulty's bound, both included. `avoid` (the
 * Pokémon on screen) is never drawn twice in a row: it is replaced by the next number.
 */
export function randomPokemonId(difficulty: Difficulty, rng: Rng, avoid?: number): number {
  const bound = DIFFICULTY_BOUNDS[difficulty];
  const draw = Math.floor(rng() * bound) + 1;
  const id = Math.min(Math.max(draw, 1), bound);
  return id === avoid && bound > 1 ? (id % bound) + 1 : id;
}

/** Trimmed, lower-case, single-spaced, without accents ('  Flabébé ' -> 'flabebe'). */
export function normalizeGuess(text: string): string {
  return fold(text).trim().replace(/\s+/g, ' ');
}

/**
 * Names a guess is compared with: the API name and, for names that carry a form
 * (`giratina-altered`, `deoxys-normal`), the species part before the first hyphen when
 * it is at least three letters long (`mr-mime` and `ho-oh` keep only their full name).
 */
export function acceptedNames(name: string): string[] {
  const full = name.trim().toLowerCase();
  const species = full.split('-')[0] ?? full;
  return species !== full && species.length >= 3 ? [full, species] : [full];
}

/**
 * Edit distance allowed against a name: MAX_EDIT_DISTANCE, but always less than the
 * name's length, so an empty or unrelated three-letter guess never matches `mew`.
 */
export function toleranceFor(name: string): number {
  return Math.max(0, Math.min(MAX_EDIT_DISTANCE, name.length - 1));
}

/**
 * A guess is right when it is the Pokédex number (`25`, `#25`, `025`), or when it is the
 * name within the edit-distance tolerance (case-insensitive, trimmed). A guess made only
 * of digits is a number and is compared with the id alone.
 */
export function isRightGuess(guess: string, pokemon: Pick<Pokemon, 'id' | 'name'>): boolean {
  const text = normalizeGuess(guess);
  if (!text) return false;
  const number = /^#?\s*(\d+)$/.exec(text);
  if (number) return Number(number[1]) === pokemon.id;
  return acceptedNames(pokemon.name).some((name) => distance(text, name) <= toleranceFor(name));
}

/** 'mr-mime' -> 'Mr-Mime', 'pikachu' -> 'Pikachu'. */
export function displayName(name: string): string {
  return name
    .split('-')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('-');
}

/** Fills `{key}` placeholders of a text: fillTemplate('#{id}', { id: 25 }) -> '#25'. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}

// ---------------------------------------------------------------------------------------
// Game flow

export interface AnswerLogEntry {
  /** What the player typed (trimmed). */
  answer: string;
  /** The API name of the Pokémon on screen. */
  rightAnswer: string;
  /** 1 right, 0 wrong. */
  type: 1 | 0;
  /** Which Pokémon (round) the guess was about. */
  round: number;
}

/**
 * - idle: nothing requested yet (the pre-rendered page).
 * - loading: a Pokémon is being fetched (spinner).
 * - guessing: the silhouette is shown and guesses count.
 * - revealed: right guess; name and number shown until the next Pokémon is requested.
 * - missed: third wrong guess; the next Pokémon is requested at once.
 * - error: the request or the picture failed; 'retry' loads the same number again
 *   within the same round.
 */
export type Phase = 'idle' | 'loading' | 'guessing' | 'revealed' | 'missed' | 'error';

export type Notice = { kind: 'wrong' } | { kind: 'missed'; pokemon: Pokemon } | null;

export interface PokemonGameState {
  difficulty: Difficulty;
  /** Increases with every Pokémon requested; answers of older rounds are ignored. */
  round: number;
  /** Pokédex number requested or on screen. */
  targetId: number | null;
  pokemon: Pokemon | null;
  phase: Phase;
  error: LoadError | null;
  /** Right guesses in this visit. */
  found: number;
  /** Wrong guesses on the Pokémon on screen (resets to 0 with every new Pokémon). */
  wrong: number;
  notice: Notice;
  /** Every guess, newest first. */
  log: AnswerLogEntry[];
}

export type PokemonGameAction =
  | { type: 'request'; id: number; difficulty: Difficulty; keepNotice?: boolean }
  | { type: 'loaded'; round: number; pokemon: Pokemon }
  | { type: 'failed'; round: number; error: LoadError }
  | { type: 'retry' }
  | { type: 'guess'; text: string }
  | { type: 'dismiss' };

export function initialPokemonGameState(
  difficulty: Difficulty = DEFAULT_DIFFICULTY,
): PokemonGameState {
  return {
    difficulty,
    round: 0,
    targetId: null,
    pokemon: null,
    phase: 'idle',
    error: null,
    found: 0,
    wrong: 0,
    notice: null,
    log: [],
  };
}

/** The game's transitions. Actions that do not apply to the current phase change nothing. */
export function pokemonGameReducer(
  state: PokemonGameState,
  action: PokemonGameAction,
): PokemonGameState {
  switch (action.type) {
    case 'request':
      return {
        ...state,
        difficulty: action.difficulty,
        round: state.round + 1,
        targetId: action.id,
        pokemon: null,
        phase: 'loading',
        error: null,
        wrong: 0,
        notice: action.keepNotice ? state.notice : null,
      };
    case 'loaded':
      if (
        action.round !== state.round ||
        state.phase !== 'loading' ||
        action.pokemon.id !== state.targetId
      ) {
        return state;
      }
      return { ...state, pokemon: action.pokemon, phase: 'guessing' };
    case 'failed':
      if (
        action.round !== state.round ||
        (state.phase !== 'loading' && state.phase !== 'guessing')
      ) {
        return state;
      }
      return { ...state, phase: 'error', error: action.error };
    case 'retry':
      // Same Pokémon, same round: strikes and hidden answers stay as they were.
      return state.phase === 'error'
        ? { ...state, phase: 'loading', error: null, pokemon: null }
        : state;
    case 'guess': {
      const pokemon = state.pokemon;
      const answer = action.text.trim();
      if (state.phase !== 'guessing' || !pokemon || !normalizeGuess(answer)) return state;
      const right = isRightGuess(answer, pokemon);
      const log: AnswerLogEntry[] = [
        { answer, rightAnswer: pokemon.name, type: right ? 1 : 0, round: state.round },
        ...state.log,
      ];
      if (right) {
        return { ...state, log, found: state.found + 1, phase: 'revealed', notice: null };
      }
      const wrong = state.wrong + 1;
      if (wrong >= MAX_STRIKES) {
        return { ...state, log, wrong: 0, phase: 'missed', notice: { kind: 'missed', pokemon } };
      }
      return { ...state, log, wrong, notice: { kind: 'wrong' } };
    }
    case 'dismiss':
      return state.notice ? { ...state, notice: null } : state;
  }
}

/** Guesses still allowed on the Pokémon on screen. */
export function triesLeft(state: Pick<PokemonGameState, 'wrong'>): number {
  return MAX_STRIKES - state.wrong;
}

/** Whether the right answer of a log entry may be shown (never while still guessing it). */
export function isAnswerVisible(
  entry: AnswerLogEntry,
  state: Pick<PokemonGameState, 'round' | 'phase'>,
): boolean {
  return entry.round !== state.round || state.phase === 'revealed' || state.phase === 'missed';
}
