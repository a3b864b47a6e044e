import { allAsideCopies } from '@/lib/data-transfer';
import {
  asideCopies,
  createSafeStorage,
  decodeNonNegativeInteger,
  MAX_ASIDE_COPIES,
  readStored,
  saveMerged,
  setAside,
  type KeyValueStorage,
} from '@/lib/storage';
import { createMemoryStorage } from '@/lib/simple-storage';
import { refusingStorage } from '../support/storage';

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
    const { flaky, state } = refusingStorage();
    const safe = createSafeStorage(() => flaky);
    safe.setItem('a', '1');
    state.full = true;
    safe.setItem('b', '2');
    expect(safe.getItem('b')).toBe('2');
  });

  it('storedItem reads what the browser holds, not the value held in memory', () => {
    const { backing, flaky, state } = refusingStorage();
    const safe = createSafeStorage(() => flaky);
    safe.setItem('k', 'saved');
    state.full = true;
    safe.setItem('k', 'held');
    // Another tab writes meanwhile.
    backing.setItem('k', 'other tab');
    expect(safe.getItem('k')).toBe('held');
    expect(safe.storedItem('k')).toBe('other tab');
  });

  it('wraps window.localStorage by default', () => {
    const safe = createSafeStorage();
    safe.setItem('default-key', 'x');
    expect(window.localStorage.getItem('default-key')).toBe('x');
    window.localStorage.clear();
  });
});

describe('checked writes and the save status', () => {
  it('reports a refused write, then clears the report when the key is saved again', () => {
    const { backing, flaky, state } = refusingStorage();
    const safe = createSafeStorage(() => flaky);
    const seen: string[][] = [];
    safe.subscribe(() => seen.push([...safe.status().unsaved]));
    state.full = true;
    expect(safe.setItem('a', '1')).toBe(false);
    expect(safe.status().unsaved).toEqual(['a']);
    state.full = false;
    // The failure is not permanent: the next write goes to the browser's storage again.
    expect(safe.setItem('a', '2')).toBe(true);
    expect(backing.getItem('a')).toBe('2');
    expect(safe.status()).toEqual({ unsaved: [], heldAside: [], damaged: [] });
    expect(seen).toEqual([['a'], []]);
  });

  it('retry() writes every value held in memory once there is room', () => {
    const { backing, flaky, state } = refusingStorage();
    const safe = createSafeStorage(() => flaky);
    state.full = true;
    safe.setItem('a', '1');
    safe.setItem('theme', 'dark');
    expect(safe.retry()).toBe(false);
    state.full = false;
    expect(safe.retry()).toBe(true);
    expect([backing.getItem('a'), backing.getItem('theme')]).toEqual(['1', 'dark']);
    expect(safe.status().unsaved).toEqual([]);
  });
});

describe('setAside', () => {
  it('never overwrites an earlier copy and keeps identical values once', () => {
    const storage = createMemoryStorage();
    storage.setItem('k.corrupt', 'legacy');
    expect(setAside(storage, 'k', 'one', 5)).toBe(true);
    expect(setAside(storage, 'k', 'two', 5)).toBe(true);
    expect(setAside(storage, 'k', 'one', 6)).toBe(true);
    expect(asideCopies(storage, 'k')).toEqual([
      { name: 'k.corrupt', raw: 'legacy' },
      { name: 'k.corrupt.5', raw: 'one' },
      { name: 'k.corrupt.5-1', raw: 'two' },
    ]);
  });

  it('keeps at most MAX_ASIDE_COPIES in storage; later ones are held in memory and exported', () => {
    const backing = createMemoryStorage();
    const safe = createSafeStorage(() => backing);
    for (let i = 0; i < MAX_ASIDE_COPIES + 2; i += 1) setAside(safe, 'k', `bad ${i}`, i);
    expect(asideCopies(safe, 'k')).toHaveLength(MAX_ASIDE_COPIES);
    expect(safe.status().heldAside.map((c) => c.raw)).toEqual([
      `bad ${MAX_ASIDE_COPIES}`,
      `bad ${MAX_ASIDE_COPIES + 1}`,
    ]);
    expect(allAsideCopies(safe)).toHaveLength(MAX_ASIDE_COPIES + 2);
  });

  it('a copy the storage has no room for never blocks the next save', () => {
    const backing = createMemoryStorage();
    let room = true;
    const safe = createSafeStorage(() => ({
      ...backing,
      setItem: (k: string, v: string) => {
        if (!room && k.includes('.corrupt')) throw new Error('QuotaExceededError');
        backing.setItem(k, v);
      },
    }));
    backing.setItem('n', 'not a number');
    room = false;
    const codec = {
      decode: (v: unknown) => (typeof v === 'number' ? { value: v } : undefined),
      encode: (v: number) => v,
      merge: (a: number, b: number) => Math.max(a, b),
    };
    expect(readStored('n', codec, safe).kind).toBe('corrupt');
    expect(saveMerged('n', codec, 3, undefined, safe)).toEqual({ value: 3, saved: true, base: 3 });
    expect(backing.getItem('n')).toBe('3');
    expect(allAsideCopies(safe).map((c) => c.raw)).toEqual(['not a number']);
    expect(safe.status().unsaved).toEqual([expect.stringMatching(/^n\.corrupt\./)]);
  });
});

