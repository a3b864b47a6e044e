import { create } from 'zustand';
import '@/lib/english/verbs-learned-key';
import { verbsLearnedKey } from '@/lib/english/verbs-learned-key';
import { createSafeStorage, saveMerged, type KeyValueStorage } from '@/lib/storage';
import { persistedKey } from '@/lib/stores/persist';
import { refusingStorage } from '../../support/storage';

/**
 * Two open tabs over one browser storage: each has its own safe storage (its own memory
 * of refused writes), and tab A's writes are refused while `a.full`, as if the storage
 * were full for it.
 */
function browser() {
  const { backing, flaky, state: a } = refusingStorage();
  const storageA = createSafeStorage(() => flaky);
  const tabA = openTab(storageA);
  const tabB = openTab(createSafeStorage(() => backing));
  tabA.getState().hydrate();
  tabB.getState().hydrate();
  return { backing, a, storageA, tabA, tabB };
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

const stored = (backing: KeyValueStorage) => {
  const raw = backing.getItem('verbsLearned');
  return raw === null ? null : (JSON.parse(raw) as string[]);
};

describe('persistedKey while the browser refuses this tab’s saves', () => {
  it('joins what another tab saved meanwhile instead of writing over it', () => {
    const { backing, a, storageA, tabA, tabB } = browser();

    a.full = true;
    tabA.getState().add('go');
    expect(storageA.status().unsaved).toEqual(['verbsLearned']);
    tabB.getState().add('be');
    expect(stored(backing)).toEqual(['be']);

    // The storage event of B's save: A shows B's verb though it still cannot save.
    tabA.getState().sync();
    expect(tabA.getState().names.sort()).toEqual(['be', 'go']);
    expect(stored(backing)).toEqual(['be']);

    // Room again: "Try saving again" (a sync) stores both.
    a.full = false;
    tabA.getState().sync();
    expect(stored(backing)?.sort()).toEqual(['be', 'go']);
    expect(storageA.status().unsaved).toEqual([]);
  });

  it('saves the next change over both values once there is room, without a storage event', () => {
    const { backing, a, tabA, tabB } = browser();
    a.full = true;
    tabA.getState().add('go');
    tabB.getState().add('be');
    a.full = false;
    tabA.getState().add('do');
    expect(stored(backing)?.sort()).toEqual(['be', 'do', 'go']);
  });

  it('a removal made elsewhere after this tab saw the value stays removed', () => {
    const { backing, a, tabA, tabB } = browser();
    tabB.getState().add('be');
    a.full = true;
    // A's refused save merged B's 'be' in: A has seen it.
    tabA.getState().add('go');
    expect(tabA.getState().names).toEqual(['be', 'go']);
    // B removes it; A, still full, follows B's storage event.
    tabB.getState().remove('be');
    expect(stored(backing)).toEqual([]);
    tabA.getState().sync();
    expect(tabA.getState().names).toEqual(['go']);
    // Room again: A's next change neither brings 'be' back nor loses 'go'.
    a.full = false;
    tabA.getState().add('do');
    expect(stored(backing)).toEqual(['go', 'do']);
  });

  it('a change undone while the browser refused it leaves nothing behind', () => {
    const { backing, a, storageA, tabA } = browser();
    a.full = true;
    tabA.getState().add('go');
    tabA.getState().remove('go');
    a.full = false;
    tabA.getState().sync();
    expect(storageA.retry()).toBe(true);
    expect(stored(backing)).toEqual([]);
  });

  it('takes a value another part of this page could not save (an import)', () => {
    const { backing, a, storageA, tabA } = browser();
    tabA.getState().add('go');
    a.full = true;
    expect(
      saveMerged('verbsLearned', verbsLearnedKey, ['go', 'be'], undefined, storageA).saved,
    ).toBe(false);
    tabA.getState().sync();
    expect(tabA.getState().names).toEqual(['go', 'be']);
    a.full = false;
    tabA.getState().add('do');
    expect(stored(backing)).toEqual(['go', 'be', 'do']);
  });
});
