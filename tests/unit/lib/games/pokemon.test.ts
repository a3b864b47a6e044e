import { distance } from 'fastest-levenshtein';
import {
  acceptedNames,
  DIFFICULTY_BOUNDS,
  displayName,
  fillTemplate,
  initialPokemonGameState,
  isAnswerVisible,
  isDifficulty,
  isRightGuess,
  MAX_STRIKES,
  normalizeGuess,
  pokemonGameReducer,
  randomPokemonId,
  toleranceFor,
  triesLeft,
  type PokemonGameAction,
  type PokemonGameState,
  type Pokemon,
} from '@/lib/games/pokemon';

const pikachu: Pokemon = { id: 25, name: 'pikachu', image: 'https://img.example/25.png' };
const mew: Pokemon = { id: 151, name: 'mew', image: 'https://img.example/151.png' };
const giratina: Pokemon = {
  id: 487,
  name: 'giratina-altered',
  image: 'https://img.example/487.png',
};

describe('difficulty ranges', () => {
  it('are 151, 400 and 880', () => {
    expect(DIFFICULTY_BOUNDS).toEqual({ EASY: 151, MEDIUM: 400, HARD: 880 });
  });

  it.each(Object.entries(DIFFICULTY_BOUNDS) as [keyof typeof DIFFICULTY_BOUNDS, number][])(
    '%s draws from 1 to %i, both included',
    (difficulty, bound) => {
      expect(randomPokemonId(difficulty, () => 0)).toBe(1);
      expect(randomPokemonId(difficulty, () => 0.999999999)).toBe(bound);
      expect(randomPokemonId(difficulty, () => 0.5)).toBe(Math.floor(0.5 * bound) + 1);
      // Even a broken generator returning 1 stays inside the range.
      expect(randomPokemonId(difficulty, () => 1)).toBe(bound);
    },
  );

  it('never draws id 0 nor a number above the bound over many draws', () => {
    let seed = 42;
    const lcg = () => {
      seed = (seed * 1664525 + 1013904223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const id = randomPokemonId('EASY', lcg);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(151);
      seen.add(id);
    }
    expect(seen.size).toBeGreaterThan(140);
  });

  it('does not repeat the Pokémon on screen', () => {
    expect(randomPokemonId('EASY', () => 0, 1)).toBe(2);
    expect(randomPokemonId('EASY', () => 0.999999999, 151)).toBe(1);
    expect(randomPokemonId('EASY', () => 0.5, 3)).toBe(76);
  });

  it('recognises difficulty names', () => {
    expect(isDifficulty('HARD')).toBe(true);
    expect(isDifficulty('hard')).toBe(false);
    expect(isDifficulty(3)).toBe(false);
  });
});

describe('guess acceptance', () => {
  it('accepts the exact name, case-insensitive and trimmed', () => {
    expect(isRightGuess('pikachu', pikachu)).toBe(true);
    expect(isRightGuess('  PiKaChU  ', pikachu)).toBe(true);
  });

  it('accepts the id as text', () => {
    expect(isRightGuess('25', pikachu)).toBe(true);
    expect(isRightGuess(' 25 ', pikachu)).toBe(true);
    expect(isRightGuess('#25', pikachu)).toBe(true);
    expect(isRightGuess('025', pikachu)).toBe(true);
  });

  it('rejects another number, even one close to the name by edit distance', () => {
    expect(isRightGuess('26', pikachu)).toBe(false);
    expect(isRightGuess('12', mew)).toBe(false);
    expect(distance('12', 'mew')).toBeLessThanOrEqual(3);
  });

  it('accepts a misspelling at edit distance 3 and rejects one at distance 4', () => {
    expect(distance('pokachoo', 'pikachu')).toBe(3);
    expect(isRightGuess('pokachoo', pikachu)).toBe(true);
    expect(distance('pokechoo', 'pikachu')).toBe(4);
    expect(isRightGuess('pokechoo', pikachu)).toBe(false);
    expect(isRightGuess('Pikachoo', pikachu)).toBe(true);
    expect(isRightGuess('chrmndr', { id: 4, name: 'charmander' })).toBe(true);
    expect(isRightGuess('chrmnd', { id: 4, name: 'charmander' })).toBe(false);
  });

  it('rejects an empty or blank guess', () => {
    expect(isRightGuess('', pikachu)).toBe(false);
    expect(isRightGuess('   ', pikachu)).toBe(false);
    expect(isRightGuess('', mew)).toBe(false);
  });

  it('keeps the tolerance below the length of very short names', () => {
    expect(toleranceFor('pikachu')).toBe(3);
    expect(toleranceFor('abra')).toBe(3);
    expect(toleranceFor('mew')).toBe(2);
    expect(isRightGuess('cat', mew)).toBe(false);
    expect(isRightGuess('mw', mew)).toBe(true);
    expect(isRightGuess('Mewe', mew)).toBe(true);
  });

  it('accepts the species name of a Pokémon listed with its form', () => {
    expect(acceptedNames('giratina-altered')).toEqual(['giratina-altered', 'giratina']);
    expect(acceptedNames('mr-mime')).toEqual(['mr-mime']);
    expect(acceptedNames('ho-oh')).toEqual(['ho-oh']);
    expect(isRightGuess('Giratina', giratina)).toBe(true);
    expect(isRightGuess('giratina altered', giratina)).toBe(true);
    expect(isRightGuess('Mr. Mime', { id: 122, name: 'mr-mime' })).toBe(true);
    expect(isRightGuess('ho oh', { id: 250, name: 'ho-oh' })).toBe(true);
  });

  it('ignores accents and repeated spaces', () => {
    expect(normalizeGuess('  Flabébé  ')).toBe('flabebe');
    expect(normalizeGuess('Mr.   Mime')).toBe('mr. mime');
    expect(isRightGuess('Flabébé', { id: 669, name: 'flabebe' })).toBe(true);
  });
});

describe('texts', () => {
  it('formats names for display', () => {
    expect(displayName('pikachu')).toBe('Pikachu');
    expect(displayName('mr-mime')).toBe('Mr-Mime');
    expect(displayName('ho-oh')).toBe('Ho-Oh');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillTemplate("It's {name}! #{id}", { name: 'Pikachu', id: 25 })).toBe(
      "It's Pikachu! #25",
    );
    expect(fillTemplate('{n} tries left {x}', { n: 2 })).toBe('2 tries left {x}');
  });
});

