import { distance } from 'fastest-levenshtein';
import {
  acceptedNames,
  DIFFICULTY_BOUNDS,
  displayName,
  fillTemplate,
  initialPokemonGameState,
  isAnswerVisible,
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

const image = (id: number) => `https://img.example/${id}.png`;
const pikachu: Pokemon = { id: 25, name: 'pikachu', image: image(25) };
const mew: Pokemon = { id: 151, name: 'mew', image: image(151) };
const giratina: Pokemon = { id: 487, name: 'giratina-altered', image: image(487) };

/** Checks every guess of `expected` against `target`; a failure lists the guesses that differ. */
function expectGuesses(target: Pick<Pokemon, 'id' | 'name'>, expected: Record<string, boolean>) {
  const actual = Object.keys(expected).map((guess) => [guess, isRightGuess(guess, target)]);
  expect(Object.fromEntries(actual)).toEqual(expected);
}

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
    const lcg = () => (seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
    const ids = Array.from({ length: 5000 }, () => randomPokemonId('EASY', lcg));
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ids)).toBeLessThanOrEqual(151);
    expect(new Set(ids).size).toBeGreaterThan(140);
  });

  it('does not repeat the Pokémon on screen', () => {
    expect(randomPokemonId('EASY', () => 0, 1)).toBe(2);
    expect(randomPokemonId('EASY', () => 0.999999999, 151)).toBe(1);
    expect(randomPokemonId('EASY', () => 0.5, 3)).toBe(76);
  });
});

describe('guess acceptance', () => {
  it('accepts the exact name, case-insensitive and trimmed', () => {
    expectGuesses(pikachu, { pikachu: true, '  PiKaChU  ': true });
  });

  it('accepts the id as text', () => {
    expectGuesses(pikachu, { '25': true, ' 25 ': true, '#25': true, '025': true });
  });

  it('rejects another number, even one close to the name by edit distance', () => {
    expectGuesses(pikachu, { '26': false });
    expectGuesses(mew, { '12': false });
    expect(distance('12', 'mew')).toBeLessThanOrEqual(3);
  });

  it('accepts a misspelling at edit distance 3 and rejects one at distance 4', () => {
    expect(distance('pokachoo', 'pikachu')).toBe(3);
    expect(distance('pokechoo', 'pikachu')).toBe(4);
    expectGuesses(pikachu, { pokachoo: true, pokechoo: false, Pikachoo: true });
    expectGuesses({ id: 4, name: 'charmander' }, { chrmndr: true, chrmnd: false });
  });

  it('rejects an empty or blank guess', () => {
    expectGuesses(pikachu, { '': false, '   ': false });
    expectGuesses(mew, { '': false });
  });

  it('keeps the tolerance below the length of very short names', () => {
    expect(['pikachu', 'abra', 'mew'].map(toleranceFor)).toEqual([3, 3, 2]);
    expectGuesses(mew, { cat: false, mw: true, Mewe: true });
  });

  it('accepts the species name of a Pokémon listed with its form', () => {
    expect(acceptedNames('giratina-altered')).toEqual(['giratina-altered', 'giratina']);
    expect(acceptedNames('mr-mime')).toEqual(['mr-mime']);
    expect(acceptedNames('ho-oh')).toEqual(['ho-oh']);
    expectGuesses(giratina, { Giratina: true, 'giratina altered': true });
    expectGuesses({ id: 122, name: 'mr-mime' }, { 'Mr. Mime': true });
    expectGuesses({ id: 250, name: 'ho-oh' }, { 'ho oh': true });
  });

  it('ignores accents and repeated spaces', () => {
    expect(normalizeGuess('  Flabébé  ')).toBe('flabebe');
    expect(normalizeGuess('Mr.   Mime')).toBe('mr. mime');
    expectGuesses({ id: 669, name: 'flabebe' }, { Flabébé: true });
  });
});

describe('texts', () => {
  it('formats names for display', () => {
    const names = ['pikachu', 'mr-mime', 'ho-oh'];
    expect(names.map(displayName)).toEqual(['Pikachu', 'Mr-Mime', 'Ho-Oh']);
  });

  it('fills placeholders and leaves unknown ones', () => {
    const values = { name: 'Pikachu', id: 25 };
    expect(fillTemplate("It's {name}! #{id}", values)).toBe("It's Pikachu! #25");
    expect(fillTemplate('{n} tries left {x}', { n: 2 })).toBe('2 tries left {x}');
  });
});

