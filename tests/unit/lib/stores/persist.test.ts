import { create } from 'zustand';
import '@/lib/english/verbs-learned-key';
import { verbsLearnedKey } from '@/lib/english/verbs-learned-key';
import { createSafeStorage, saveMerged, type Backing } from '@/lib/storage';
import { persistedKey } from '@/lib/stores/persist';

/**
 * Two open tabs over one browser storage: each has its own safe storage (its own memory
 * of refused writes), and tab A's writes are refused while `a.full`, as if the storage
 * were full for it.
 */
function browser() {
  const map = new Map<string, string>();
  const shared: Backing = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
  const a = { full: false };
  const refusing: Backing = {
    ...shared,
    setItem(key, value) {
      if (a.full) throw new DOMException('full', 'QuotaExceededError');
      shared.setItem(key, value);
    },
  };
  const storageA = createSafeStorage(() => refusing);
  const tabA = openTab(storageA);
  const tabB = openTab(createSafeStorage(() => shared));
  tabA.getState().hydrate();
  tabB.getState().hydrate();
  return { map, a, storageA, tabA, tabB };
}

interface Names {
  hydrated: boolean;
  names: string[];
  hydrate: () => void;
  sync: () => void;
  add: (name: string) => void;
  remove: (name: string) => void;
}

/** A store keeping `verbsLearned` through the persistence path, as a trainer does. */
function openTab(storage: ReturnType<typeof createSafeStorage>) {
  const persisted = persistedKey<Names, 'verbsLearned'>(
    'verbsLearned',
    (s) => s.names,
    (names) => ({ names }),
    storage,
  );
  return create<Names>()(
    persisted.persist((set, get) => ({
      hydrated: false,
      names: [],
      hydrate: () => {
        persisted.rehydrate();
        set({ hydrated: true });
      },
      sync: () => persisted.sync(),
      add: (name) => set({ names: [...get().names, name] }),
      remove: (name) => set({ names: get().names.filter((n) => n !== name) }),
    })),
  );
}

const stored = (map: Map<string, string>) =>
  map.has('verbsLearned') ? (JSON.parse(map.get('verbsLearned')!) as string[]) : null;

describe('persistedKey while the browser refuses this tab’s saves', () => {
  it('joins what another tab saved meanwhile instead of writing over it', () => {
    const { map, a, storageA, tabA, tabB } = browser();

    a.full = true;
    tabA.getState().add('go');
    expect(storageA.status().unsaved).toEqual(['verbsLearned']);
    tabB.getState().add('be');
    expect(stored(map)).toEqual(['be']);

    // The storage event of B's save: A shows B's verb though it still cannot save.
    tabA.getState().sync();
    expect(tabA.getState().names.sort()).toEqual(['be', 'go']);
    expect(stored(map)).toEqual(['be']);

    // Room again: "Try saving again" (a sync) stores both.
    a.full = false;
    tabA.getState().sync();
    expect(stored(map)?.sort()).toEqual(['be', 'go']);
    expect(storageA.status().unsaved).toEqual([]);
  });

  it('saves the next change over both values once there is room, without a storage event', () => {
    const { map, a, tabA, tabB } = browser();
    a.full = true;
    tabA.getState().add('go');
    tabB.getState().add('be');
    a.full = false;
    tabA.getState().add('do');
    expect(stored(map)?.sort()).toEqual(['be', 'do', 'go']);
  });

  it('a removal made elsewhere after this tab saw the value stays removed', () => {
    const { map, a, tabA, tabB } = browser();
    tabB.getState().add('be');
    a.full = true;
    // A's refused save merged B's 'be' in: A has seen it.
    tabA.getState().add('go');
    expect(tabA.getState().names).toEqual(['be', 'go']);
    // B removes it; A, still full, follows B's storage event.
    tabB.getState().remove('be');
    expect(stored(map)).toEqual([]);
    tabA.getState().sync();
    expect(tabA.getState().names).toEqual(['go']);
    // Room again: A's next change neither brings 'be' back nor loses 'go'.
    a.full = false;
    tabA.getState().add('do');
    expect(stored(map)).toEqual(['go', 'do']);
  });

  it('a change undone while the browser refused it leaves nothing behind', () => {
    const { map, a, storageA, tabA } = browser();
    a.full = true;
    tabA.getState().add('go');
    tabA.getState().remove('go');
    a.full = false;
    tabA.getState().sync();
    expect(storageA.retry()).toBe(true);
    expect(stored(map)).toEqual([]);
  });

  it('takes a value another part of this page could not save (an import)', () => {
    const { map, a, storageA, tabA } = browser();
    tabA.getState().add('go');
    a.full = true;
    expect(
      saveMerged('verbsLearned', verbsLearnedKey, ['go', 'be'], undefined, storageA).saved,
    ).toBe(false);
    tabA.getState().sync();
    expect(tabA.getState().names).toEqual(['go', 'be']);
    a.full = false;
    tabA.getState().add('do');
    expect(stored(map)).toEqual(['go', 'be', 'do']);
  });
});
