import { gluedWords } from '@/lib/search/glued-words';

describe('gluedWords', () => {
  const known = `const skills = ['JavaScript', 'GitHub', 'iOS'];
    const verbs = { infinitive: 'Infinitive', lists: ['in tech', 'in meetings'], be: 'be' };`;

  it('finds two words run together, with or without a full stop between', () => {
    expect(
      gluedWords('News Rate NewsRate the latest news and random images.Two sources', known),
    ).toEqual(['NewsRate', 'images.Two']);
    expect(gluedWords('Zero conditionalCondicional cero', known)).toEqual([
      'conditionalCondicional',
    ]);
  });

  it('finds two known words run together in one case', () => {
    expect(gluedWords('Irregular verbs in techin meetings. Infinitivebe.', known)).toEqual([
      'techin',
      'Infinitivebe',
    ]);
  });

  it('leaves the words the site spells that way, words it does not know, and punctuation', () => {
    expect(gluedWords('Built with JavaScript, GitHub (iOS). “JavaScript”', known)).toEqual([]);
    expect(gluedWords('e.g. the U.S. Dr. Smith. Wait!No', known)).toEqual(['Wait!No']);
    // Not made of two words the site spells: a form the site builds, a name.
    expect(gluedWords('studying Kubernetes meetings', known)).toEqual([]);
  });

  it('lists each once, and finds none in plain text', () => {
    expect(gluedWords('tabTwo and tabTwo again', known)).toEqual(['tabTwo']);
    expect(gluedWords('', known)).toEqual([]);
    expect(gluedWords('Irregular verbs in tech (52). Infinitive be', known)).toEqual([]);
  });
});