describe('game flow reducer', () => {
  const run = (state: PokemonGameState, ...actions: PokemonGameAction[]) =>
    actions.reduce(pokemonGameReducer, state);
  const request = (id: number, difficulty: 'EASY' | 'MEDIUM' = 'EASY') =>
    ({ type: 'request', id, difficulty }) as const;
  const loaded = (round: number, pokemon: Pokemon) => ({ type: 'loaded', round, pokemon }) as const;
  const guess = (text: string) => ({ type: 'guess', text }) as const;
  /** Pikachu (id 25) requested on a fresh game, round 1. */
  const requested = () => run(initialPokemonGameState(), request(25));
  /** Pikachu on screen, waiting for guesses. */
  const playing = () => run(requested(), loaded(1, pikachu));
  /** The action changes nothing: the reducer returns the very same state. */
  const expectIgnored = (state: PokemonGameState, action: PokemonGameAction) =>
    expect(pokemonGameReducer(state, action)).toBe(state);

  it('starts idle on EASY with zero counters and an empty log', () => {
    const start = initialPokemonGameState();
    expect(start).toMatchObject({ phase: 'idle', difficulty: 'EASY', found: 0, wrong: 0, log: [] });
    expect(start.pokemon).toBeNull();
  });

  it('loads a requested Pokémon and ignores answers of older rounds', () => {
    const two = run(requested(), request(151, 'MEDIUM'));
    expect(two).toMatchObject({ phase: 'loading', round: 2, targetId: 151, difficulty: 'MEDIUM' });
    expectIgnored(two, loaded(1, pikachu));
    expectIgnored(two, { type: 'failed', round: 1, error: 'http' });
    expect(run(two, loaded(2, mew))).toMatchObject({ phase: 'guessing', pokemon: mew });
  });

  it('refuses an answer whose id is not the one requested', () => {
    expectIgnored(requested(), loaded(1, mew));
  });

  it('a right guess adds to found, logs it and reveals', () => {
    const state = run(playing(), guess(' Pikachu '));
    expect(state).toMatchObject({ phase: 'revealed', found: 1, wrong: 0, notice: null });
    expect(state.log).toEqual([{ answer: 'Pikachu', rightAnswer: 'pikachu', type: 1, round: 1 }]);
  });

  it('a wrong guess adds to wrong, shows the message and logs it', () => {
    const one = run(playing(), guess('raichu'));
    expect(one).toMatchObject({ phase: 'guessing', found: 0, wrong: 1, notice: { kind: 'wrong' } });
    expect(one.log[0]).toEqual({ answer: 'raichu', rightAnswer: 'pikachu', type: 0, round: 1 });
    expect(triesLeft(one)).toBe(2);
    expect(run(one, { type: 'dismiss' }).notice).toBeNull();
  });

  it('three wrong guesses reset the count and end the round; the next request starts fresh', () => {
    const two = run(playing(), guess('raichu'), guess('snorlax'));
    expect(two.wrong).toBe(2);
    const three = run(two, guess('eevee'));
    expect(MAX_STRIKES).toBe(3);
    expect(three).toMatchObject({ phase: 'missed', wrong: 0, found: 0 });
    expect(three.notice).toMatchObject({ kind: 'missed', pokemon: pikachu });
    expect(three.log.map((e) => e.answer)).toEqual(['eevee', 'snorlax', 'raichu']);
    // No more guesses on a missed round.
    expectIgnored(three, guess('pikachu'));
    const next = run(three, { ...request(151), keepNotice: true });
    expect(next).toMatchObject({ phase: 'loading', wrong: 0, round: 2 });
    expect(next.notice).toMatchObject({ kind: 'missed' }); // kept while the next one loads
    expect(run(next, loaded(2, mew), guess('x')).wrong).toBe(1);
  });

  it('a right guess after wrong ones still counts as found', () => {
    const state = run(playing(), guess('raichu'), guess('25'));
    expect(state).toMatchObject({ phase: 'revealed', found: 1, wrong: 1 });
    expect(state.log.map((e) => e.type)).toEqual([1, 0]);
  });

  it('a new Pokémon resets the wrong count and clears the message', () => {
    const state = run(playing(), guess('raichu'), request(7));
    expect(state).toMatchObject({ wrong: 0, notice: null, phase: 'loading' });
  });

  it('ignores guesses while not guessing and blank guesses', () => {
    expectIgnored(requested(), guess('pikachu'));
    expectIgnored(run(playing(), guess('pikachu')), guess('pikachu'));
    expectIgnored(playing(), guess('   '));
  });

  it('a failure shows the error; retry keeps the round and the strikes', () => {
    const failedLoad = run(requested(), { type: 'failed', round: 1, error: 'timeout' });
    expect(failedLoad).toMatchObject({ phase: 'error', error: 'timeout' });
    const retrying = run(failedLoad, { type: 'retry' });
    expect(retrying).toMatchObject({ phase: 'loading', error: null, round: 1, targetId: 25 });
    expect(run(retrying, loaded(1, pikachu)).phase).toBe('guessing');

    const struck = run(playing(), guess('raichu'), { type: 'failed', round: 1, error: 'image' });
    expect(struck).toMatchObject({ phase: 'error', error: 'image', wrong: 1 });
    expect(run(struck, { type: 'retry' })).toMatchObject({ phase: 'loading', wrong: 1, round: 1 });
    // Retry only applies to an error.
    expectIgnored(playing(), { type: 'retry' });
  });

  it('hides the right answer of the Pokémon still being guessed', () => {
    const wrong = run(playing(), guess('raichu'));
    expect(isAnswerVisible(wrong.log[0]!, wrong)).toBe(false);
    const revealed = run(wrong, guess('pikachu'));
    expect(revealed.log.every((e) => isAnswerVisible(e, revealed))).toBe(true);
    const skipped = run(wrong, request(7));
    expect(isAnswerVisible(wrong.log[0]!, skipped)).toBe(true);
  });
});
