import { techVerbs } from '@/content/english/irregular-verbs';
import { seededRng } from '@/lib/random';
import { useIrregularVerbsStore, VERBS_LEARNED_KEY } from '@/lib/stores/use-irregular-verbs-store';

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
    await store.getState().init(seededRng(1));
    const state = store.getState();
    expect(state.ready).toBe(true);
    expect(state.learned).toEqual(['be', 'do']);
    expect(state.pool).toHaveLength(techVerbs.length - 2);
    expect(state.current).not.toBeNull();
    const shown = state.current!;
    store.getState().markLearned(seededRng(2));
    expect(JSON.parse(localStorage.getItem(VERBS_LEARNED_KEY)!)).toEqual(['be', 'do', shown]);
  });

  it('sets a corrupt value aside and starts clean', async () => {
    localStorage.setItem(VERBS_LEARNED_KEY, '{"learned": oops');
    await useIrregularVerbsStore.getState().init(seededRng(3));
    const state = useIrregularVerbsStore.getState();
    expect(state.ready).toBe(true);
    expect(state.learned).toEqual([]);
    expect(state.pool).toHaveLength(techVerbs.length);
    expect(localStorage.getItem(`${VERBS_LEARNED_KEY}.corrupt`)).toBe('{"learned": oops');
  });

  it('resets the progress of the list when all its verbs are learned', async () => {
    localStorage.setItem(
      VERBS_LEARNED_KEY,
      JSON.stringify([...techVerbs.map((v) => v.infinitive), 'meet']),
    );
    await useIrregularVerbsStore.getState().init(seededRng(4));
    expect(useIrregularVerbsStore.getState().current).toBeNull();
    useIrregularVerbsStore.getState().resetList(seededRng(5));
    expect(useIrregularVerbsStore.getState().current).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(VERBS_LEARNED_KEY)!)).toEqual(['meet']);
  });
});
