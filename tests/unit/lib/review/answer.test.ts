import { alternatives, checkAnswer, diffAnswer, normalizeAnswer } from '@/lib/review/answer';

describe('typed answers', () => {
  it('ignore case, accents, punctuation and spacing', () => {
    expect(normalizeAnswer('  ¿Cómo   ESTÁS?! ')).toBe('como estas');
    for (const typed of [
      'good morning, everyone',
      'GOOD MORNING EVERYONE',
      'Good morning everyone.',
    ])
      expect(checkAnswer(typed, 'Good morning, everyone!').correct).toBe(true);
    expect(checkAnswer('reunion', 'reunión').correct).toBe(true);
  });

  it('accept any form of an answer with several', () => {
    expect(checkAnswer('got', 'gotten / got')).toMatchObject({ correct: true, expected: 'got' });
    expect(checkAnswer('', 'gotten / got').correct).toBe(false);
  });

  it('show a wrong answer against the closest form, character by character', () => {
    const checked = checkAnswer('goten', 'gotten / got');
    expect(checked).toMatchObject({ correct: false, expected: 'gotten' });
    const spell = (kinds: string[]) =>
      checked.diff
        .filter((p) => kinds.includes(p.kind))
        .map((p) => p.text)
        .join('');
    expect(spell(['same', 'missing'])).toBe('gotten');
    expect(spell(['same', 'extra'])).toBe('goten');
    expect(checked.diff.filter((p) => p.kind === 'missing')).toEqual([
      { kind: 'missing', text: 't' },
    ]);
    expect(diffAnswer('wentt', 'went')).toEqual([
      { kind: 'same', text: 'went' },
      { kind: 'extra', text: 't' },
    ]);
  });
});

describe('edges of typed answers', () => {
  const diff = (typed: string, expected: string) =>
    diffAnswer(typed, expected).map((p) => `${p.kind}:${p.text}`);
  it.each<[string, unknown, unknown]>([
    ['only a spaced slash separates forms', checkAnswer('and', 'and/or').correct, false],
    ['an empty form is no alternative', alternatives('gotten / '), ['gotten']],
    ['an answer with no letters is never correct', checkAnswer('?', '¿?').correct, false],
    ['the diff ignores case', diff('Went', 'went'), ['same:went']],
    ['the diff keeps the longest match', diff('xab', 'ab'), ['extra:x', 'same:ab']],
    [
      'a wrong letter: missing, then extra',
      diff('wemt', 'went'),
      ['same:we', 'missing:n', 'extra:m', 'same:t'],
    ],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});
