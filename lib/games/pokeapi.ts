import { isRecord } from '@/lib/guards';

/**
 * PokeAPI at the browser's edge: one GET per Pokédex number, answers validated before the
 * game sees them, cached for the visit (in memory, as the API asks its clients to cache;
 * the browser's HTTP cache keeps answers across visits), and a timeout so a slow answer never leaves a spinner turning.
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

export interface PokeApiClientOptions {
  host: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
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
}: PokeApiClientOptions): PokeApiClient {
  const memory = new Map<number, Pokemon>();
  const inFlight = new Map<number, Promise<PokeApiResult>>();

  const cached = (id: number): Pokemon | undefined => memory.get(id);

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

let browserClient: { host: string; client: PokeApiClient } | undefined;

/**
 * The browser's client for `host` (the site configuration's PokeAPI host, handed down by
 * the page so the configuration stays on the server). One per visit: answers are
 * shared by every game on the page.
 */
export function browserPokeApi(host: string): PokeApiClient {
  if (browserClient?.host !== host) {
    browserClient = {
      host,
      client: createPokeApiClient({ host }),
    };
  }
  return browserClient.client;
}
