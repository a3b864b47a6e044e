import type { Rng } from '@/lib/random';
import { create } from 'zustand';
import type { Difficulty } from '@/content/games/pokemon';
import { browserPokeApi, type PokeApiClient } from '@/lib/games/pokeapi';
import {
  initialPokemonGameState,
  normalizeGuess,
  pokemonGameReducer,
  randomPokemonId,
  REVEAL_MS,
  type PokemonGameAction,
  type PokemonGameState,
} from '@/lib/games/pokemon';

/** What a submitted guess did, so the form can react (clear, keep, show a hint). */
export type GuessOutcome = 'empty' | 'ignored' | 'right' | 'wrong' | 'missed';

export interface PokemonActions {
  /**
   * Loads the first Pokémon from the PokeAPI at `apiHost`; does nothing once the game has
   * started. The other actions wait for it. Tests give their own client and randomness.
   */
  start(apiHost: string, deps?: PokemonStoreDeps): void;
  chooseDifficulty(difficulty: Difficulty): void;
  /** The Random button: another Pokémon of the same difficulty. */
  next(): void;
  guess(text: string): GuessOutcome;
  retry(): void;
  dismissNotice(): void;
  /** The artwork of the given round could not be shown. */
  imageFailed(round: number): void;
}

export type PokemonStore = PokemonGameState & PokemonActions;

type Client = Pick<PokeApiClient, 'fetchPokemon'>;

export interface PokemonStoreDeps {
  client?: Client;
  rng?: Rng;
}

/**
 * The game's state and its side effects: requests through the API client and the reveal
 * delay. Every state change goes through the pure reducer in lib/games/pokemon.ts. Kept
 * for the whole visit, so leaving the page and coming back keeps the score.
 */
export const usePokemonStore = create<PokemonStore>()((set, get) => {
  let revealTimer: ReturnType<typeof setTimeout> | undefined;
  /** The API client, made (or given) on `start`: no request is made before. */
  let client: Client | undefined;
  let rng: Rng = Math.random;

  const dispatch = (action: PokemonGameAction) => set((state) => pokemonGameReducer(state, action));

  async function fetchRound(api: Client, id: number, round: number) {
    const result = await api.fetchPokemon(id);
    dispatch(
      result.ok
        ? { type: 'loaded', round, pokemon: result.pokemon }
        : { type: 'failed', round, error: result.error },
    );
  }

  function load(difficulty: Difficulty, keepNotice = false) {
    const api = client;
    if (!api) return;
    clearTimeout(revealTimer);
    revealTimer = undefined;
    const id = randomPokemonId(difficulty, rng, get().targetId ?? undefined);
    dispatch({ type: 'request', id, difficulty, keepNotice });
    void fetchRound(api, id, get().round);
  }

  return {
    ...initialPokemonGameState(),
    start(apiHost, deps = {}) {
      if (get().phase !== 'idle') return;
      rng = deps.rng ?? Math.random;
      client = deps.client ?? browserPokeApi(apiHost);
      load(get().difficulty);
    },
    chooseDifficulty(difficulty) {
      const { phase, difficulty: current } = get();
      if (difficulty !== current || phase === 'idle') load(difficulty);
    },
    next() {
      load(get().difficulty);
    },
    guess(text) {
      if (!normalizeGuess(text)) return 'empty';
      if (get().phase !== 'guessing') return 'ignored';
      dispatch({ type: 'guess', text });
      const { phase, difficulty } = get();
      if (phase === 'revealed') {
        revealTimer = setTimeout(() => {
          revealTimer = undefined;
          if (get().phase === 'revealed') load(difficulty);
        }, REVEAL_MS);
        return 'right';
      }
      if (phase === 'missed') {
        load(difficulty, true);
        return 'missed';
      }
      return 'wrong';
    },
    retry() {
      const { phase, targetId, round } = get();
      if (phase !== 'error' || targetId === null || !client) return;
      dispatch({ type: 'retry' });
      void fetchRound(client, targetId, round);
    },
    dismissNotice() {
      dispatch({ type: 'dismiss' });
    },
    imageFailed(round) {
      dispatch({ type: 'failed', round, error: 'image' });
    },
  };
});
