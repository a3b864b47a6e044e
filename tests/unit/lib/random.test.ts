import { randomIndex, seededRng, shuffle } from '@/lib/random';

describe('random helpers', () => {
  it('maps the source onto valid indices, even at the edges', () => {
    expect(randomIndex(5, () => 0)).toBe(0);
    expect(randomIndex(5, () => 0.9999)).toBe(4);
    expect(randomIndex(5, () => 1)).toBe(4);
    expect(randomIndex(5, () => Number.NaN)).toBe(0);
    expect(randomIndex(0, () => 0.5)).toBe(0);
  });

  it('shuffles a copy and keeps every item', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const shuffled = shuffle(items, seededRng(7));
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('repeats the same sequence for the same seed', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const c = seededRng(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    for (const n of seqA) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});
