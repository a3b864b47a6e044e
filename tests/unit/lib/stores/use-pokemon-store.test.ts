import type { PokeApiResult } from '@/lib/games/pokeapi';
import { REVEAL_MS, type Pokemon } from '@/lib/games/pokemon';
import { usePokemonStore, type PokemonStoreDeps } from '@/lib/stores/use-pokemon-store';

const initial = usePokemonStore.getState();

/** The store as a fresh visit has it, started with these stand-ins for the API and chance. */
function createPokemonStore(deps: PokemonStoreDeps) {
  usePokemonStore.setState(initial, true);
  return {
    getState: () => ({
      ...usePokemonStore.getState(),
      start: (host: string) => usePokemonStore.getState().start(host, deps),
    }),
  };
}

const names: Record<number, string> = {
  1: 'bulbasaur',
  4: 'charmander',
  7: 'squirtle',
  25: 'pikachu',
  76: 'golem',
};
const pokemon = (id: number): Pokemon => ({
  id,
  name: names[id] ?? `mon${id}`,
  image: `https://img.test/${id}.png`,
});

/** A client whose answers the test releases one by one. */
function manualClient() {
  const pending: { id: number; resolve: (r: PokeApiResult) => void }[] = [];
  return {
    pending,
    fetchPokemon: jest.fn(
      (id: number) => new Promise<PokeApiResult>((resolve) => pending.push({ id, resolve })),
    ),
    async answer(result?: PokeApiResult) {
      const next = pending.shift();
      if (!next) throw new Error('no pending request');
      next.resolve(result ?? { ok: true, pokemon: pokemon(next.id) });
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

function rngOf(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const HOST = 'https://pokeapi.test';

describe('pokemon store', () => {
  afterEach(() => jest.useRealTimers());

  it('without a client of its own, asks the PokeAPI host it was started with', async () => {
    const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const store = createPokemonStore({ rng: () => 0 });
      // Before the start, the other actions do nothing: there is no host to ask yet.
      store.getState().chooseDifficulty('HARD');
      store.getState().next();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(store.getState().phase).toBe('idle');
      store.getState().start('https://poke.example');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]).toEqual([
        'https://poke.example/api/v2/pokemon/1',
        expect.anything(),
      ]);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('does nothing until started, then loads one Pokémon from the EASY range', async () => {
    const client = manualClient();
    const store = createPokemonStore({ client, rng: () => 0 });
    expect(store.getState().phase).toBe('idle');
    expect(client.fetchPokemon).not.toHaveBeenCalled();
    store.getState().start(HOST);
    store.getState().start(HOST);
    expect(client.fetchPokemon).toHaveBeenCalledTimes(1);
    expect(client.fetchPokemon).toHaveBeenCalledWith(1);
    expect(store.getState().phase).toBe('loading');
    await client.answer();
    expect(store.getState()).toMatchObject({ phase: 'guessing', pokemon: { name: 'bulbasaur' } });
  });

  it('a right guess reveals for 3000 ms, then loads the next Pokémon', async () => {
    jest.useFakeTimers();
    const client = manualClient();
    const store = createPokemonStore({ client, rng: rngOf(24 / 151, 6 / 151) });
    store.getState().start(HOST);
    await client.answer();
    expect(store.getState().guess('Pikachu')).toBe('right');
    expect(store.getState()).toMatchObject({ phase: 'revealed', found: 1 });
    jest.advanceTimersByTime(REVEAL_MS - 1);
    expect(store.getState().phase).toBe('revealed');
    jest.advanceTimersByTime(1);
    expect(store.getState().phase).toBe('loading');
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(7);
    await client.answer();
    expect(store.getState()).toMatchObject({
      phase: 'guessing',
      pokemon: { name: 'squirtle' },
      found: 1,
    });
  });

  it('three wrong guesses load a new Pokémon at once and keep the missed one in the message', async () => {
    const client = manualClient();
    const store = createPokemonStore({ client, rng: rngOf(24 / 151, 3 / 151) });
    store.getState().start(HOST);
    await client.answer();
    expect(store.getState().guess('eevee')).toBe('wrong');
    expect(store.getState().guess('snorlax')).toBe('wrong');
    expect(store.getState().wrong).toBe(2);
    expect(store.getState().guess('onix')).toBe('missed');
    expect(store.getState()).toMatchObject({
      phase: 'loading',
      wrong: 0,
      notice: { kind: 'missed', pokemon: { name: 'pikachu' } },
    });
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(4);
    expect(store.getState().log).toHaveLength(3);
  });

  it('empty guesses and guesses while loading do not count', async () => {
    const client = manualClient();
    const store = createPokemonStore({ client, rng: () => 0 });
    store.getState().start(HOST);
    expect(store.getState().guess('bulbasaur')).toBe('ignored');
    await client.answer();
    expect(store.getState().guess('   ')).toBe('empty');
    expect(store.getState()).toMatchObject({ wrong: 0, found: 0, log: [] });
  });

  it('a failure shows the error and Retry asks again for the same number', async () => {
    const client = manualClient();
    const store = createPokemonStore({ client, rng: () => 0.5 });
    store.getState().start(HOST);
    await client.answer({ ok: false, error: 'http' });
    expect(store.getState()).toMatchObject({ phase: 'error', error: 'http', targetId: 76 });
    store.getState().retry();
    expect(store.getState().phase).toBe('loading');
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(76);
    await client.answer();
    expect(store.getState()).toMatchObject({ phase: 'guessing', pokemon: { name: 'golem' } });
  });

  it('a picture that fails to load is an error too', async () => {
    const client = manualClient();
    const store = createPokemonStore({ client, rng: () => 0 });
    store.getState().start(HOST);
    await client.answer();
    store.getState().imageFailed(store.getState().round - 1);
    expect(store.getState().phase).toBe('guessing');
    store.getState().imageFailed(store.getState().round);
    expect(store.getState()).toMatchObject({ phase: 'error', error: 'image' });
  });

  it('changing difficulty loads from the new range and drops the older answer', async () => {
    const client = manualClient();
    const store = createPokemonStore({ client, rng: () => 0.999 });
    store.getState().start(HOST);
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(151);
    store.getState().chooseDifficulty('HARD');
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(880);
    store.getState().chooseDifficulty('HARD');
    expect(client.fetchPokemon).toHaveBeenCalledTimes(2);
    await client.answer();
    expect(store.getState().phase).toBe('loading');
    await client.answer();
    expect(store.getState()).toMatchObject({
      phase: 'guessing',
      difficulty: 'HARD',
      pokemon: { id: 880 },
    });
  });

  it('Random during the reveal cancels the pending next load', async () => {
    jest.useFakeTimers();
    const client = manualClient();
    const store = createPokemonStore({ client, rng: rngOf(0, 3 / 151, 6 / 151) });
    store.getState().start(HOST);
    await client.answer();
    store.getState().guess('1');
    store.getState().next();
    expect(client.fetchPokemon).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(REVEAL_MS);
    expect(client.fetchPokemon).toHaveBeenCalledTimes(2);
  });
});
