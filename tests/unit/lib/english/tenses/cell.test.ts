import { tenseExamples } from '@/content/english/tense-examples';
import {
  FORMS,
  SUBJECTS,
  type EnglishPhrase,
  type TenseExample,
} from '@/content/english/tense-types';
import { conjugateEn } from '@/lib/english/conjugate-en';
import { tenseCell } from '@/lib/english/tenses/cell';
import { TENSES, sentenceText, tenseFromKey, tenseKey } from '@/lib/english/tenses/model';

/** Verbs English keeps out of continuous forms when they name a state. */
const STATIVE_VERBS = [
  'be',
  'know',
  'believe',
  'understand',
  'want',
  'need',
  'like',
  'love',
  'hate',
  'prefer',
  'own',
  'belong',
  'seem',
  'mean',
  'remember',
];
const STATIVE_ING = new Set([
  'being',
  'knowing',
  'believing',
  'understanding',
  'wanting',
  'needing',
  'liking',
  'loving',
  'hating',
  'preferring',
  'owning',
  'belonging',
  'seeming',
  'meaning',
  'remembering',
]);
/** estar + the gerund of a Spanish state verb: 'estoy siendo', 'he estado sabiendo'. */
const SPANISH_STATIVE_PROGRESSIVE =
  /\b(?:est\S+|estado) (?:(?:yo|tú|él\/ella|nosotros|ellos) )?(?:siendo|sabiendo|conociendo|teniendo)\b/i;

const cells = tenseExamples.flatMap((example, index) =>
  SUBJECTS.flatMap((subject) =>
    FORMS.flatMap((form) =>
      TENSES.map((tense) => {
        const cell = tenseCell(example, subject, form, tense);
        return {
          index,
          example,
          subject,
          form,
          tense,
          key: tenseKey(tense),
          cell,
          en: sentenceText(cell.sentence),
          literal: sentenceText(conjugateEn(example.en, subject, form, tense)),
        };
      }),
    ),
  ),
);

describe('tenseCell over every cell of the page', () => {
  it('builds every subject, form and tense of every example', () => {
    expect(cells).toHaveLength(tenseExamples.length * SUBJECTS.length * FORMS.length * 12);
  });

  it('never presents a stative verb in a continuous form as the sentence', () => {
    const offenders = cells
      .filter(({ cell }) =>
        cell.sentence.parts.some((p) => p.kind === 'ing' && STATIVE_ING.has(p.text)),
      )
      .map(({ en }) => en);
    expect(offenders).toEqual([]);
    const spanishOffenders = cells
      .map(({ cell }) => cell.spanish)
      .filter((text) => SPANISH_STATIVE_PROGRESSIVE.test(text));
    expect(spanishOffenders).toEqual([]);
  });

  it('shows the literal stative continuous as a sentence not to say, with a note, beside the natural one', () => {
    const stativeCells = cells.filter(
      ({ example, tense }) =>
        tense.aspect === 'continuous' && STATIVE_VERBS.includes(example.en.verb),
    );
    for (const { cell, en, literal } of stativeCells) {
      expect(cell.wrong).toBe(literal);
      expect(cell.note).toBeTruthy();
      expect(en).not.toBe(literal);
    }
  });

  it('marks a sentence as wrong only where the example replaces it, always with a note', () => {
    for (const { cell, en } of cells) {
      if (cell.wrong === undefined) continue;
      expect(cell.wrong).not.toBe(en);
      expect(cell.note).toBeTruthy();
    }
  });

  it('never puts a clock time in the present perfect, in either language', () => {
    const clock = /\bat \d|\d ?(?:am|pm)\b|o'clock|\ba las \d/i;
    for (const { key, en, cell } of cells) {
      if (!key.startsWith('present-perfect')) continue;
      expect(en).not.toMatch(clock);
      expect(cell.spanish).not.toMatch(clock);
    }
  });

  it("says 'tell the truth', never 'say the truth'", () => {
    for (const { en } of cells) expect(en).not.toMatch(/\b(?:say|says|said|saying) the truth\b/i);
  });

  it("makes decisions in American English ('make important decisions'), while Spanish takes them", () => {
    const decisions = cells.filter(({ en }) => /\bdecisions\b/.test(en));
    expect(decisions).toHaveLength(SUBJECTS.length * FORMS.length * 12);
    for (const { en, cell } of decisions) {
      expect(en).not.toMatch(/\b(?:take|takes|took|taken|taking) important decisions\b/i);
      expect(en).toMatch(/\b(?:make|makes|made|making) important decisions\b/i);
      expect(cell.spanish).toMatch(/\btom\S*(?: \S+)* decisiones importantes\b/i);
    }
  });

  it('gives a state in the future perfect its length of time (never a bare "will have been a developer")', () => {
    const developer = cells.filter(
      ({ key, en }) => key === 'future-perfect-simple' && /\bdevelopers?\b/.test(en),
    );
    expect(developer).toHaveLength(SUBJECTS.length * FORMS.length);
    for (const { en, cell } of developer) {
      expect(en).toMatch(/\bhave been (?:a developer|developers) for ten years[.?]$/);
      expect(cell.spanish).toMatch(/\bllev\S*(?: \S+)? diez años como desarrollador/i);
    }
  });

  it('hyphenates compound adjectives before a noun (high-quality code)', () => {
    for (const { en } of cells) expect(en).not.toMatch(/\bhigh quality\b/i);
  });

  it('gives a gendered Spanish word both endings with one person and the plural with We/They', () => {
    for (const { subject, cell } of cells) {
      if (subject === 'we-they') expect(cell.spanish).not.toMatch(/\bdesarrollador\b/);
      else expect(cell.spanish).not.toMatch(/\bdesarrollador\b(?!\/a)|\bdesarrolladores\b/);
    }
  });
});

