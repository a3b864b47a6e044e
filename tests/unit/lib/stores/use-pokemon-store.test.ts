import type { PokeApiResult } from '@/lib/games/pokeapi';
import { REVEAL_MS } from '@/lib/games/pokemon';
import { usePokemonStore } from '@/lib/stores/use-pokemon-store';

const HOST = 'https://pokeapi.test';
const initial = usePokemonStore.getState();
const realFetch = global.fetch;
const state = () => usePokemonStore.getState();
const names: Record<number, string> = { 1: 'bulbasaur', 7: 'squirtle', 25: 'pikachu', 76: 'golem' };

/** A client whose answers the test releases one by one. */
function manualClient() {
  const pending: { id: number; resolve: (r: PokeApiResult) => void }[] = [];
  return {
    fetchPokemon: jest.fn(
      (id: number) => new Promise<PokeApiResult>((resolve) => pending.push({ id, resolve })),
    ),
    async answer(result?: PokeApiResult) {
      const next = pending.shift();
      if (!next) throw new Error('no pending request');
      const { id } = next;
      const pokemon = { id, name: names[id] ?? `mon${id}`, image: `https://img.test/${id}.png` };
      next.resolve(result ?? { ok: true, pokemon });
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

function rngOf(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

/** Starts the game with this stand-in for chance; returns its stand-in API client. */
function started(rng: () => number) {
  const client = manualClient();
  state().start(HOST, { client, rng });
  return client;
}

describe('pokemon store', () => {
  // The store as a fresh visit has it.
  beforeEach(() => usePokemonStore.setState(initial, true));
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  it('without a client of its own, asks the PokeAPI host it was started with', async () => {
    const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
    global.fetch = fetchMock as unknown as typeof fetch;
    // Before the start, the other actions do nothing: there is no host to ask yet.
    state().chooseDifficulty('HARD');
    state().next();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(state().phase).toBe('idle');
    state().start('https://poke.example', { rng: () => 0 });
    expect(fetchMock.mock.calls).toEqual([
      ['https://poke.example/api/v2/pokemon/1', expect.anything()],
    ]);
  });

  it('does nothing until started, then loads one Pokémon from the EASY range', async () => {
    const client = manualClient();
    expect(state().phase).toBe('idle');
    expect(client.fetchPokemon).not.toHaveBeenCalled();
    state().start(HOST, { client, rng: () => 0 });
    state().start(HOST, { client, rng: () => 0 });
    expect(client.fetchPokemon.mock.calls).toEqual([[1]]);
    expect(state().phase).toBe('loading');
    await client.answer();
    expect(state()).toMatchObject({ phase: 'guessing', pokemon: { name: 'bulbasaur' } });
  });

  it('a right guess reveals for 3000 ms, then loads the next Pokémon', async () => {
    jest.useFakeTimers();
    const client = started(rngOf(24 / 151, 6 / 151));
    await client.answer();
    expect(state().guess('Pikachu')).toBe('right');
    expect(state()).toMatchObject({ phase: 'revealed', found: 1 });
    jest.advanceTimersByTime(REVEAL_MS - 1);
    expect(state().phase).toBe('revealed');
    jest.advanceTimersByTime(1);
    expect(state().phase).toBe('loading');
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(7);
    await client.answer();
    expect(state()).toMatchObject({ phase: 'guessing', pokemon: { name: 'squirtle' }, found: 1 });
  });

  it('three wrong guesses load a new Pokémon at once and keep the missed one in the message', async () => {
    const client = started(rngOf(24 / 151, 3 / 151));
    await client.answer();
    expect(state().guess('eevee')).toBe('wrong');
    expect(state().guess('snorlax')).toBe('wrong');
    expect(state().wrong).toBe(2);
    expect(state().guess('onix')).toBe('missed');
    expect(state()).toMatchObject({
      phase: 'loading',
      wrong: 0,
      notice: { kind: 'missed', pokemon: { name: 'pikachu' } },
    });
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(4);
    expect(state().log).toHaveLength(3);
  });

  it('empty guesses and guesses while loading do not count', async () => {
    const client = started(() => 0);
    expect(state().guess('bulbasaur')).toBe('ignored');
    await client.answer();
    expect(state().guess('   ')).toBe('empty');
    expect(state()).toMatchObject({ wrong: 0, found: 0, log: [] });
  });

  it('a failure shows the error and Retry asks again for the same number', async () => {
    const client = started(() => 0.5);
    await client.answer({ ok: false, error: 'http' });
    expect(state()).toMatchObject({ phase: 'error', error: 'http', targetId: 76 });
    state().retry();
    expect(state().phase).toBe('loading');
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(76);
    await client.answer();
    expect(state()).toMatchObject({ phase: 'guessing', pokemon: { name: 'golem' } });
  });

  it('a picture that fails to load is an error too', async () => {
    await started(() => 0).answer();
    state().imageFailed(state().round - 1);
    expect(state().phase).toBe('guessing');
    state().imageFailed(state().round);
    expect(state()).toMatchObject({ phase: 'error', error: 'image' });
  });

  it('changing difficulty loads from the new range and drops the older answer', async () => {
    const client = started(() => 0.999);
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(151);
    state().chooseDifficulty('HARD');
    expect(client.fetchPokemon).toHaveBeenLastCalledWith(880);
    state().chooseDifficulty('HARD');
    expect(client.fetchPokemon).toHaveBeenCalledTimes(2);
    await client.answer();
    expect(state().phase).toBe('loading');
    await client.answer();
    expect(state()).toMatchObject({ phase: 'guessing', difficulty: 'HARD', pokemon: { id: 880 } });
  });

  it('Random during the reveal cancels the pending next load', async () => {
    jest.useFakeTimers();
    const client = started(rngOf(0, 3 / 151, 6 / 151));
    await client.answer();
    state().guess('1');
    state().next();
    expect(client.fetchPokemon).toHaveBeenCalledTimes(2);
    await client.answer();
    jest.advanceTimersByTime(REVEAL_MS / 2);
    expect(state().guess('mon4')).toBe('right');
    // The first reveal's time is up; the second reveal still has its own half to run.
    jest.advanceTimersByTime(REVEAL_MS / 2);
    expect(state().phase).toBe('revealed');
    expect(client.fetchPokemon).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(REVEAL_MS / 2);
    expect(client.fetchPokemon).toHaveBeenCalledTimes(3);
  });
});
