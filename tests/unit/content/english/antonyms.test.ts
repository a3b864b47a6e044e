import { antonymPairs } from '@/content/english/antonyms';
import { newGame, pick, ROUND_SIZE } from '@/lib/english/antonyms';
import { seededRng } from '@/lib/random';

describe('antonyms content', () => {
  it('has several hundred pairs', () => {
    expect(antonymPairs.length).toBeGreaterThanOrEqual(300);
  });

  it('has no empty word and two different words in every pair', () => {
    for (const [a, b] of antonymPairs) {
      for (const word of [a, b]) {
        expect(word.en.trim()).not.toBe('');
        expect(word.es.trim()).not.toBe('');
        expect(word.en).toBe(word.en.trim());
        expect(word.es).toBe(word.es.trim());
      }
      expect(a.en.toLowerCase()).not.toBe(b.en.toLowerCase());
    }
  });

  it('repeats no pair (in either order)', () => {
    const keys = antonymPairs.map(([a, b]) => [a.en, b.en].sort().join('|'));
    const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(repeated).toEqual([]);
  });

  it('can be played to the win, drawing almost every pair on the way', () => {
    for (const seed of [1, 2, 3]) {
      const rng = seededRng(seed);
      let state = newGame(antonymPairs, rng);
      let rounds = 0;
      while (!state.win) {
        expect(state.left).toHaveLength(ROUND_SIZE);
        rounds += 1;
        for (const left of [...state.left]) {
          state = pick(state, 'left', left.pairId, antonymPairs, rng).state;
          state = pick(state, 'right', left.pairId, antonymPairs, rng).state;
        }
      }
      expect(state.score).toBe(rounds * ROUND_SIZE);
      expect(state.pool.length).toBeLessThan(2 * ROUND_SIZE);
    }
  });
});
