import { tenseExamples } from '@/content/english/tense-examples';
import { FORMS, SUBJECTS, type EnglishPhrase } from '@/content/english/tense-types';
import { conjugateEn, phraseText } from '@/lib/english/conjugate-en';
import { tenseCell } from '@/lib/english/tenses/cell';
import {
  englishVerbForms,
  ingForm,
  regularPast,
  thirdPerson,
} from '@/lib/english/tenses/english-verbs';
import { spanClass } from '@/lib/english/tenses/model';
import { TENSES, sentenceText, tenseFromKey, tenseKey } from '@/lib/english/tenses/model';
import { oneOf, pairs } from '../../support/cases';

/** Phrases of the engine's own tests (the page's examples live in content and may change). */
const know: EnglishPhrase = { verb: 'know', complement: 'how to program' };
const be: EnglishPhrase = { verb: 'be', complement: 'a developer', pluralComplement: 'developers' };
const phrases = {
  study: { verb: 'study', complement: 'English' },
  take: { verb: 'take', complement: 'notes' },
  deploy: { verb: 'deploy', complement: 'to production' },
  doReviews: { verb: 'do', complement: 'code reviews' },
  go: { verb: 'go', complement: 'to the office' },
  be,
  beAlways: { ...be, adverb: 'always' },
  say: { verb: 'say', complement: 'hello' },
  get: { verb: 'get', complement: 'job offers' },
  have: { verb: 'have', complement: 'a meeting at 10' },
  write: { verb: 'write', complement: 'high-quality code' },
  know,
  knowAlways: { ...know, adverb: 'always' },
  courses: { verb: 'take', complement: 'online courses' },
} satisfies Record<string, EnglishPhrase>;
type PhraseName = keyof typeof phrases;

/** Conjugates a case written "phrase subject form tense: expected". */
function conjugateCase(row: string) {
  const colon = row.indexOf(': ');
  const [name, subject, form, key, ...rest] = row.slice(0, colon).split(' ');
  if (colon < 0 || rest.length > 0) throw new Error(`Malformed case: ${row}`);
  const phrase = phrases[oneOf(Object.keys(phrases) as PhraseName[], name)];
  const tense = tenseFromKey(oneOf(TENSES.map(tenseKey), key));
  const sentence = conjugateEn(phrase, oneOf(SUBJECTS, subject), oneOf(FORMS, form), tense);
  return { sentence, expected: row.slice(colon + 2) };
}

