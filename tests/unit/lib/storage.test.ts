import { create } from 'zustand';
import { bestTileCodec } from '@/lib/games/2048';
import { verbsLearnedCodec } from '@/lib/english/irregular-verbs';
import { CONCURRENT_MS, load, persisted, retrySaving, save } from '@/lib/persist';
import { SAVE_PROBLEM } from '@/lib/save-problem';
import * as storage from '@/lib/storage';
import { tasksCodec } from '@/lib/todo/tasks';

/** Stores made by a test: put to sleep after it, as if their page had closed. */
const made: { setState(state: { hydrated: boolean }): void }[] = [];

/** A store of learned verbs, as the trainer keeps them (a fresh one per test). */
function verbsStore() {
  const store = create<{ learned: string[]; hydrated: boolean; start(): void }>()(
    persisted(
      verbsLearnedCodec,
      (s) => s.learned,
      (learned) => ({ learned }),
      (set, get, api) => ({
        learned: [],
        hydrated: false,
        start: () => {
          if (get().hydrated) return;
          void api.persist.rehydrate();
          set({ hydrated: true });
        },
      }),
    ),
  );
  store.getState().start();
  made.push(store);
  return store;
}

const learn = (store: ReturnType<typeof verbsStore>, ...verbs: string[]) =>
  store.setState({ learned: [...store.getState().learned, ...verbs] });

/** Another tab's save, as the browser tells this page of it. */
function otherTabSaves(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else realSetItem.call(localStorage, key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
  );
}

const realSetItem = Storage.prototype.setItem;
/** The browser refuses the writes of the keys `refused` matches (all by default). */
const refuse = (refused = (_key: string) => true) =>
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
    if (refused(k)) throw quotaError();
    realSetItem.call(this, k, v);
  });
const refuseCopies = () => refuse((k) => k.includes('.corrupt'));
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const asideNames = () => Object.keys(localStorage).filter((k) => k.includes('.corrupt'));

beforeEach(() => {
  localStorage.clear();
  storage.resetStorageForTests();
  jest.restoreAllMocks();
});

afterEach(() => {
  for (const store of made.splice(0)) store.setState({ hydrated: false });
});

describe('checked storage', () => {
  it('keeps a refused write in memory, reports it, and writes it when there is room', () => {
    const setItem = refuse();
    expect(storage.write('tasks', '[]')).toBe(false);
    expect(storage.read('tasks')).toEqual({ raw: '[]' });
    expect(storage.status().unsaved).toEqual(['tasks']);
    expect(storage.retry()).toBe(false);
    setItem.mockRestore();
    expect(storage.retry()).toBe(true);
    expect(localStorage.getItem('tasks')).toBe('[]');
    expect(storage.status()).toBe(storage.EMPTY_STATUS);
  });

  it('drops a refused write once a save of the value the browser already holds goes through', () => {
    const full = refuse();
    expect(storage.write('verbsLearned', '[]')).toBe(false);
    full.mockRestore();
    localStorage.setItem('verbsLearned', '["go"]');
    expect(save(verbsLearnedCodec, ['go'], undefined).saved).toBe(true);
    expect(storage.retry()).toBe(true);
    expect(localStorage.getItem('verbsLearned')).toBe('["go"]');
  });

  it('never writes a key whose read throws, and says it is not saved', () => {
    localStorage.setItem('tasks', '[{"kept":true}]');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(storage.read('tasks')).toEqual({ failed: true });
    expect(storage.write('tasks', '[]')).toBe(false);
    expect(storage.status().unsaved).toEqual(['tasks']);
    getItem.mockRestore();
    expect(localStorage.getItem('tasks')).toBe('[{"kept":true}]');
    // Readable again: the page's own value is not written over it by the storage itself.
    storage.retry();
    expect(localStorage.getItem('tasks')).toBe('[{"kept":true}]');
    expect(storage.status().unsaved).toEqual([]);
  });

  it('reads the same value in the head scripts as in the page', () => {
    localStorage.setItem('theme', 'dark');
    const read = new Function(`return (${storage.inlineRead})('theme')`) as () => string;
    expect(read()).toBe('dark');
  });
});

