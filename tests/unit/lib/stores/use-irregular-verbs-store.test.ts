import { techVerbs, verbLists } from '@/content/english/irregular-verbs';
import { seededRng } from '@/lib/random';
import { verbsLearnedKey } from '@/lib/english/verbs-learned-key';
import { asideCopies } from '@/lib/storage';
import { useIrregularVerbsStore } from '@/lib/stores/use-irregular-verbs-store';
import { syncPersisted } from '@/lib/stores/sync';

const VERBS_LEARNED_KEY = verbsLearnedKey.key;
const stored = () => JSON.parse(localStorage.getItem(VERBS_LEARNED_KEY)!) as string[];

const initial = useIrregularVerbsStore.getState();

beforeEach(() => {
  localStorage.clear();
  useIrregularVerbsStore.setState(initial, true);
  localStorage.clear();
});

describe('irregular verbs store', () => {
  it('does nothing before the stored list was read', () => {
    const before = useIrregularVerbsStore.getState();
    before.markLearned();
    before.next();
    expect(useIrregularVerbsStore.getState().learned).toEqual([]);
    expect(localStorage.getItem(VERBS_LEARNED_KEY)).toBeNull();
  });

  it('reads verbsLearned, excludes those verbs and stores learned verbs as a plain array', async () => {
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify(['be', 'do']));
    const store = useIrregularVerbsStore;
    await store.getState().init(verbLists, seededRng(1));
    const state = store.getState();
    expect(state.hydrated).toBe(true);
    expect(state.learned).toEqual(['be', 'do']);
    expect(state.pool).toHaveLength(techVerbs.length - 2);
    expect(state.current).not.toBeNull();
    const shown = state.current!;
    store.getState().markLearned(seededRng(2));
    expect(JSON.parse(localStorage.getItem(VERBS_LEARNED_KEY)!)).toEqual(['be', 'do', shown]);
  });

  it('sets a corrupt value aside and starts clean', async () => {
    localStorage.setItem(VERBS_LEARNED_KEY, '{"learned": oops');
    await useIrregularVerbsStore.getState().init(verbLists, seededRng(3));
    const state = useIrregularVerbsStore.getState();
    expect(state.hydrated).toBe(true);
    expect(state.learned).toEqual([]);
    expect(state.pool).toHaveLength(techVerbs.length);
    expect(asideCopies(localStorage, VERBS_LEARNED_KEY).map((c) => c.raw)).toEqual([
      '{"learned": oops',
    ]);
  });

  it('keeps the learned verbs of a list that also holds items that are not names', async () => {
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify(['be', 7, 'do', { x: 1 }]));
    await useIrregularVerbsStore.getState().init(verbLists, seededRng(3));
    expect(useIrregularVerbsStore.getState().learned).toEqual(['be', 'do']);
    expect(asideCopies(localStorage, VERBS_LEARNED_KEY).map((c) => c.raw)).toEqual([
      JSON.stringify([7, { x: 1 }]),
    ]);
  });

  it('keeps verbs another tab learned meanwhile when it saves (two trainer tabs)', () => {
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify(['be']));
    useIrregularVerbsStore.getState().init(verbLists, seededRng(1));
    // The other tab learns 'do'; this tab has not heard of it yet.
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify(['be', 'do']));
    const shown = useIrregularVerbsStore.getState().current!;
    useIrregularVerbsStore.getState().markLearned(seededRng(2));
    expect(stored()).toEqual(['be', 'do', shown]);
    expect(useIrregularVerbsStore.getState().learned).toEqual(['be', 'do', shown]);
  });

  it('a list reset here is not undone by the merge, and other tabs follow it', () => {
    const tech = techVerbs.map((v) => v.infinitive);
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify([tech[0], 'meet']));
    useIrregularVerbsStore.getState().init(verbLists, seededRng(4));
    useIrregularVerbsStore.getState().resetList(seededRng(5));
    expect(stored()).toEqual(['meet']);
    // Another tab learns a verb and, later, resets its list again.
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify(['meet', tech[1]]));
    syncPersisted([VERBS_LEARNED_KEY]);
    expect(useIrregularVerbsStore.getState().learned).toEqual(['meet', tech[1]]);
    localStorage.setItem(VERBS_LEARNED_KEY, JSON.stringify(['meet']));
    syncPersisted([VERBS_LEARNED_KEY]);
    expect(useIrregularVerbsStore.getState().learned).toEqual(['meet']);
    expect(stored()).toEqual(['meet']);
  });

  it('resets the progress of the list when all its verbs are learned', async () => {
    localStorage.setItem(
      VERBS_LEARNED_KEY,
      JSON.stringify([...techVerbs.map((v) => v.infinitive), 'meet']),
    );
    await useIrregularVerbsStore.getState().init(verbLists, seededRng(4));
    expect(useIrregularVerbsStore.getState().current).toBeNull();
    useIrregularVerbsStore.getState().resetList(seededRng(5));
    expect(useIrregularVerbsStore.getState().current).not.toBeNull();
    expect(stored()).toEqual(['meet']);
  });
});