describe('tenseCell: the natural Spanish the examples declare', () => {
  const find = (verb: string, complement: string) => {
    const example = tenseExamples.find((e) => e.en.verb === verb && e.en.complement === complement);
    if (!example) throw new Error(`${verb} ${complement}`);
    return example;
  };
  const cell = (example: TenseExample, key: Parameters<typeof tenseFromKey>[0]) =>
    tenseCell(example, 'i', 'affirmative', tenseFromKey(key));

  it("past of 'know how to program' is 'sabía programar', not 'supe programar'", () => {
    const know = find('know', 'how to program');
    expect(cell(know, 'past-simple')).toMatchObject({
      spanish: 'Yo sabía programar.',
      spanishTense: 'imperfect',
    });
    for (const subject of SUBJECTS)
      for (const form of FORMS)
        expect(tenseCell(know, subject, form, tenseFromKey('past-simple')).spanish).not.toMatch(
          /\bsup(?:e|iste|o|imos|ieron)\b/,
        );
  });

  it("a meeting already fixed is 'tengo una reunión a las 10', not 'estoy teniendo'", () => {
    const have = find('have', 'a meeting at 10');
    expect(cell(have, 'present-continuous')).toMatchObject({
      spanish: 'Yo tengo una reunión a las 10.',
      spanishTense: 'present',
    });
    expect(sentenceText(cell(have, 'present-continuous').sentence)).toBe(
      'I am having a meeting at 10.',
    );
  });

  it("the stative examples say what English says: 'I am working as a developer', 'I have been learning how to program'", () => {
    const be = find('be', 'a developer');
    expect(sentenceText(cell(be, 'present-continuous').sentence)).toBe(
      'I am working as a developer.',
    );
    expect(cell(be, 'present-continuous').spanish).toBe(
      'Yo estoy trabajando como desarrollador/a.',
    );
    expect(cell(be, 'present-continuous').wrong).toBe('I am being a developer.');
    const know = find('know', 'how to program');
    expect(sentenceText(cell(know, 'present-perfect-continuous').sentence)).toBe(
      'I have been learning how to program.',
    );
    expect(cell(know, 'present-perfect-simple').spanish).toBe('Yo siempre he sabido programar.');
  });
});

describe('tenseCell with an example of its own', () => {
  const example: TenseExample = {
    en: { verb: 'study', complement: 'English' },
    es: { verb: 'estudiar', complement: 'inglés' },
    tenses: {
      'past-simple': { esTense: 'imperfect' },
      'present-perfect-simple': {
        en: { verb: 'study', complement: 'English this week' } satisfies EnglishPhrase,
        es: { verb: 'estudiar', complement: 'inglés esta semana' },
        note: 'A time word that fits.',
      },
      'present-continuous': {
        en: { verb: 'learn', complement: 'English' },
        es: { verb: 'aprender', complement: 'inglés' },
        literalIsWrong: true,
        note: 'Why.',
      },
    },
  };
  const at = (key: Parameters<typeof tenseFromKey>[0]) =>
    tenseCell(example, 'we-they', 'negative', tenseFromKey(key));

  it('uses the example phrases and the usual Spanish tense where nothing is declared', () => {
    expect(at('future-simple')).toEqual({
      sentence: conjugateEn(example.en, 'we-they', 'negative', tenseFromKey('future-simple')),
      spanish: 'Nosotros no estudiaremos / ellos no estudiarán inglés.',
      spanishTense: 'future',
    });
  });

  it('applies a declared Spanish tense', () => {
    expect(at('past-simple').spanish).toBe(
      'Nosotros no estudiábamos / ellos no estudiaban inglés.',
    );
  });

  it('applies declared phrases and notes, and shows the literal sentence only when declared wrong', () => {
    expect(sentenceText(at('present-perfect-simple').sentence)).toBe(
      "We/They haven't studied English this week.",
    );
    expect(at('present-perfect-simple')).toMatchObject({ note: 'A time word that fits.' });
    expect(at('present-perfect-simple').wrong).toBeUndefined();
    expect(at('present-continuous')).toMatchObject({
      spanish: 'Nosotros no estamos aprendiendo / ellos no están aprendiendo inglés.',
      wrong: "We/They aren't studying English.",
      note: 'Why.',
    });
  });
});
