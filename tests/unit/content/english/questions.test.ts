import { questionSections, questionsIntro } from '@/content/english/questions';
import { duplicates, emptyFields } from './content-checks';

describe('questions content', () => {
  it('has the three sections with the kinds of the spec, in order', () => {
    expect(questionSections.map((s) => s.title)).toEqual([
      'H-questions',
      'Wh-questions',
      'Yes/No questions',
    ]);
    expect(questionSections.map((s) => s.kinds.map((k) => k.type))).toEqual([
      ['How', 'How many', 'How much', 'How far', 'How long', 'How often', 'How old'],
      ['What', 'Where', 'When', 'Who', 'Why', 'Which', 'Whose'],
      ['To be', 'Do', 'Does', 'Did', 'Can', 'Will', 'Would'],
    ]);
  });

  it('has no empty fields', () => {
    expect(emptyFields(questionsIntro)).toEqual([]);
    expect(emptyFields(questionSections)).toEqual([]);
  });

  it('gives the word-order rule its exception: a question word that is the subject takes no auxiliary', () => {
    for (const text of [questionsIntro.en, questionsIntro.es]) {
      expect(text).toMatch(
        /auxiliary verb, subject, main verb|verbo auxiliar, sujeto y verbo principal/,
      );
      expect(text).toMatch(/Who called you\?/);
    }
  });

  it('has no repeated kinds, sections or examples', () => {
    const kinds = questionSections.flatMap((s) => s.kinds);
    expect(duplicates(questionSections.map((s) => s.id))).toEqual([]);
    expect(duplicates(kinds.map((k) => k.type))).toEqual([]);
    expect(duplicates(kinds.map((k) => k.example))).toEqual([]);
    expect(duplicates(kinds.map((k) => k.description))).toEqual([]);
  });

  it('starts every example with its own question word and ends it with a question mark', () => {
    for (const kind of questionSections.flatMap((s) => s.kinds)) {
      expect(kind.example).toMatch(/\?$/);
      expect(kind.answer).toMatch(/[.!]$/);
      const start = kind.type === 'To be' ? /^(Am|Is|Are|Was|Were) / : new RegExp(`^${kind.type} `);
      expect(kind.example).toMatch(start);
    }
  });
});