describe('the example phrases', () => {
  it("use the twelve verbs of the spec, in order, the last one 'make' (American English makes decisions)", () => {
    expect(tenseExamples.map((e) => e.en.verb)).toEqual(
      'study take deploy do go be say get have write know make'.split(' '),
    );
  });

  it('are shown by the selector as verb and complement', () => {
    expect(phraseText(phrases.say)).toBe('say hello');
    expect(phraseText({ verb: 'go', complement: '' })).toBe('go');
  });

  it('are all different phrases', () => {
    const texts = tenseExamples.map((e) => phraseText(e.en));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('English morphology', () => {
  const thirdPersons = pairs(`study:studies go:goes do:does watch:watches fix:fixes deploy:deploys
    say:says have:has be:is take:takes`);
  it.each(thirdPersons)('third person of %s is %s', (base, third) => {
    expect(thirdPerson(base)).toBe(third);
  });

  const ingForms = pairs(`deploy:deploying write:writing get:getting have:having be:being
    take:taking study:studying know:knowing say:saying die:dying see:seeing stop:stopping
    fix:fixing open:opening begin:beginning`);
  it.each(ingForms)('-ing form of %s is %s', (base, ing) => {
    expect(ingForm(base)).toBe(ing);
  });

  const pasts = pairs(`study:studied deploy:deployed stop:stopped like:liked play:played
    work:worked`);
  it.each(pasts)('regular past of %s is %s', (base, past) => {
    expect(regularPast(base)).toBe(past);
  });

  it('knows the irregular pasts and participles of the examples', () => {
    const expected = `take-took-taken do-did-done go-went-gone be-was-been say-said-said
      get-got-gotten have-had-had write-wrote-written know-knew-known`.match(/\S+/g)!;
    const forms = expected.map((triple) => {
      const f = englishVerbForms(triple.split('-')[0]!);
      return `${f.base}-${f.past}-${f.participle}`;
    });
    expect(forms).toEqual(expected);
    expect(englishVerbForms('study').irregular).toBe(false);
    expect(englishVerbForms('take').irregular).toBe(true);
  });

  it('refuses what is not a verb', () => {
    expect(() => englishVerbForms('')).toThrow();
    expect(() => englishVerbForms('take off')).toThrow();
  });
});

describe('conjugateEn: hand-checked sentences', () => {
  it.each([
    'study i affirmative present-simple: I study English.',
    'study he-she-it affirmative present-simple: He/She studies English.',
    "study he-she-it negative present-simple: He/She doesn't study English.",
    'study he-she-it interrogative present-simple: Does he/she study English?',
    'study he-she-it affirmative present-perfect-continuous: He/She has been studying English.',
    "study he-she-it negative present-perfect-continuous: He/She hasn't been studying English.",
    'study he-she-it interrogative present-perfect-continuous: Has he/she been studying English?',
    'study we-they affirmative present-simple: We/They study English.',
    "study we-they negative present-simple: We/They don't study English.",
    'study we-they interrogative present-simple: Do we/they study English?',
    'study you affirmative past-simple: You studied English.',
    "study you negative past-simple: You didn't study English.",
    'study you interrogative past-simple: Did you study English?',
    'study i affirmative future-simple: I will study English.',
    "study i negative future-simple: I won't study English.",
    'study we-they affirmative future-continuous: We/They will be studying English.',
    'study you affirmative present-perfect-simple: You have studied English.',
    'study i affirmative past-perfect-continuous: I had been studying English.',
    'study he-she-it interrogative future-perfect-simple: Will he/she have studied English?',
    'study i negative present-continuous: I am not studying English.',
    'study we-they interrogative past-continuous: Were we/they studying English?',
    'study i affirmative future-perfect-continuous: I will have been studying English.',
    'take i affirmative past-simple: I took notes.',
    'take he-she-it affirmative present-perfect-simple: He/She has taken notes.',
    "take you negative past-perfect-simple: You hadn't taken notes.",
    'take he-she-it affirmative present-continuous: He/She is taking notes.',
    'take i interrogative future-simple: Will I take notes?',
    'deploy he-she-it affirmative present-simple: He/She deploys to production.',
    'deploy i affirmative present-continuous: I am deploying to production.',
    'deploy we-they affirmative past-simple: We/They deployed to production.',
    'deploy he-she-it interrogative past-simple: Did he/she deploy to production?',
    "deploy you negative future-continuous: You won't be deploying to production.",
    'doReviews he-she-it affirmative present-simple: He/She does code reviews.',
    "doReviews he-she-it negative present-simple: He/She doesn't do code reviews.",
    'doReviews he-she-it interrogative present-simple: Does he/she do code reviews?',
    'doReviews i affirmative past-simple: I did code reviews.',
    "doReviews i negative past-simple: I didn't do code reviews.",
    'doReviews we-they affirmative present-perfect-simple: We/They have done code reviews.',
    'doReviews you interrogative present-continuous: Are you doing code reviews?',
    'go he-she-it affirmative present-simple: He/She goes to the office.',
    'go i affirmative past-simple: I went to the office.',
    "go he-she-it negative present-perfect-simple: He/She hasn't gone to the office.",
    'go we-they interrogative past-perfect-continuous: Had we/they been going to the office?',
    'go you affirmative future-perfect-simple: You will have gone to the office.',
    'be i affirmative present-simple: I am a developer.',
    'be you affirmative present-simple: You are a developer.',
    'be he-she-it affirmative present-simple: He/She is a developer.',
    'be we-they affirmative present-simple: We/They are developers.',
    'be i negative present-simple: I am not a developer.',
    "be he-she-it negative present-simple: He/She isn't a developer.",
    "be we-they negative past-simple: We/They weren't developers.",
    'be i interrogative past-simple: Was I a developer?',
    'be he-she-it interrogative present-simple: Is he/she a developer?',
    'be he-she-it affirmative present-perfect-simple: He/She has been a developer.',
    'be you interrogative future-simple: Will you be a developer?',
    'say he-she-it affirmative present-simple: He/She says hello.',
    'say i affirmative past-simple: I said hello.',
    "say you negative present-perfect-simple: You haven't said hello.",
    'say he-she-it interrogative present-continuous: Is he/she saying hello?',
    'get i affirmative present-continuous: I am getting job offers.',
    'get he-she-it affirmative present-perfect-simple: He/She has gotten job offers.',
    "get we-they negative past-simple: We/They didn't get job offers.",
    'get i affirmative past-simple: I got job offers.',
    'get you interrogative present-perfect-continuous: Have you been getting job offers?',
    'have he-she-it affirmative present-simple: He/She has a meeting at 10.',
    "have he-she-it negative present-simple: He/She doesn't have a meeting at 10.",
    'have he-she-it interrogative present-simple: Does he/she have a meeting at 10?',
    'have i affirmative present-continuous: I am having a meeting at 10.',
    'have we-they affirmative past-perfect-simple: We/They had had a meeting at 10.',
    'write he-she-it affirmative present-simple: He/She writes high-quality code.',
    'write i affirmative present-continuous: I am writing high-quality code.',
    'write you affirmative past-simple: You wrote high-quality code.',
    "write he-she-it negative past-perfect-simple: He/She hadn't written high-quality code.",
    'write we-they interrogative future-continuous: Will we/they be writing high-quality code?',
    'know he-she-it affirmative present-simple: He/She knows how to program.',
    'know i affirmative past-simple: I knew how to program.',
    'know he-she-it interrogative present-simple: Does he/she know how to program?',
    'knowAlways i affirmative present-perfect-simple: I have always known how to program.',
    "knowAlways he-she-it negative present-perfect-simple: He/She hasn't always known how to program.",
    'knowAlways you interrogative past-perfect-simple: Had you always known how to program?',
    'knowAlways i affirmative present-simple: I always know how to program.',
    "knowAlways i negative present-simple: I don't always know how to program.",
    'beAlways i affirmative present-simple: I am always a developer.',
    'beAlways i negative present-simple: I am not always a developer.',
    'courses we-they affirmative present-simple: We/They take online courses.',
    'courses he-she-it affirmative past-continuous: He/She was taking online courses.',
    'courses i interrogative past-perfect-simple: Had I taken online courses?',
    "courses you negative present-continuous: You aren't taking online courses.",
    "courses he-she-it negative future-simple: He/She won't take online courses.",
  ])('%s', (row) => {
    const { sentence, expected } = conjugateCase(row);
    expect(sentenceText(sentence)).toBe(expected);
  });
});

describe('conjugateEn: parts', () => {
  // Each part as "kind:text", the parts separated by " | ".
  it.each([
    'study he-she-it affirmative present-perfect-continuous: text:He/She | aux:has | aux:been | ing:studying | text:English',
    'take he-she-it interrogative past-simple: aux:Did | text:he/she | inf:take | text:notes',
    'take i affirmative past-simple: text:I | past:took | text:notes',
    'write you affirmative future-perfect-simple: text:You | aux:will | aux:have | part:written | text:high-quality code',
    'be i negative present-simple: text:I | inf:am | text:not | text:a developer',
  ])('marks auxiliaries, -ing forms, pasts, participles and infinitives: %s', (row) => {
    const { sentence, expected } = conjugateCase(row);
    expect(sentence.parts.map((p) => `${p.kind}:${p.text}`)).toEqual(expected.split(' | '));
  });

  it('renders each kind to the span classes of the tense data', () => {
    const kinds = ['aux', 'inf', 'ing', 'past', 'part'] as const;
    expect(kinds.map(spanClass)).toEqual(
      'span-normal span-inf span-ing span-past span-part'.split(' '),
    );
    expect(spanClass('text')).toBeUndefined();
  });
});

describe('conjugateEn: every sentence the page shows', () => {
  const all = tenseExamples.flatMap((example) =>
    SUBJECTS.flatMap((subject) =>
      FORMS.flatMap((form) =>
        TENSES.map((tense) => {
          const { sentence } = tenseCell(example, subject, form, tense);
          return { subject, form, key: tenseKey(tense), sentence };
        }),
      ),
    ),
  );

  it('covers 12 examples x 4 subjects x 3 forms x 12 tenses', () => {
    expect(all).toHaveLength(12 * 4 * 3 * 12);
  });

  it('writes clean sentences: no empty parts, single spaces, a capital, the right end mark', () => {
    for (const { form, sentence } of all) {
      const text = sentenceText(sentence);
      expect(sentence.parts.every((p) => p.text.trim() === p.text && p.text.length > 0)).toBe(true);
      expect(text).not.toMatch(/\s{2,}|\s[.?]$|undefined/);
      expect(text).toMatch(/^[A-Z]/);
      expect(text.endsWith(form === 'interrogative' ? '?' : '.')).toBe(true);
    }
  });

  it('uses the auxiliary of each tense', () => {
    for (const { subject, form, key, sentence } of all) {
      const words = sentence.parts.map((p) => p.text.toLowerCase());
      const has = (w: string) => words.includes(w);
      const haveWord = subject === 'he-she-it' ? 'has' : 'have';
      const will = form === 'negative' ? "won't" : 'will';
      if (key.startsWith('future-perfect')) expect(has(will) && has('have')).toBe(true);
      else if (key.startsWith('future')) expect(has(will)).toBe(true);
      else if (key.startsWith('present-perfect'))
        expect(has(form === 'negative' ? `${haveWord}n't` : haveWord)).toBe(true);
      else if (key.startsWith('past-perfect'))
        expect(has(form === 'negative' ? "hadn't" : 'had')).toBe(true);
      if (key.endsWith('-continuous')) {
        const ing = sentence.parts.filter((p) => p.kind === 'ing');
        expect(ing).toHaveLength(1);
        expect(ing[0]!.text).toMatch(/ing$/);
      }
      if (key.includes('perfect-continuous')) expect(has('been')).toBe(true);
      if (key.includes('perfect-simple'))
        expect(sentence.parts.some((p) => p.kind === 'part')).toBe(true);
    }
  });

  it('never says "He/She have"; the third person takes has/does/is', () => {
    for (const { subject, sentence } of all) {
      if (subject !== 'he-she-it') continue;
      const text = sentenceText(sentence);
      expect(text).not.toMatch(/^He\/She (have|do|are|were)\b/);
      expect(text).not.toMatch(/^(Have|Do|Are|Were) he/);
    }
  });

  it('reads He/She for the third person: the examples are things people do, never "It"', () => {
    for (const { subject, sentence } of all) {
      const text = sentenceText(sentence);
      expect(text).not.toMatch(/\bit\b/i);
      if (subject === 'he-she-it') expect(text).toMatch(/^(He\/She |\w+ he\/she )/);
    }
  });

  it('puts the auxiliary before the subject in questions and negates the first auxiliary', () => {
    const inside = { i: 'I', you: 'you', 'he-she-it': 'he/she', 'we-they': 'we/they' };
    for (const { form, subject, sentence } of all) {
      const [first, second] = sentence.parts;
      if (form === 'interrogative') {
        expect(first!.kind === 'text').toBe(false);
        expect(second).toEqual({ kind: 'text', text: inside[subject] });
      } else {
        expect(first!.kind).toBe('text');
      }
      if (form === 'negative') {
        const negations = sentence.parts.filter((p) => /n't$|^not$/.test(p.text));
        expect(negations).toHaveLength(1);
        expect(sentence.parts.indexOf(negations[0]!)).toBeLessThanOrEqual(2);
      }
    }
  });
});