describe('the report of damaged values', () => {
  const codec = {
    decode: (v: unknown) => {
      if (!Array.isArray(v)) return undefined;
      const value = v.filter((x): x is number => typeof x === 'number');
      return { value, invalid: v.filter((x) => typeof x !== 'number') };
    },
  };

  it('says which value was unreadable, and which had items left out, once each', () => {
    const backing = createMemoryStorage();
    const safe = createSafeStorage(() => backing);
    backing.setItem('whole', '{broken');
    backing.setItem('items', '[1, "two", 3]');
    expect(readStored('whole', codec, safe).kind).toBe('corrupt');
    expect(readStored('items', codec, safe)).toMatchObject({ kind: 'ok', value: [1, 3] });
    // The same damage read again (another store of the page, a later save) is not news.
    backing.setItem('whole', '{broken');
    readStored('whole', codec, safe);
    expect(safe.status().damaged).toEqual([
      { key: 'whole', part: 'value' },
      { key: 'items', part: 'items' },
    ]);
    expect(asideCopies(safe, 'whole').map((c) => c.raw)).toEqual(['{broken']);
  });

  it('reports a copy kept in memory too, and forgets the report once dismissed', () => {
    const backing = createMemoryStorage();
    const safe = createSafeStorage(() => backing);
    for (let i = 0; i <= MAX_ASIDE_COPIES; i += 1) setAside(safe, 'k', `bad ${i}`, i);
    expect(safe.status().damaged).toEqual([{ key: 'k', part: 'value' }]);
    expect(safe.status().heldAside).toHaveLength(1);
    const seen: number[] = [];
    safe.subscribe(() => seen.push(safe.status().damaged.length));
    safe.dismissDamaged();
    safe.dismissDamaged();
    expect(safe.status().damaged).toEqual([]);
    expect(seen).toEqual([0]);
    // The copies themselves stay.
    expect(allAsideCopies(safe)).toHaveLength(MAX_ASIDE_COPIES + 1);
  });

  it('is silent when nothing was damaged', () => {
    const backing = createMemoryStorage();
    const safe = createSafeStorage(() => backing);
    backing.setItem('items', '[1, 2]');
    readStored('items', codec, safe);
    readStored('absent', codec, safe);
    expect(safe.status().damaged).toEqual([]);
  });
});

describe('saveMerged', () => {
  const best = {
    decode: (v: unknown) => {
      const value = decodeNonNegativeInteger(v);
      return value === undefined ? undefined : { value };
    },
    encode: (v: number) => v,
    merge: (a: number, b: number) => Math.max(a, b),
  };

  it('re-reads before writing: a best score never goes down', () => {
    const storage = createMemoryStorage();
    storage.setItem('best', '4096');
    expect(saveMerged('best', best, 32, undefined, storage).value).toBe(4096);
    expect(storage.getItem('best')).toBe('4096');
    expect(saveMerged('best', best, 8192, undefined, storage).value).toBe(8192);
    expect(storage.getItem('best')).toBe('8192');
  });

  it('merges with what the browser holds while a refused value waits in memory', () => {
    const { backing, flaky, state } = refusingStorage();
    const safe = createSafeStorage(() => flaky);
    expect(saveMerged('best', best, 100, undefined, safe)).toEqual({
      value: 100,
      saved: true,
      base: 100,
    });
    state.full = true;
    // Refused: `base` stays what the browser holds (the common ground for the next merge).
    expect(saveMerged('best', best, 200, 100, safe)).toEqual({
      value: 200,
      saved: false,
      base: 100,
    });
    backing.setItem('best', '500'); // another tab
    state.full = false;
    expect(saveMerged('best', best, 200, 100, safe)).toEqual({
      value: 500,
      saved: true,
      base: 500,
    });
    expect(backing.getItem('best')).toBe('500');
    expect(safe.status().unsaved).toEqual([]);
  });
});

describe('decodeNonNegativeInteger', () => {
  it('accepts whole numbers, also stored as text', () => {
    expect(decodeNonNegativeInteger(2048)).toBe(2048);
    expect(decodeNonNegativeInteger('512')).toBe(512);
    expect(decodeNonNegativeInteger(' 7 ')).toBe(7);
    expect(decodeNonNegativeInteger(0)).toBe(0);
    for (const bad of [-2, 1.5, 'big', '', null, {}, [], Number.POSITIVE_INFINITY])
      expect(decodeNonNegativeInteger(bad)).toBeUndefined();
  });
});
