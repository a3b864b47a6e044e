import type { VerbList } from '@/content/english/irregular-verbs';
import {
  allLearned,
  decodeLearned,
  findVerb,
  initialVerbs,
  learnedCount,
  markLearned,
  mergeNames,
  nextVerb,
  pickVerb,
  remainingCount,
  resetListProgress,
  selectList,
  type VerbsState,
} from '@/lib/english/irregular-verbs';
import { seededRng } from '@/lib/random';

const verb = (infinitive: string, pastSimple: string, participle: string) => ({
  infinitive,
  pastSimple,
  participle,
  translation: infinitive,
});

const lists: VerbList[] = [
  {
    id: 'tech',
    label: 'in tech',
    verbs: [
      verb('build', 'built', 'built'),
      verb('run', 'ran', 'run'),
      verb('write', 'wrote', 'written'),
      verb('get', 'got', 'got / gotten'),
    ],
  },
  {
    id: 'meetings',
    label: 'in meetings',
    verbs: [
      verb('meet', 'met', 'met'),
      verb('get', 'got', 'got / gotten'),
      verb('lead', 'led', 'led'),
    ],
  },
];

describe('irregular verbs trainer', () => {
  it('pre-renders the first verb of the list with nothing learned', () => {
    const state = initialVerbs(lists, 'tech');
    expect(state.current).toBe('build');
    expect(remainingCount(state)).toBe(4);
    expect(learnedCount(lists, state)).toBe(0);
    expect(findVerb(lists, 'tech', state.current)?.pastSimple).toBe('built');
  });

  it('selecting a list removes the verbs already learned and picks an unlearned one', () => {
    const start: VerbsState = { ...initialVerbs(lists, 'tech'), learned: ['get', 'run'] };
    const state = selectList(lists, start, 'tech', () => 0.99);
    expect(state.pool).toEqual(['build', 'write']);
    expect(state.current).toBe('write');
    expect(remainingCount(state)).toBe(2);
    expect(learnedCount(lists, state)).toBe(2);
    const meetings = selectList(lists, state, 'meetings', () => 0);
    expect(meetings.list).toBe('meetings');
    expect(meetings.pool).toEqual(['meet', 'lead']);
    expect(learnedCount(lists, meetings)).toBe(1);
  });

  it('never picks a learned verb, whatever the random source says', () => {
    for (const r of [0, 0.25, 0.5, 0.75, 0.999]) {
      expect(pickVerb(['a', 'b', 'c', 'd'], ['a', 'c', 'd'], null, () => r)).toBe('b');
    }
    expect(pickVerb(['a', 'b'], ['a', 'b'], null, () => 0.3)).toBeNull();
  });

  it('Next shows another verb when there is one', () => {
    const rng = seededRng(11);
    let state = selectList(lists, initialVerbs(lists, 'tech'), 'tech', rng);
    for (let i = 0; i < 30; i += 1) {
      const before = state.current;
      state = nextVerb(state, rng);
      expect(state.current).not.toBe(before);
    }
    const single: VerbsState = { list: 'tech', pool: ['run'], current: 'run', learned: [] };
    expect(nextVerb(single, rng).current).toBe('run');
  });

  it('Learned stores the shown verb, which the picks then skip until the list is reselected', () => {
    const rng = seededRng(5);
    let state = selectList(lists, initialVerbs(lists, 'tech'), 'tech', rng);
    const first = state.current!;
    state = markLearned(state, rng);
    expect(state.learned).toEqual([first]);
    expect(state.current).not.toBe(first);
    // The pool keeps its verbs until the next selection; the random pick skips the learned one.
    expect(state.pool).toContain(first);
    expect(remainingCount(state)).toBe(3);
    for (let i = 0; i < 40; i += 1) {
      state = nextVerb(state, rng);
      expect(state.current).not.toBe(first);
    }
    state = selectList(lists, state, 'tech', rng);
    expect(state.pool).not.toContain(first);
    expect(remainingCount(state)).toBe(3);
  });

  it('says so when every verb of the list is learned, and resets that list only', () => {
    const rng = seededRng(9);
    let state = selectList(
      lists,
      { ...initialVerbs(lists, 'tech'), learned: ['lead'] },
      'tech',
      rng,
    );
    for (let i = 0; i < 4; i += 1) state = markLearned(state, rng);
    expect(allLearned(state)).toBe(true);
    expect(state.current).toBeNull();
    expect(learnedCount(lists, state)).toBe(4);
    expect(remainingCount(state)).toBe(0);
    expect(markLearned(state, rng)).toBe(state);
    expect(nextVerb(state, rng).current).toBeNull();

    state = resetListProgress(lists, state, rng);
    expect(state.learned).toEqual(['lead']);
    expect(allLearned(state)).toBe(false);
    expect(remainingCount(state)).toBe(4);
    expect(learnedCount(lists, state)).toBe(0);
  });

  it('reads only an array of infinitives from storage', () => {
    expect(decodeLearned(['go', 'be', 'go'])).toEqual({ learned: ['go', 'be'], invalid: [] });
    expect(decodeLearned([])).toEqual({ learned: [], invalid: [] });
    expect(decodeLearned('go')).toBeUndefined();
    // An item that is not a name is set aside; the names beside it are kept.
    expect(decodeLearned(['go', 5, null, 'be'])).toEqual({
      learned: ['go', 'be'],
      invalid: [5, null],
    });
    expect(decodeLearned([1, 2])).toEqual({ learned: [], invalid: [1, 2] });
    expect(decodeLearned({ learned: ['go'] })).toBeUndefined();
    expect(decodeLearned(null)).toBeUndefined();
  });
});

describe('irregular verbs edges', () => {
  const shown: VerbsState = { list: 'tech', pool: ['go', 'be'], current: 'go', learned: ['go'] };
  it.each<[string, unknown, unknown]>([
    ['a verb already learned is stored once', markLearned(shown, () => 0).learned, ['go']],
    ['a merge adds each new name once', mergeNames([], ['go', 'go']), ['go']],
    [
      'a name another tab removed stays out',
      mergeNames(['be'], ['go', 'be'], ['go', 'be']),
      ['be'],
    ],
    ['a name this tab removed goes', mergeNames(['go', 'be'], ['be'], ['go', 'be']), ['be']],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('names an unknown list', () => {
    expect(() => findVerb(lists, 'x' as VerbsState['list'], 'go')).toThrow('Unknown verb list x');
  });
});
