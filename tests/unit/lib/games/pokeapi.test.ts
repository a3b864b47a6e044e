import {
  createPokeApiClient,
  parsePokemon,
  pokemonUrl,
  POKEAPI_TIMEOUT_MS,
  type PokeApiClientOptions,
} from '@/lib/games/pokeapi';

const artwork = (id: number) =>
  `https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/${id}.png`;

function apiBody(id: number, name: string, image: unknown = artwork(id)) {
  const other = { 'official-artwork': { front_default: image } };
  const sprites = { front_default: 'https://example.com/small.png', other };
  return { id, name, height: 4, sprites };
}

/** A fetch's answer: its status is OK or not, and its body is this JSON. */
const answer =
  (body: unknown, ok = true) =>
  async () => ({ ok, json: async () => body });
const throwing = (error: Error) => async () => {
  throw error;
};
/** What fetch does with a request that is aborted: it rejects, and only then. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );
const clientFor = (fetchImpl: PokeApiClientOptions['fetchImpl'], timeoutMs?: number) =>
  createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl, timeoutMs });

describe('pokemonUrl', () => {
  it('builds the API path from the host', () => {
    expect(pokemonUrl('https://pokeapi.co', 25)).toBe('https://pokeapi.co/api/v2/pokemon/25');
    expect(pokemonUrl('https://pokeapi.co/', 25)).toBe('https://pokeapi.co/api/v2/pokemon/25');
    expect(pokemonUrl('https://pokeapi.co//', 25)).toBe('https://pokeapi.co/api/v2/pokemon/25');
  });
});

describe('parsePokemon', () => {
  it.each([
    ['reads id, name and the official artwork', 25, 'pikachu', 'pikachu'],
    ['keeps hyphenated names, lower-cased', 122, 'Mr-Mime', 'mr-mime'],
  ])('%s', (_label, id, apiName, name) => {
    expect(parsePokemon(apiBody(id, apiName), id)).toEqual({ id, name, image: artwork(id) });
  });

  it.each([
    ['not an object', 'pikachu'],
    ['null', null],
    ['an array', [apiBody(25, 'pikachu')]],
    ['no id', { ...apiBody(25, 'pikachu'), id: undefined }],
    ['id as text', { ...apiBody(25, 'pikachu'), id: '25' }],
    ['id 0', apiBody(0, 'missingno')],
    ['no name', { ...apiBody(25, 'pikachu'), name: undefined }],
    ['an empty name', apiBody(25, '  ')],
    ['markup in the name', apiBody(25, '<img src=x onerror=alert(1)>')],
    ['no sprites', { id: 25, name: 'pikachu' }],
    ['no official artwork', { id: 25, name: 'pikachu', sprites: { other: {} } }],
    ['a null artwork', apiBody(25, 'pikachu', null)],
    ['an artwork that is not a URL', apiBody(25, 'pikachu', 'not a url')],
    ['a javascript: artwork', apiBody(25, 'pikachu', 'javascript:alert(1)')],
    ['an http artwork', apiBody(25, 'pikachu', 'http://example.com/25.png')],
    ['an answer about another Pokémon', apiBody(26, 'raichu')],
  ])('rejects %s', (_label, body) => {
    expect(parsePokemon(body, 25)).toBeUndefined();
  });

  it('rejects an id that is not a positive whole number, even when no id was asked for', () => {
    for (const id of [0, -25, 2.5]) expect(parsePokemon(apiBody(id, 'pikachu'))).toBeUndefined();
    expect(parsePokemon(apiBody(25, 'pikachu'))).toEqual({
      id: 25,
      name: 'pikachu',
      image: artwork(25),
    });
  });
});

describe('createPokeApiClient', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches, validates and keeps the answer for the visit', async () => {
    const fetchImpl = jest.fn(answer(apiBody(25, 'pikachu')));
    const client = clientFor(fetchImpl);
    expect(client.cached(25)).toBeUndefined();
    const first = await client.fetchPokemon(25);
    expect(first).toEqual({ ok: true, pokemon: { id: 25, name: 'pikachu', image: artwork(25) } });
    expect(await client.fetchPokemon(25)).toEqual(first);
    expect(client.cached(25)).toEqual(first.ok && first.pokemon);
    expect(fetchImpl.mock.calls).toEqual([
      ['https://pokeapi.test/api/v2/pokemon/25', { signal: expect.any(AbortSignal) }],
    ]);
  });

  it('shares one request between simultaneous calls for the same id', async () => {
    const fetchImpl = jest.fn(answer(apiBody(7, 'squirtle')));
    const client = clientFor(fetchImpl);
    const [a, b] = await Promise.all([client.fetchPokemon(7), client.fetchPokemon(7)]);
    expect(a).toEqual(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  const malformed = { ok: true, json: throwing(new SyntaxError('Unexpected token')) };
  // Each failure is followed by a good answer: a failure is never cached, so it is asked again.
  it.each([
    ['an HTTP error', 'http', answer({ detail: 'Not found' }, false)],
    ['a network error', 'network', throwing(new TypeError('Failed to fetch'))],
    ['malformed JSON', 'invalid', async () => malformed],
    ['an answer with missing fields', 'invalid', answer({ id: 25, name: 'pikachu', sprites: {} })],
  ])('reports %s as %s and does not cache it', async (_label, error, failure) => {
    const fetchImpl = jest.fn(answer(apiBody(25, 'pikachu'))).mockImplementationOnce(failure);
    const client = clientFor(fetchImpl);
    expect(await client.fetchPokemon(25)).toEqual({ ok: false, error });
    expect(client.cached(25)).toBeUndefined();
    expect(await client.fetchPokemon(25)).toMatchObject({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  const slowBody = async (signal: AbortSignal) => ({ ok: true, json: () => untilAborted(signal) });
  // The time limit (the default one, or the client's own) covers the body as well.
  it.each([
    ['a slow request', untilAborted, undefined],
    ['a request whose body is still arriving', slowBody, 1000],
  ])('aborts %s after the timeout', async (_label, respond, timeoutMs) => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const client = clientFor((_url, init) => respond((signal = init.signal)), timeoutMs);
    const pending = client.fetchPokemon(25);
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync((timeoutMs ?? POKEAPI_TIMEOUT_MS) - 1);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('does not time out an answer that arrived in time', async () => {
    jest.useFakeTimers();
    const client = clientFor(jest.fn(answer(apiBody(25, 'pikachu'))));
    expect(await client.fetchPokemon(25)).toMatchObject({ ok: true });
    expect(jest.getTimerCount()).toBe(0);
  });
});