describe('a damaged value', () => {
  it('is copied aside and the page starts clean; an identical copy is kept once', () => {
    localStorage.setItem('verbsLearned', '{not json');
    const store = verbsStore();
    expect(store.getState().learned).toEqual([]);
    expect(localStorage.getItem('verbsLearned')).toBeNull();
    expect(asideNames()).toHaveLength(1);
    expect(storage.status().damaged).toEqual([{ key: 'verbsLearned', part: 'value' }]);
    localStorage.setItem('verbsLearned', '{not json');
    verbsStore();
    expect(asideNames()).toHaveLength(1);
  });

  it('sets aside only its invalid items and keeps the rest', () => {
    localStorage.setItem('verbsLearned', '["go",7,"be"]');
    expect(verbsStore().getState().learned).toEqual(['go', 'be']);
    expect(localStorage.getItem(asideNames()[0]!)).toBe('[7]');
  });

  it('keeps the digits of a whole number too large to be held exactly', () => {
    localStorage.setItem('tasks', '[{"id":9007199254740993,"title":"Big"}]');
    expect(load(tasksCodec)).toEqual([]);
    expect(localStorage.getItem(asideNames()[0]!)).toBe(
      '[{"id":"9007199254740993","title":"Big"}]',
    );
  });

  it('stays under its own key when its copy cannot be written, until there is room', () => {
    localStorage.setItem('verbsLearned', '{"huge":true}');
    const setItem = refuse();
    const store = verbsStore();
    learn(store, 'go');
    expect(localStorage.getItem('verbsLearned')).toBe('{"huge":true}');
    expect(storage.status().heldAside.map((c) => c.raw)).toEqual(['{"huge":true}']);
    expect(storage.allAsideCopies().map((c) => c.raw)).toEqual(['{"huge":true}']);
    expect(storage.status().unsaved).toEqual(['verbsLearned']);
    setItem.mockRestore();
    expect(retrySaving()).toBe(true);
    expect(asideNames().map((name) => localStorage.getItem(name))).toEqual(['{"huge":true}']);
    expect(localStorage.getItem('verbsLearned')).toBe('["go"]');
    expect(storage.status().heldAside).toEqual([]);
  });
});

describe('a persisted store', () => {
  it('reads nothing before its start, and writes nothing for a visit that changes nothing', () => {
    localStorage.setItem('max2048', '64');
    const store = create<{ best: number; hydrated: boolean }>()(
      persisted(
        bestTileCodec,
        (s) => s.best,
        (best) => ({ best }),
        (): { best: number; hydrated: boolean } => ({ best: 0, hydrated: false }),
      ),
    );
    made.push(store);
    store.setState({ best: 2 });
    expect(localStorage.getItem('max2048')).toBe('64');
    void store.persist.rehydrate();
    store.setState({ hydrated: true });
    expect(store.getState().best).toBe(64);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    store.setState({ best: 64 });
    expect(setItem).not.toHaveBeenCalled();
    store.setState({ best: 32 });
    // A best score never goes down: the stored one wins, and the store takes it.
    expect(localStorage.getItem('max2048')).toBe('64');
    expect(store.getState().best).toBe(64);
  });

  it('saves nothing on a retry while it holds only its first value and nothing is stored', () => {
    const store = verbsStore();
    const setItem = refuse();
    expect(retrySaving()).toBe(true);
    expect(storage.status().unsaved).toEqual([]);
    // A change is saved by the retry once there is room.
    learn(store, 'go');
    expect(storage.status().unsaved).toEqual(['verbsLearned']);
    setItem.mockRestore();
    expect(retrySaving()).toBe(true);
    expect(localStorage.getItem('verbsLearned')).toBe('["go"]');
  });

  it('joins what another tab saved since it read, and keeps its own removals', () => {
    const store = verbsStore();
    learn(store, 'go', 'be');
    localStorage.setItem('verbsLearned', '["go","be","do"]');
    store.setState({ learned: ['be'] });
    expect(JSON.parse(localStorage.getItem('verbsLearned')!)).toEqual(['be', 'do']);
    expect(store.getState().learned).toEqual(['be', 'do']);
  });

  it("takes another tab's changes, removals included", () => {
    jest.spyOn(Date, 'now').mockReturnValue(0);
    const store = verbsStore();
    learn(store, 'go', 'be');
    (Date.now as jest.Mock).mockReturnValue(CONCURRENT_MS + 1);
    otherTabSaves('verbsLearned', '["be","do"]');
    expect(store.getState().learned).toEqual(['be', 'do']);
    expect(localStorage.getItem('verbsLearned')).toBe('["be","do"]');
  });

  it('writes the union again when a save made beside its own lacks what it holds', () => {
    jest.spyOn(Date, 'now').mockReturnValue(0);
    const store = verbsStore();
    learn(store, 'go');
    // Another tab saved at the same moment, without having seen 'go'.
    (Date.now as jest.Mock).mockReturnValue(CONCURRENT_MS - 1);
    otherTabSaves('verbsLearned', '["be"]');
    expect(JSON.parse(localStorage.getItem('verbsLearned')!).sort()).toEqual(['be', 'go']);
    expect([...store.getState().learned].sort()).toEqual(['be', 'go']);
  });
});

