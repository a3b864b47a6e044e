import {
  createMemoryStorage,
  createPersistStorage,
  createSafeStorage,
  readJson,
  writeJson,
  type KeyValueStorage,
} from '@/lib/storage';

const isNumberArray = (v: unknown) =>
  Array.isArray(v) && v.every((n) => typeof n === 'number') ? (v as number[]) : undefined;

function throwingStorage(): KeyValueStorage {
  return {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
}

describe('readJson / writeJson', () => {
  it('round-trips a valid value', () => {
    const storage = createMemoryStorage();
    writeJson('nums', [1, 2, 3], storage);
    expect(storage.getItem('nums')).toBe('[1,2,3]');
    expect(readJson('nums', isNumberArray, storage)).toEqual([1, 2, 3]);
  });

  it('returns undefined for an absent key and keeps nothing aside', () => {
    const storage = createMemoryStorage();
    expect(readJson('missing', isNumberArray, storage)).toBeUndefined();
    expect(storage.getItem('missing.corrupt')).toBeNull();
  });

  it('sets a value that is not JSON aside under <key>.corrupt and starts clean', () => {
    const storage = createMemoryStorage();
    storage.setItem('nums', '{not json');
    expect(readJson('nums', isNumberArray, storage)).toBeUndefined();
    expect(storage.getItem('nums')).toBeNull();
    expect(storage.getItem('nums.corrupt')).toBe('{not json');
  });

  it('sets a value of the wrong shape aside', () => {
    const storage = createMemoryStorage();
    storage.setItem('nums', '{"a":1}');
    expect(readJson('nums', isNumberArray, storage)).toBeUndefined();
    expect(storage.getItem('nums.corrupt')).toBe('{"a":1}');
  });
});

describe('createSafeStorage', () => {
  it('uses the backing storage while it works', () => {
    const backing = createMemoryStorage();
    const safe = createSafeStorage(() => backing);
    safe.setItem('k', 'v');
    expect(backing.getItem('k')).toBe('v');
    expect(safe.getItem('k')).toBe('v');
    safe.removeItem('k');
    expect(backing.getItem('k')).toBeNull();
  });

  it('degrades to memory when the backing storage throws', () => {
    const safe = createSafeStorage(throwingStorage);
    expect(() => safe.setItem('k', 'v')).not.toThrow();
    expect(safe.getItem('k')).toBe('v');
    safe.removeItem('k');
    expect(safe.getItem('k')).toBeNull();
  });

  it('degrades to memory when there is no storage at all', () => {
    const safe = createSafeStorage(() => undefined);
    safe.setItem('k', 'v');
    expect(safe.getItem('k')).toBe('v');
  });

  it('degrades to memory when a quota error hits in the middle of a visit', () => {
    const backing = createMemoryStorage();
    let full = false;
    const flaky: KeyValueStorage = {
      getItem: (k) => backing.getItem(k),
      setItem: (k, v) => {
        if (full) throw new Error('QuotaExceededError');
        backing.setItem(k, v);
      },
      removeItem: (k) => backing.removeItem(k),
    };
    const safe = createSafeStorage(() => flaky);
    safe.setItem('a', '1');
    full = true;
    safe.setItem('b', '2');
    expect(safe.getItem('b')).toBe('2');
  });

  it('wraps window.localStorage by default', () => {
    const safe = createSafeStorage();
    safe.setItem('default-key', 'x');
    expect(window.localStorage.getItem('default-key')).toBe('x');
    window.localStorage.clear();
  });
});

describe('createPersistStorage', () => {
  it('stores the Zustand envelope without a codec', () => {
    const storage = createMemoryStorage();
    const persist = createPersistStorage<{ n: number }>(undefined, storage);
    persist.setItem('store', { state: { n: 2 }, version: 3 });
    expect(JSON.parse(storage.getItem('store')!)).toEqual({ state: { n: 2 }, version: 3 });
    expect(persist.getItem('store')).toEqual({ state: { n: 2 }, version: 3 });
  });

  it('sets an envelope without state aside', () => {
    const storage = createMemoryStorage();
    storage.setItem('store', '"just a string"');
    const persist = createPersistStorage<{ n: number }>(undefined, storage);
    expect(persist.getItem('store')).toBeNull();
    expect(storage.getItem('store.corrupt')).toBe('"just a string"');
  });

  it('stores the codec shape and decodes it back', () => {
    const storage = createMemoryStorage();
    const persist = createPersistStorage<{ items: number[] }>(
      {
        decode: (v) => {
          const items = isNumberArray(v);
          return items ? { items } : undefined;
        },
        encode: (s) => s.items,
      },
      storage,
    );
    persist.setItem('items', { state: { items: [4, 5] }, version: 0 });
    expect(storage.getItem('items')).toBe('[4,5]');
    expect(persist.getItem('items')).toEqual({ state: { items: [4, 5] }, version: 0 });
    storage.setItem('items', '[1,"x"]');
    expect(persist.getItem('items')).toBeNull();
    expect(storage.getItem('items.corrupt')).toBe('[1,"x"]');
    persist.removeItem('items');
    expect(storage.getItem('items')).toBeNull();
  });
});
