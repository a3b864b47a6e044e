import { phrases } from '@/content/english/phrases';
import { pronunciationGuide, tipsLabels } from '@/content/english/tips';
import { resolvePhrase } from '@/lib/english/tips';

/** Symbols of the guides that a Spanish reader would not say as in Spanish. */
const SPECIAL = ['sh', 'th', 'dh', 'j', 'y', 'z', 'v'] as const;

/** The special symbols one guide uses ('sh', 'th' and 'dh' are read before their letters). */
function symbolsIn(guide: string): Set<string> {
  const found = new Set<string>();
  let rest = guide.toLowerCase();
  for (const digraph of ['sh', 'th', 'dh']) {
    if (rest.includes(digraph)) found.add(digraph);
    rest = rest.replaceAll(digraph, ' ');
  }
  for (const letter of ['j', 'y', 'z', 'v']) if (rest.includes(letter)) found.add(letter);
  if (/\p{Lu}{2,}|\p{Lu}-|-\p{Lu}/u.test(guide)) found.add('MAYÚSCULAS');
  return found;
}

describe('phrase tips content', () => {
  it('has no empty field and no repeated phrase', () => {
    for (const phrase of phrases) {
      expect(phrase.english.trim()).not.toBe('');
      expect(phrase.spanish.trim()).not.toBe('');
      expect(phrase.pronunciation.trim()).not.toBe('');
      expect(phrase.english).toBe(phrase.english.trim());
    }
    const english = phrases.map((p) => p.english.toLowerCase());
    expect(new Set(english).size).toBe(phrases.length);
  });

  it('marks exactly one stressed syllable in capitals in every word of several syllables', () => {
    const words = phrases
      .flatMap((p) => p.pronunciation.split(/\s+/))
      .filter((w) => w.includes('-'));
    const isCapital = (syllable: string) =>
      syllable === syllable.toUpperCase() && syllable !== syllable.toLowerCase();
    for (const word of words) {
      const syllables = word.replace(/[^\p{L}-]/gu, '').split('-');
      expect({ word, stressed: syllables.filter(isCapital).length }).toEqual({ word, stressed: 1 });
    }
  });

  it('explains every symbol the guides use, and uses every symbol it explains', () => {
    const explained = pronunciationGuide.symbols.map((s) => s.symbol);
    const used = new Set(phrases.flatMap((p) => [...symbolsIn(p.pronunciation)]));
    expect([...used].sort()).toEqual([...explained].sort());
    expect(explained).toEqual(expect.arrayContaining([...SPECIAL, 'MAYÚSCULAS']));
    for (const entry of pronunciationGuide.symbols) expect(entry.es.trim()).not.toBe('');
  });

  it('writes no h sound for wh words and the voiced th of the/this/that/with as dh', () => {
    const pronunciations = phrases.map((p) => p.pronunciation);
    expect(pronunciations.filter((p) => /\bju[áée]/.test(p))).toEqual([]);
    for (const phrase of phrases) {
      const en = phrase.english.toLowerCase().split(/[^a-z']+/);
      const pr = phrase.pronunciation.toLowerCase().split(/[^\p{L}]+/u);
      const voicedTh = en.filter((w) => ['the', 'this', 'that', "that's", 'with'].includes(w));
      const dh = pr.filter((w) => w.includes('dh'));
      expect({ phrase: phrase.english, dh: dh.length }).toEqual({
        phrase: phrase.english,
        dh: voicedTh.length,
      });
      // The voiced th is never written as a plain d (dat, dis, dats, uid).
      expect(pr.filter((w) => ['dat', 'dis', 'dats', 'uid'].includes(w))).toEqual([]);
    }
  });

  it('says the verb "excuse" with a final z sound and job/project/engineer with y', () => {
    // Checked wherever these phrases are listed.
    const expected: [string, RegExp][] = [
      ['Excuse me.', /^eks-KIÚZ\b/],
      ['Good job!', /^gud yab$/],
      ["What's the status of the project?", /PRÁ-yekt/],
      ['I work as a software engineer.', /en-yi-NÍR/],
    ];
    for (const [english, pattern] of expected)
      for (const phrase of phrases.filter((p) => p.english === english))
        expect(phrase.pronunciation).toMatch(pattern);
  });

  it('links every phrase to pages that read it aloud, over https, and sets no recording', () => {
    for (const phrase of phrases.map(resolvePhrase)) {
      expect(new URL(phrase.enAudioPage).protocol).toBe('https:');
      expect(new URL(phrase.esAudioPage).protocol).toBe('https:');
      expect(phrase.enAudioPage).not.toBe(phrase.esAudioPage);
      expect(Object.keys(phrase).sort()).toEqual(
        ['english', 'enAudioPage', 'esAudioPage', 'pronunciation', 'spanish'].sort(),
      );
    }
  });

  it('keeps the trainer labels in content', () => {
    expect(tipsLabels.next(3, 86)).toBe('Next (3/86)');
    expect(tipsLabels.doneText(86)).toContain('86');
  });
});