describe('copies set aside', () => {
  const aside = (raw: string, now: number, part: storage.Damaged['part'] = 'value') =>
    storage.setAside('k', raw, part, now);

  it.each([
    ['the next write', () => storage.write('k', 'new')],
    ['a retry', () => storage.retry()],
  ])('owed for lack of room are written by %s once there is room', (_label, next) => {
    const copies = refuseCopies();
    expect(aside('bad', 1)).toBe(false);
    copies.mockRestore();
    expect(next()).toBe(true);
    expect(localStorage.getItem('k.corrupt.1')).toBe('bad');
  });

  it('of the older name count: the same value is not copied or reported again', () => {
    localStorage.setItem('k.corrupt', 'bad');
    expect(aside('bad', 5)).toBe(true);
    expect(storage.status().damaged).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['k.corrupt']);
  });

  it('are listed oldest first, take a free name, and report their key once', () => {
    localStorage.setItem('k.corrupt.5', 'b');
    localStorage.setItem('k.corrupt.200', 'a');
    localStorage.setItem('k.corruptible', 'another key');
    expect(aside('c', 5, 'items')).toBe(true);
    aside('d', 6, 'items');
    const names = ['k.corrupt.200', 'k.corrupt.5', 'k.corrupt.5-1', 'k.corrupt.6'];
    expect(storage.asideCopies('k').map((c) => c.name)).toEqual(names);
    expect(localStorage.getItem('k.corrupt.5-1')).toBe('c');
    expect(storage.status().damaged).toEqual([{ key: 'k', part: 'items' }]);
  });
});

describe('when a read fails', () => {
  it.each([
    [
      'the page is told',
      () => expect(document.documentElement.hasAttribute(SAVE_PROBLEM)).toBe(true),
    ],
    ['a retry says the key is not saved', () => expect(storage.retry()).toBe(false)],
    [
      'a write is only in memory, and read back',
      () => {
        expect(storage.write('k', 'v')).toBe(false);
        expect(storage.read('k')).toEqual({ raw: 'v' });
      },
    ],
    [
      'the key is not saved, and a removal is only in memory',
      () => {
        expect(storage.isSaved('k')).toBe(false);
        localStorage.setItem('k', 'kept');
        expect(storage.write('k', null)).toBe(false);
        expect(storage.keys()).not.toContain('k');
        expect(Object.keys(localStorage)).toContain('k');
      },
    ],
  ])('%s', (_label, then) => {
    document.documentElement.removeAttribute(SAVE_PROBLEM);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(storage.read('k')).toEqual({ failed: true });
    then();
  });
});
