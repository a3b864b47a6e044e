import { techVerbs, verbLists } from '@/content/english/irregular-verbs';
import { seededRng } from '@/lib/random';
import { resetStorageForTests } from '@/lib/storage';
import { useIrregularVerbsStore } from '@/lib/stores/use-irregular-verbs-store';

const stored = () => JSON.parse(localStorage.getItem('verbsLearned')!) as string[];
const store = () => useIrregularVerbsStore.getState();
const initial = store();

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  useIrregularVerbsStore.setState(initial, true);
});

describe('irregular verbs store', () => {
  it('does nothing before the stored list was read', () => {
    store().markLearned();
    store().next();
    expect(store().learned).toEqual([]);
    expect(localStorage.getItem('verbsLearned')).toBeNull();
  });

  it('reads verbsLearned, excludes those verbs and stores learned verbs as a plain array', () => {
    localStorage.setItem('verbsLearned', JSON.stringify(['be', 'do']));
    store().init(verbLists, seededRng(1));
    expect(store()).toMatchObject({ hydrated: true, learned: ['be', 'do'] });
    expect(store().pool).toHaveLength(techVerbs.length - 2);
    const shown = store().current!;
    expect(shown).not.toBeNull();
    store().markLearned(seededRng(2));
    expect(stored()).toEqual(['be', 'do', shown]);
  });

  it('resets the progress of the list when all its verbs are learned, keeping the others', () => {
    localStorage.setItem(
      'verbsLearned',
      JSON.stringify([...techVerbs.map((v) => v.infinitive), 'meet']),
    );
    store().init(verbLists, seededRng(4));
    expect(store().current).toBeNull();
    store().resetList(seededRng(5));
    expect(store().current).not.toBeNull();
    expect(stored()).toEqual(['meet']);
  });
});
