import { tenseExamples } from '@/content/english/tense-examples';
import { FORMS, SUBJECTS, type TenseExample, type TenseKey } from '@/content/english/tense-types';
import { conjugateEn } from '@/lib/english/conjugate-en';
import { tenseCell } from '@/lib/english/tenses/cell';
import { TENSES, sentenceText, tenseFromKey, tenseKey } from '@/lib/english/tenses/model';

/** Verbs English keeps out of continuous forms when they name a state. */
const STATIVE_VERBS = `be know believe understand want need like love hate prefer own belong seem
  mean remember`.split(/\s+/);
const STATIVE_ING = `being knowing believing understanding wanting needing liking loving hating
  preferring owning belonging seeming meaning remembering`.split(/\s+/);
/** estar + the gerund of a Spanish state verb: 'estoy siendo', 'he estado sabiendo'. */
const SPANISH_STATIVE_PROGRESSIVE =
  /\b(?:est\S+|estado) (?:(?:yo|tú|él\/ella|nosotros|ellos) )?(?:siendo|sabiendo|conociendo|teniendo)\b/i;

const cells = tenseExamples.flatMap((example) =>
  SUBJECTS.flatMap((subject) =>
    FORMS.flatMap((form) =>
      TENSES.map((tense) => {
        const cell = tenseCell(example, subject, form, tense);
        const en = sentenceText(cell.sentence);
        const literal = sentenceText(conjugateEn(example.en, subject, form, tense));
        return { example, subject, tense, key: tenseKey(tense), cell, en, literal };
      }),
    ),
  ),
);

describe('tenseCell over every cell of the page', () => {
  it('builds every subject, form and tense of every example', () => {
    expect(cells).toHaveLength(tenseExamples.length * SUBJECTS.length * FORMS.length * 12);
  });

  it('never presents a stative verb in a continuous form as the sentence', () => {
    const stativeIng = ({ cell }: (typeof cells)[number]) =>
      cell.sentence.parts.some((p) => p.kind === 'ing' && STATIVE_ING.includes(p.text));
    expect(cells.filter(stativeIng).map(({ en }) => en)).toEqual([]);
    const spanish = cells.map(({ cell }) => cell.spanish);
    expect(spanish.filter((text) => SPANISH_STATIVE_PROGRESSIVE.test(text))).toEqual([]);
  });

  it('shows the literal stative continuous as a sentence not to say, with a note, beside the natural one', () => {
    for (const { example, tense, cell, en, literal } of cells) {
      if (tense.aspect !== 'continuous' || !STATIVE_VERBS.includes(example.en.verb)) continue;
      expect(cell.wrong).toBe(literal);
      expect(cell.note).toBeTruthy();
      expect(en).not.toBe(literal);
    }
  });

  it('marks a sentence as wrong only where the example replaces it, always with a note', () => {
    for (const { cell, en } of cells.filter(({ cell }) => cell.wrong !== undefined)) {
      expect(cell.wrong).not.toBe(en);
      expect(cell.note).toBeTruthy();
    }
  });

  it('never puts a clock time in the present perfect, in either language', () => {
    const clock = /\bat \d|\d ?(?:am|pm)\b|o'clock|\ba las \d/i;
    for (const { en, cell } of cells.filter(({ key }) => key.startsWith('present-perfect'))) {
      expect(en).not.toMatch(clock);
      expect(cell.spanish).not.toMatch(clock);
    }
  });

  it.each([
    ["says 'tell the truth', never 'say the truth'", /\b(?:say|says|said|saying) the truth\b/i],
    ['hyphenates compound adjectives before a noun (high-quality code)', /\bhigh quality\b/i],
  ])('%s', (_name, unwanted) => {
    for (const { en } of cells) expect(en).not.toMatch(unwanted);
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

  it('gives a gendered Spanish word both endings with one person and the plural with We/They', () => {
    for (const { subject, cell } of cells) {
      if (subject === 'we-they') expect(cell.spanish).not.toMatch(/\bdesarrollador\b/);
      else expect(cell.spanish).not.toMatch(/\bdesarrollador\b(?!\/a)|\bdesarrolladores\b/);
    }
  });
});

describe('tenseCell: the natural Spanish the examples declare', () => {
  const find = (verb: string, complement: string) =>
    tenseExamples.find((e) => e.en.verb === verb && e.en.complement === complement)!;
  const know = find('know', 'how to program');
  const cell = (example: TenseExample, key: TenseKey) =>
    tenseCell(example, 'i', 'affirmative', tenseFromKey(key));

  it("past of 'know how to program' is 'sabía programar', not 'supe programar'", () => {
    const past = cell(know, 'past-simple');
    expect(past).toMatchObject({ spanish: 'Yo sabía programar.', spanishTense: 'imperfect' });
    for (const subject of SUBJECTS)
      for (const form of FORMS)
        expect(tenseCell(know, subject, form, tenseFromKey('past-simple')).spanish).not.toMatch(
          /\bsup(?:e|iste|o|imos|ieron)\b/,
        );
  });

  it("a meeting already fixed is 'tengo una reunión a las 10', not 'estoy teniendo'", () => {
    const meeting = cell(find('have', 'a meeting at 10'), 'present-continuous');
    expect(meeting.spanish).toBe('Yo tengo una reunión a las 10.');
    expect(meeting.spanishTense).toBe('present');
    expect(sentenceText(meeting.sentence)).toBe('I am having a meeting at 10.');
  });

  it("the stative examples say what English says: 'I am working as a developer', 'I have been learning how to program'", () => {
    const working = cell(find('be', 'a developer'), 'present-continuous');
    expect(sentenceText(working.sentence)).toBe('I am working as a developer.');
    expect(working.spanish).toBe('Yo estoy trabajando como desarrollador/a.');
    expect(working.wrong).toBe('I am being a developer.');
    const learning = cell(know, 'present-perfect-continuous');
    expect(sentenceText(learning.sentence)).toBe('I have been learning how to program.');
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
        en: { verb: 'study', complement: 'English this week' },
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
  const at = (key: TenseKey) => tenseCell(example, 'we-they', 'negative', tenseFromKey(key));

  it('uses the example phrases and the usual Spanish tense where nothing is declared', () => {
    expect(at('future-simple')).toEqual({
      sentence: conjugateEn(example.en, 'we-they', 'negative', tenseFromKey('future-simple')),
      spanish: 'Nosotros no estudiaremos / ellos no estudiarán inglés.',
      spanishTense: 'future',
    });
  });

  it('applies a declared Spanish tense', () => {
    const { spanish } = at('past-simple');
    expect(spanish).toBe('Nosotros no estudiábamos / ellos no estudiaban inglés.');
  });

  it('applies declared phrases and notes, and shows the literal sentence only when declared wrong', () => {
    const perfect = at('present-perfect-simple');
    expect(sentenceText(perfect.sentence)).toBe("We/They haven't studied English this week.");
    expect(perfect).toMatchObject({ note: 'A time word that fits.' });
    expect(perfect.wrong).toBeUndefined();
    expect(at('present-continuous')).toMatchObject({
      spanish: 'Nosotros no estamos aprendiendo / ellos no están aprendiendo inglés.',
      wrong: "We/They aren't studying English.",
      note: 'Why.',
    });
  });
});
