import { isRecord } from '@/lib/guards';
import { createSafeStorage, type KeyValueStorage } from '@/lib/safe-storage';
import { createMemoryStorage, readJson, writeJson } from '@/lib/simple-storage';

/**
 * PokeAPI at the browser's edge: one GET per Pokédex number, answers validated before the
 * game sees them, cached for the visit (memory and sessionStorage, as the API asks its
 * clients to cache), and a timeout so a slow answer never leaves a spinner turning.
 */

/** Why a request gave no Pokémon: HTTP status not OK, no network, too slow, unusable answer. */
/** A Pokémon as the game uses it: what this client keeps of an API answer. */
export interface Pokemon {
  id: number;
  /** Lower-case API name, e.g. `pikachu`, `mr-mime`, `giratina-altered`. */
  name: string;
  /** Absolute https URL of the official artwork. */
  image: string;
}

export type PokeApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

export type PokeApiResult = { ok: true; pokemon: Pokemon } | { ok: false; error: PokeApiErrorKind };

export const POKEAPI_TIMEOUT_MS = 8000;
export const CACHE_KEY_PREFIX = 'pokeapi:pokemon:';

type FetchLike = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<Pick<Response, 'ok' | 'json'>>;

export function pokemonUrl(host: string, id: number): string {
  return `${host.replace(/\/+$/, '')}/api/v2/pokemon/${id}`;
}

const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}.'’: -]*$/u;

function validId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function validName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && NAME_PATTERN.test(value.trim());
}

function validImage(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads id, name and sprites.other['official-artwork'].front_default from an API answer.
 * Returns undefined when any is missing or of the wrong kind, when the artwork is not an
 * https URL, or when the id is not the one asked for.
 */
export function parsePokemon(value: unknown, expectedId?: number): Pokemon | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, sprites } = value;
  const other = isRecord(sprites) ? sprites.other : undefined;
  const artwork = isRecord(other) ? other['official-artwork'] : undefined;
  const image = isRecord(artwork) ? artwork.front_default : undefined;
  if (!validId(id) || !validName(name) || !validImage(image)) return undefined;
  if (expectedId !== undefined && id !== expectedId) return undefined;
  return { id, name: name.trim().toLowerCase(), image };
}

/** Reads a Pokémon written to the session cache by this module. */
export function decodeCachedPokemon(value: unknown): Pokemon | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, image } = value;
  return validId(id) && validName(name) && validImage(image) ? { id, name, image } : undefined;
}

export interface PokeApiClientOptions {
  host: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  /** Where answers are kept for the visit besides memory (sessionStorage in the browser). */
  cache?: KeyValueStorage;
}

export interface PokeApiClient {
  fetchPokemon(id: number): Promise<PokeApiResult>;
  /** A Pokémon already known in this visit, without a request. */
  cached(id: number): Pokemon | undefined;
}

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

export function createPokeApiClient({
  host,
  fetchImpl = defaultFetch,
  timeoutMs = POKEAPI_TIMEOUT_MS,
  cache = createMemoryStorage(),
}: PokeApiClientOptions): PokeApiClient {
  const memory = new Map<number, Pokemon>();
  const inFlight = new Map<number, Promise<PokeApiResult>>();

  function cached(id: number): Pokemon | undefined {
    const known = memory.get(id);
    if (known) return known;
    const stored = readJson(`${CACHE_KEY_PREFIX}${id}`, decodeCachedPokemon, cache);
    if (stored && stored.id === id) {
      memory.set(id, stored);
      return stored;
    }
    return undefined;
  }

  async function request(id: number): Promise<PokeApiResult> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(pokemonUrl(host, id), { signal: controller.signal });
      if (!response.ok) return { ok: false, error: 'http' };
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return { ok: false, error: timedOut ? 'timeout' : 'invalid' };
      }
      const pokemon = parsePokemon(body, id);
      if (!pokemon) return { ok: false, error: 'invalid' };
      memory.set(id, pokemon);
      writeJson(`${CACHE_KEY_PREFIX}${id}`, pokemon, cache);
      return { ok: true, pokemon };
    } catch {
      return { ok: false, error: timedOut ? 'timeout' : 'network' };
    } finally {
      clearTimeout(timer);
    }
  }

  function fetchPokemon(id: number): Promise<PokeApiResult> {
    const known = cached(id);
    if (known) return Promise.resolve({ ok: true, pokemon: known });
    const pending = inFlight.get(id);
    if (pending) return pending;
    const promise = request(id).finally(() => inFlight.delete(id));
    inFlight.set(id, promise);
    return promise;
  }

  return { fetchPokemon, cached };
}

function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

let browserClient: { host: string; client: PokeApiClient } | undefined;

/**
 * The browser's client for `host` (the site configuration's PokeAPI host, handed down by
 * the page so the configuration stays on the server), cached in sessionStorage. One per
 * visit: answers are shared by every game on the page.
 */
export function browserPokeApi(host: string): PokeApiClient {
  if (browserClient?.host !== host) {
    browserClient = {
      host,
      client: createPokeApiClient({ host, cache: createSafeStorage(browserSessionStorage) }),
    };
  }
  return browserClient.client;
}
