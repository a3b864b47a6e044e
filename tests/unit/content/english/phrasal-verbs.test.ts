import { phrasalVerbs, phrasalVerbsTexts } from '@/content/english/phrasal-verbs';
import { duplicates, emptyFields } from './content-checks';

describe('phrasal verbs content', () => {
  it('has as many phrasal verbs as the headings promise', () => {
    expect(phrasalVerbs.length).toBeGreaterThan(0);
    const promised = `${phrasalVerbsTexts.listHeading}`.match(/\d+/g) ?? [];
    for (const number of promised) expect(Number(number)).toBe(phrasalVerbs.length);
  });

  it('has no empty fields and no repeated verbs or examples', () => {
    expect(emptyFields(phrasalVerbsTexts)).toEqual([]);
    expect(emptyFields(phrasalVerbs)).toEqual([]);
    expect(duplicates(phrasalVerbs.map((p) => p.verb))).toEqual([]);
    expect(duplicates(phrasalVerbs.map((p) => p.example))).toEqual([]);
  });

  it('is in alphabetical order', () => {
    const verbs = phrasalVerbs.map((p) => p.verb);
    expect(verbs).toEqual([...verbs].sort((a, b) => a.localeCompare(b)));
  });

  it('uses the particle of each verb in its example', () => {
    for (const { verb, example } of phrasalVerbs) {
      const particle = verb.split(' ').at(-1) ?? '';
      expect(verb.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(example.toLowerCase()).toMatch(new RegExp(`\\b${particle}\\b`));
      expect(example).toMatch(/^[A-Z].*[.!?]$/);
    }
  });
});
