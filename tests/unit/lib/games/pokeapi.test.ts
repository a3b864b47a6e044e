import {
  createPokeApiClient,
  parsePokemon,
  pokemonUrl,
  POKEAPI_TIMEOUT_MS,
} from '@/lib/games/pokeapi';

const artwork = (id: number) =>
  `https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/${id}.png`;

function apiBody(id: number, name: string, image: unknown = artwork(id)) {
  return {
    id,
    name,
    height: 4,
    sprites: {
      front_default: 'https://example.com/small.png',
      other: { 'official-artwork': { front_default: image } },
    },
  };
}

function jsonResponse(body: unknown, ok = true) {
  return { ok, json: async () => body };
}

describe('pokemonUrl', () => {
  it('builds the API path from the host', () => {
    expect(pokemonUrl('https://pokeapi.co', 25)).toBe('https://pokeapi.co/api/v2/pokemon/25');
    expect(pokemonUrl('https://pokeapi.co/', 25)).toBe('https://pokeapi.co/api/v2/pokemon/25');
  });
});

describe('parsePokemon', () => {
  it('reads id, name and the official artwork', () => {
    expect(parsePokemon(apiBody(25, 'pikachu'), 25)).toEqual({
      id: 25,
      name: 'pikachu',
      image: artwork(25),
    });
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
  ])('rejects %s', (_label, body) => {
    expect(parsePokemon(body, 25)).toBeUndefined();
  });

  it('rejects an answer about another Pokémon', () => {
    expect(parsePokemon(apiBody(26, 'raichu'), 25)).toBeUndefined();
  });

  it('keeps hyphenated names, lower-cased', () => {
    expect(parsePokemon(apiBody(122, 'Mr-Mime'), 122)?.name).toBe('mr-mime');
  });
});

describe('createPokeApiClient', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches, validates and keeps the answer for the visit', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(apiBody(25, 'pikachu')));
    const client = createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl });
    expect(client.cached(25)).toBeUndefined();
    const first = await client.fetchPokemon(25);
    expect(first).toEqual({ ok: true, pokemon: { id: 25, name: 'pikachu', image: artwork(25) } });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://pokeapi.test/api/v2/pokemon/25',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await client.fetchPokemon(25)).toEqual(first);
    expect(client.cached(25)).toEqual(first.ok && first.pokemon);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('shares one request between simultaneous calls for the same id', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(apiBody(7, 'squirtle')));
    const client = createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl });
    const [a, b] = await Promise.all([client.fetchPokemon(7), client.fetchPokemon(7)]);
    expect(a).toEqual(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reports an HTTP error and does not cache it', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse({ detail: 'Not found' }, false))
      .mockResolvedValueOnce(jsonResponse(apiBody(25, 'pikachu')));
    const client = createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl });
    expect(await client.fetchPokemon(25)).toEqual({ ok: false, error: 'http' });
    expect(await client.fetchPokemon(25)).toMatchObject({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reports a network error', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl });
    expect(await client.fetchPokemon(25)).toEqual({ ok: false, error: 'network' });
  });

  it('reports malformed JSON and answers with missing fields as invalid', async () => {
    const malformed = jest.fn(async () => ({
      ok: true,
      json: async () => {
        throw new SyntaxError('Unexpected token');
      },
    }));
    expect(
      await createPokeApiClient({ host: 'https://h', fetchImpl: malformed }).fetchPokemon(25),
    ).toEqual({
      ok: false,
      error: 'invalid',
    });
    const missing = jest.fn(async () => jsonResponse({ id: 25, name: 'pikachu', sprites: {} }));
    const client = createPokeApiClient({ host: 'https://h', fetchImpl: missing });
    expect(await client.fetchPokemon(25)).toEqual({ ok: false, error: 'invalid' });
    expect(client.cached(25)).toBeUndefined();
  });

  it('aborts a slow request after the timeout', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: string, init: { signal: AbortSignal }) =>
        new Promise<never>((_resolve, reject) => {
          signal = init.signal;
          init.signal.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const client = createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl });
    const pending = client.fetchPokemon(25);
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(POKEAPI_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('times out while the body is still arriving', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(async (_url: string, init: { signal: AbortSignal }) => ({
      ok: true,
      json: () =>
        new Promise<never>((_resolve, reject) => {
          init.signal.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    }));
    const client = createPokeApiClient({
      host: 'https://pokeapi.test',
      fetchImpl,
      timeoutMs: 1000,
    });
    const pending = client.fetchPokemon(25);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ ok: false, error: 'timeout' });
  });

  it('does not time out an answer that arrived in time', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(async () => jsonResponse(apiBody(25, 'pikachu')));
    const client = createPokeApiClient({ host: 'https://pokeapi.test', fetchImpl });
    expect(await client.fetchPokemon(25)).toMatchObject({ ok: true });
    expect(jest.getTimerCount()).toBe(0);
  });
});
