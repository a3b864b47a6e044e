import { createMemoryStorage, readJson, writeJson } from '@/lib/simple-storage';

const isNumberArray = (v: unknown) =>
  Array.isArray(v) && v.every((n) => typeof n === 'number') ? (v as number[]) : undefined;

describe('readJson / writeJson', () => {
  it('round-trips a valid value', () => {
    const storage = createMemoryStorage();
    writeJson('nums', [1, 2, 3], storage);
    expect(storage.getItem('nums')).toBe('[1,2,3]');
    expect(readJson('nums', isNumberArray, storage)).toEqual([1, 2, 3]);
  });

  it('returns undefined for an absent key', () => {
    const storage = createMemoryStorage();
    expect(readJson('missing', isNumberArray, storage)).toBeUndefined();
    expect(storage.keys?.()).toEqual([]);
  });

  it('drops a cached value that is not JSON, keeping no copy (it can be fetched again)', () => {
    const storage = createMemoryStorage();
    storage.setItem('nums', '{not json');
    expect(readJson('nums', isNumberArray, storage)).toBeUndefined();
    expect(storage.keys?.()).toEqual([]);
  });

  it('drops a cached value of the wrong shape', () => {
    const storage = createMemoryStorage();
    storage.setItem('nums', '{"a":1}');
    storage.setItem('other', '[1]');
    expect(readJson('nums', isNumberArray, storage)).toBeUndefined();
    expect(storage.keys?.()).toEqual(['other']);
  });

  it('reports a write the storage refused', () => {
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeJson('nums', [1], full)).toBe(false);
  });
});
