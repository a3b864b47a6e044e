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

  it('shows the chosen list, keeps it when the lists load again, and tells when all are learned', () => {
    const allButOne = techVerbs.slice(1).map((v) => v.infinitive);
    localStorage.setItem('verbsLearned', JSON.stringify(allButOne));
    expect(store().select('meetings')).toBe('ignored');
    store().init(verbLists, seededRng(1));
    expect(store().select('meetings', seededRng(2))).toBe('verb');
    const shown = store().current;
    expect(store().next(seededRng(6))).toBe('verb');
    expect(store().current).not.toBe(shown);
    store().init(verbLists, seededRng(3));
    expect(store().list).toBe('meetings');
    expect(store().select('tech', seededRng(4))).toBe('verb');
    expect(store().current).toBe(techVerbs[0]!.infinitive);
    expect(store().markLearned(seededRng(5))).toBe('allLearned');
  });
});