describe('game flow reducer', () => {
  const run = (state: PokemonGameState, ...actions: PokemonGameAction[]) =>
    actions.reduce(pokemonGameReducer, state);

  function playing(pokemon: Pokemon = pikachu, base = initialPokemonGameState()): PokemonGameState {
    const requested = pokemonGameReducer(base, {
      type: 'request',
      id: pokemon.id,
      difficulty: base.difficulty,
    });
    return pokemonGameReducer(requested, { type: 'loaded', round: requested.round, pokemon });
  }

  it('starts idle on EASY with zero counters and an empty log', () => {
    const state = initialPokemonGameState();
    expect(state).toMatchObject({
      phase: 'idle',
      difficulty: 'EASY',
      found: 0,
      wrong: 0,
      log: [],
      pokemon: null,
    });
  });

  it('loads a requested Pokémon and ignores answers of older rounds', () => {
    const first = pokemonGameReducer(initialPokemonGameState(), {
      type: 'request',
      id: 25,
      difficulty: 'EASY',
    });
    const second = pokemonGameReducer(first, { type: 'request', id: 151, difficulty: 'MEDIUM' });
    expect(second).toMatchObject({
      phase: 'loading',
      round: 2,
      targetId: 151,
      difficulty: 'MEDIUM',
    });
    expect(pokemonGameReducer(second, { type: 'loaded', round: 1, pokemon: pikachu })).toBe(second);
    expect(pokemonGameReducer(second, { type: 'failed', round: 1, error: 'http' })).toBe(second);
    const loaded = pokemonGameReducer(second, { type: 'loaded', round: 2, pokemon: mew });
    expect(loaded).toMatchObject({ phase: 'guessing', pokemon: mew });
  });

  it('refuses an answer whose id is not the one requested', () => {
    const requested = pokemonGameReducer(initialPokemonGameState(), {
      type: 'request',
      id: 25,
      difficulty: 'EASY',
    });
    expect(pokemonGameReducer(requested, { type: 'loaded', round: 1, pokemon: mew })).toBe(
      requested,
    );
  });

  it('a right guess adds to found, logs it and reveals', () => {
    const state = run(playing(), { type: 'guess', text: ' Pikachu ' });
    expect(state).toMatchObject({ phase: 'revealed', found: 1, wrong: 0, notice: null });
    expect(state.log).toEqual([{ answer: 'Pikachu', rightAnswer: 'pikachu', type: 1, round: 1 }]);
  });

  it('a wrong guess adds to wrong, shows the message and logs it', () => {
    const state = run(playing(), { type: 'guess', text: 'raichu' });
    expect(state).toMatchObject({
      phase: 'guessing',
      found: 0,
      wrong: 1,
      notice: { kind: 'wrong' },
    });
    expect(state.log[0]).toEqual({ answer: 'raichu', rightAnswer: 'pikachu', type: 0, round: 1 });
    expect(triesLeft(state)).toBe(2);
    expect(run(state, { type: 'dismiss' }).notice).toBeNull();
  });

  it('three wrong guesses reset the count and end the round; the next request starts fresh', () => {
    const two = run(
      playing(),
      { type: 'guess', text: 'raichu' },
      { type: 'guess', text: 'snorlax' },
    );
    expect(two.wrong).toBe(2);
    const three = run(two, { type: 'guess', text: 'eevee' });
    expect(MAX_STRIKES).toBe(3);
    expect(three).toMatchObject({
      phase: 'missed',
      wrong: 0,
      found: 0,
      notice: { kind: 'missed', pokemon: pikachu },
    });
    expect(three.log.map((e) => e.answer)).toEqual(['eevee', 'snorlax', 'raichu']);
    // No more guesses on a missed round.
    expect(run(three, { type: 'guess', text: 'pikachu' })).toBe(three);
    const next = run(three, { type: 'request', id: 151, difficulty: 'EASY', keepNotice: true });
    expect(next).toMatchObject({
      phase: 'loading',
      wrong: 0,
      round: 2,
      notice: { kind: 'missed' },
    });
    const playingNext = run(next, { type: 'loaded', round: 2, pokemon: mew });
    expect(run(playingNext, { type: 'guess', text: 'x' }).wrong).toBe(1);
  });

  it('a right guess after wrong ones still counts as found', () => {
    const state = run(playing(), { type: 'guess', text: 'raichu' }, { type: 'guess', text: '25' });
    expect(state).toMatchObject({ phase: 'revealed', found: 1, wrong: 1 });
    expect(state.log.map((e) => e.type)).toEqual([1, 0]);
  });

  it('a new Pokémon resets the wrong count and clears the message', () => {
    const state = run(
      playing(),
      { type: 'guess', text: 'raichu' },
      { type: 'request', id: 7, difficulty: 'EASY' },
    );
    expect(state).toMatchObject({ wrong: 0, notice: null, phase: 'loading' });
  });

  it('ignores guesses while not guessing and blank guesses', () => {
    const loading = pokemonGameReducer(initialPokemonGameState(), {
      type: 'request',
      id: 25,
      difficulty: 'EASY',
    });
    expect(run(loading, { type: 'guess', text: 'pikachu' })).toBe(loading);
    const revealed = run(playing(), { type: 'guess', text: 'pikachu' });
    expect(run(revealed, { type: 'guess', text: 'pikachu' })).toBe(revealed);
    const state = playing();
    expect(run(state, { type: 'guess', text: '   ' })).toBe(state);
  });

  it('a failure shows the error; retry keeps the round and the strikes', () => {
    const failedLoad = run(
      initialPokemonGameState(),
      { type: 'request', id: 25, difficulty: 'EASY' },
      { type: 'failed', round: 1, error: 'timeout' },
    );
    expect(failedLoad).toMatchObject({ phase: 'error', error: 'timeout' });
    const retrying = run(failedLoad, { type: 'retry' });
    expect(retrying).toMatchObject({ phase: 'loading', error: null, round: 1, targetId: 25 });
    expect(run(retrying, { type: 'loaded', round: 1, pokemon: pikachu }).phase).toBe('guessing');

    const struck = run(
      playing(),
      { type: 'guess', text: 'raichu' },
      { type: 'failed', round: 1, error: 'image' },
    );
    expect(struck).toMatchObject({ phase: 'error', error: 'image', wrong: 1 });
    expect(run(struck, { type: 'retry' })).toMatchObject({ phase: 'loading', wrong: 1, round: 1 });
    // Retry only applies to an error.
    const fine = playing();
    expect(run(fine, { type: 'retry' })).toBe(fine);
  });

  it('hides the right answer of the Pokémon still being guessed', () => {
    const wrong = run(playing(), { type: 'guess', text: 'raichu' });
    expect(isAnswerVisible(wrong.log[0]!, wrong)).toBe(false);
    const revealed = run(wrong, { type: 'guess', text: 'pikachu' });
    expect(revealed.log.every((e) => isAnswerVisible(e, revealed))).toBe(true);
    const skipped = run(wrong, { type: 'request', id: 7, difficulty: 'EASY' });
    expect(isAnswerVisible(wrong.log[0]!, skipped)).toBe(true);
  });
});
