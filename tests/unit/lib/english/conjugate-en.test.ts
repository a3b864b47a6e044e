import { tenseExamples } from '@/content/english/tense-examples';
import { conjugateEn, phraseText, spanClass, type EnglishPhrase } from '@/lib/english/conjugate-en';
import {
  englishVerbForms,
  ingForm,
  regularPast,
  thirdPerson,
} from '@/lib/english/tenses/english-verbs';
import {
  FORMS,
  SUBJECTS,
  TENSES,
  sentenceText,
  tenseFromKey,
  tenseKey,
  type Form,
  type Subject,
  type TenseKey,
} from '@/lib/english/tenses/model';

const phraseOf = (verb: string): EnglishPhrase => {
  const found = tenseExamples.find((e) => e.en.verb === verb);
  if (!found) throw new Error(verb);
  return found.en;
};

const decisions = tenseExamples[11]!.en;

function en(phrase: EnglishPhrase, subject: Subject, form: Form, key: TenseKey): string {
  return sentenceText(conjugateEn(phrase, subject, form, tenseFromKey(key)));
}

describe('the example phrases', () => {
  it('are the twelve of the spec, in order, with take twice', () => {
    expect(tenseExamples.map((e) => phraseText(e.en))).toEqual([
      'study English',
      'take a task',
      'deploy to production',
      'do a task',
      'go to the office',
      'be a developer',
      'say the truth',
      'get a job',
      'have a meeting at 10',
      'write high quality code',
      'know how to program',
      'take important decisions',
    ]);
  });

  it('mark the stative uses (be, know) for their continuous cells only', () => {
    const stative = tenseExamples.filter((e) => e.continuousNote).map((e) => e.en.verb);
    expect(stative).toEqual(['be', 'know']);
  });
});

describe('English morphology', () => {
  it.each([
    ['study', 'studies'],
    ['go', 'goes'],
    ['do', 'does'],
    ['watch', 'watches'],
    ['fix', 'fixes'],
    ['deploy', 'deploys'],
    ['say', 'says'],
    ['have', 'has'],
    ['be', 'is'],
    ['take', 'takes'],
  ])('third person of %s is %s', (base, third) => {
    expect(thirdPerson(base)).toBe(third);
  });

  it.each([
    ['deploy', 'deploying'],
    ['write', 'writing'],
    ['get', 'getting'],
    ['have', 'having'],
    ['be', 'being'],
    ['take', 'taking'],
    ['study', 'studying'],
    ['know', 'knowing'],
    ['say', 'saying'],
    ['die', 'dying'],
    ['see', 'seeing'],
    ['stop', 'stopping'],
    ['fix', 'fixing'],
    ['open', 'opening'],
    ['begin', 'beginning'],
  ])('-ing form of %s is %s', (base, ing) => {
    expect(ingForm(base)).toBe(ing);
  });

  it.each([
    ['study', 'studied'],
    ['deploy', 'deployed'],
    ['stop', 'stopped'],
    ['like', 'liked'],
    ['play', 'played'],
    ['work', 'worked'],
  ])('regular past of %s is %s', (base, past) => {
    expect(regularPast(base)).toBe(past);
  });

  it('knows the irregular pasts and participles of the examples', () => {
    const forms = ['take', 'do', 'go', 'be', 'say', 'get', 'have', 'write', 'know'].map((v) => {
      const f = englishVerbForms(v);
      return `${f.base}-${f.past}-${f.participle}`;
    });
    expect(forms).toEqual([
      'take-took-taken',
      'do-did-done',
      'go-went-gone',
      'be-was-been',
      'say-said-said',
      'get-got-gotten',
      'have-had-had',
      'write-wrote-written',
      'know-knew-known',
    ]);
    expect(englishVerbForms('study').irregular).toBe(false);
    expect(englishVerbForms('take').irregular).toBe(true);
  });

  it('refuses what is not a verb', () => {
    expect(() => englishVerbForms('')).toThrow();
    expect(() => englishVerbForms('take off')).toThrow();
  });
});

describe('conjugateEn: hand-checked sentences', () => {
  const study = phraseOf('study');
  const take = phraseOf('take');
  const deploy = phraseOf('deploy');
  const doTask = phraseOf('do');
  const go = phraseOf('go');
  const be = phraseOf('be');
  const say = phraseOf('say');
  const get = phraseOf('get');
  const have = phraseOf('have');
  const write = phraseOf('write');
  const know = phraseOf('know');

  const cases: [EnglishPhrase, Subject, Form, TenseKey, string][] = [
    [study, 'i', 'affirmative', 'present-simple', 'I study English.'],
    [study, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It studies English.'],
    [study, 'he-she-it', 'negative', 'present-simple', "He/She/It doesn't study English."],
    [study, 'he-she-it', 'interrogative', 'present-simple', 'Does he/she/it study English?'],
    [
      study,
      'he-she-it',
      'affirmative',
      'present-perfect-continuous',
      'He/She/It has been studying English.',
    ],
    [
      study,
      'he-she-it',
      'negative',
      'present-perfect-continuous',
      "He/She/It hasn't been studying English.",
    ],
    [
      study,
      'he-she-it',
      'interrogative',
      'present-perfect-continuous',
      'Has he/she/it been studying English?',
    ],
    [study, 'i', 'affirmative', 'past-simple', 'I studied English.'],
    [study, 'we-they', 'negative', 'past-simple', "We/They didn't study English."],
    [
      study,
      'you',
      'interrogative',
      'future-perfect-continuous',
      'Will you have been studying English?',
    ],
    [study, 'i', 'negative', 'present-continuous', 'I am not studying English.'],
    [study, 'we-they', 'interrogative', 'past-continuous', 'Were we/they studying English?'],
    [study, 'i', 'affirmative', 'future-perfect-continuous', 'I will have been studying English.'],
    [take, 'i', 'affirmative', 'past-simple', 'I took a task.'],
    [take, 'he-she-it', 'affirmative', 'present-perfect-simple', 'He/She/It has taken a task.'],
    [take, 'you', 'negative', 'past-perfect-simple', "You hadn't taken a task."],
    [take, 'he-she-it', 'affirmative', 'present-continuous', 'He/She/It is taking a task.'],
    [take, 'i', 'interrogative', 'future-simple', 'Will I take a task?'],
    [deploy, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It deploys to production.'],
    [deploy, 'i', 'affirmative', 'present-continuous', 'I am deploying to production.'],
    [deploy, 'we-they', 'affirmative', 'past-simple', 'We/They deployed to production.'],
    [deploy, 'he-she-it', 'interrogative', 'past-simple', 'Did he/she/it deploy to production?'],
    [deploy, 'you', 'negative', 'future-continuous', "You won't be deploying to production."],
    [doTask, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It does a task.'],
    [doTask, 'he-she-it', 'negative', 'present-simple', "He/She/It doesn't do a task."],
    [doTask, 'he-she-it', 'interrogative', 'present-simple', 'Does he/she/it do a task?'],
    [doTask, 'i', 'affirmative', 'past-simple', 'I did a task.'],
    [doTask, 'i', 'negative', 'past-simple', "I didn't do a task."],
    [doTask, 'we-they', 'affirmative', 'present-perfect-simple', 'We/They have done a task.'],
    [doTask, 'you', 'interrogative', 'present-continuous', 'Are you doing a task?'],
    [go, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It goes to the office.'],
    [go, 'i', 'affirmative', 'past-simple', 'I went to the office.'],
    [go, 'he-she-it', 'negative', 'present-perfect-simple', "He/She/It hasn't gone to the office."],
    [
      go,
      'we-they',
      'interrogative',
      'past-perfect-continuous',
      'Had we/they been going to the office?',
    ],
    [go, 'you', 'affirmative', 'future-perfect-simple', 'You will have gone to the office.'],
    [be, 'i', 'affirmative', 'present-simple', 'I am a developer.'],
    [be, 'you', 'affirmative', 'present-simple', 'You are a developer.'],
    [be, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It is a developer.'],
    [be, 'we-they', 'affirmative', 'present-simple', 'We/They are developers.'],
    [be, 'i', 'negative', 'present-simple', 'I am not a developer.'],
    [be, 'he-she-it', 'negative', 'present-simple', "He/She/It isn't a developer."],
    [be, 'we-they', 'negative', 'past-simple', "We/They weren't developers."],
    [be, 'i', 'interrogative', 'past-simple', 'Was I a developer?'],
    [be, 'he-she-it', 'interrogative', 'present-simple', 'Is he/she/it a developer?'],
    [be, 'he-she-it', 'affirmative', 'present-perfect-simple', 'He/She/It has been a developer.'],
    [be, 'i', 'affirmative', 'present-continuous', 'I am being a developer.'],
    [
      be,
      'he-she-it',
      'affirmative',
      'present-perfect-continuous',
      'He/She/It has been being a developer.',
    ],
    [be, 'you', 'interrogative', 'future-simple', 'Will you be a developer?'],
    [say, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It says the truth.'],
    [say, 'i', 'affirmative', 'past-simple', 'I said the truth.'],
    [say, 'you', 'negative', 'present-perfect-simple', "You haven't said the truth."],
    [say, 'he-she-it', 'interrogative', 'present-continuous', 'Is he/she/it saying the truth?'],
    [get, 'i', 'affirmative', 'present-continuous', 'I am getting a job.'],
    [get, 'he-she-it', 'affirmative', 'present-perfect-simple', 'He/She/It has gotten a job.'],
    [get, 'we-they', 'negative', 'past-simple', "We/They didn't get a job."],
    [get, 'i', 'affirmative', 'past-simple', 'I got a job.'],
    [get, 'you', 'interrogative', 'present-perfect-continuous', 'Have you been getting a job?'],
    [have, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It has a meeting at 10.'],
    [have, 'he-she-it', 'negative', 'present-simple', "He/She/It doesn't have a meeting at 10."],
    [have, 'he-she-it', 'interrogative', 'present-simple', 'Does he/she/it have a meeting at 10?'],
    [have, 'i', 'affirmative', 'present-continuous', 'I am having a meeting at 10.'],
    [have, 'we-they', 'affirmative', 'past-perfect-simple', 'We/They had had a meeting at 10.'],
    [
      have,
      'he-she-it',
      'affirmative',
      'present-perfect-simple',
      'He/She/It has had a meeting at 10.',
    ],
    [write, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It writes high quality code.'],
    [write, 'i', 'affirmative', 'present-continuous', 'I am writing high quality code.'],
    [write, 'you', 'affirmative', 'past-simple', 'You wrote high quality code.'],
    [
      write,
      'he-she-it',
      'negative',
      'past-perfect-simple',
      "He/She/It hadn't written high quality code.",
    ],
    [
      write,
      'we-they',
      'interrogative',
      'future-continuous',
      'Will we/they be writing high quality code?',
    ],
    [know, 'he-she-it', 'affirmative', 'present-simple', 'He/She/It knows how to program.'],
    [know, 'i', 'affirmative', 'past-simple', 'I knew how to program.'],
    [know, 'you', 'affirmative', 'present-perfect-simple', 'You have known how to program.'],
    [know, 'he-she-it', 'interrogative', 'present-simple', 'Does he/she/it know how to program?'],
    [know, 'i', 'negative', 'future-perfect-simple', "I won't have known how to program."],
    [know, 'i', 'affirmative', 'present-continuous', 'I am knowing how to program.'],
    [decisions, 'we-they', 'affirmative', 'present-simple', 'We/They take important decisions.'],
    [
      decisions,
      'he-she-it',
      'affirmative',
      'past-continuous',
      'He/She/It was taking important decisions.',
    ],
    [decisions, 'i', 'interrogative', 'past-perfect-simple', 'Had I taken important decisions?'],
    [decisions, 'you', 'negative', 'present-continuous', "You aren't taking important decisions."],
    [
      decisions,
      'he-she-it',
      'negative',
      'future-simple',
      "He/She/It won't take important decisions.",
    ],
  ];

  it('has enough hand-written expectations', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('%# %j %s %s %s', (phrase, subject, form, key, expected) => {
    expect(en(phrase, subject, form, key)).toBe(expected);
  });
});

describe('conjugateEn: parts', () => {
  const kinds = (phrase: EnglishPhrase, subject: Subject, form: Form, key: TenseKey) =>
    conjugateEn(phrase, subject, form, tenseFromKey(key)).parts.map((p) => `${p.kind}:${p.text}`);

  it('marks auxiliaries, -ing forms, pasts, participles and infinitives', () => {
    expect(
      kinds(phraseOf('study'), 'he-she-it', 'affirmative', 'present-perfect-continuous'),
    ).toEqual(['text:He/She/It', 'aux:has', 'aux:been', 'ing:studying', 'text:English']);
    expect(kinds(phraseOf('take'), 'he-she-it', 'interrogative', 'past-simple')).toEqual([
      'aux:Did',
      'text:he/she/it',
      'inf:take',
      'text:a task',
    ]);
    expect(kinds(phraseOf('take'), 'i', 'affirmative', 'past-simple')).toEqual([
      'text:I',
      'past:took',
      'text:a task',
    ]);
    expect(kinds(phraseOf('write'), 'you', 'affirmative', 'future-perfect-simple')).toEqual([
      'text:You',
      'aux:will',
      'aux:have',
      'part:written',
      'text:high quality code',
    ]);
    expect(kinds(phraseOf('be'), 'i', 'negative', 'present-simple')).toEqual([
      'text:I',
      'inf:am',
      'text:not',
      'text:a developer',
    ]);
  });

  it('renders each kind to the span classes of the tense data', () => {
    expect(spanClass('aux')).toBe('span-normal');
    expect(spanClass('inf')).toBe('span-inf');
    expect(spanClass('ing')).toBe('span-ing');
    expect(spanClass('past')).toBe('span-past');
    expect(spanClass('part')).toBe('span-part');
    expect(spanClass('text')).toBeUndefined();
  });
});

describe('conjugateEn: every subject, form, tense and example', () => {
  const all = tenseExamples.flatMap((example, index) =>
    SUBJECTS.flatMap((subject) =>
      FORMS.flatMap((form) =>
        TENSES.map((tense) => ({
          index,
          subject,
          form,
          key: tenseKey(tense),
          sentence: conjugateEn(example.en, subject, form, tense),
        })),
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
      expect(text).not.toMatch(/\s{2,}|\s[.?]$/);
      expect(text).toMatch(/^[A-Z]/);
      expect(text.endsWith(form === 'interrogative' ? '?' : '.')).toBe(true);
      expect(text).not.toMatch(/undefined/);
    }
  });

  it('uses the auxiliary of each tense', () => {
    for (const { subject, form, key, sentence } of all) {
      const words = sentence.parts.map((p) => p.text.toLowerCase());
      const has = (w: string) => words.includes(w);
      const haveWord = subject === 'he-she-it' ? 'has' : 'have';
      if (key.startsWith('future-perfect')) {
        expect(has(form === 'negative' ? "won't" : 'will') && has('have')).toBe(true);
      } else if (key.startsWith('future')) {
        expect(has(form === 'negative' ? "won't" : 'will')).toBe(true);
      } else if (key.startsWith('present-perfect')) {
        expect(has(form === 'negative' ? `${haveWord}n't` : haveWord)).toBe(true);
      } else if (key.startsWith('past-perfect')) {
        expect(has(form === 'negative' ? "hadn't" : 'had')).toBe(true);
      }
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

  it('never says "He/She/It have"; the third person takes has/does/is', () => {
    for (const { subject, sentence } of all) {
      if (subject !== 'he-she-it') continue;
      const text = sentenceText(sentence);
      expect(text).not.toMatch(/^He\/She\/It (have|do|are|were)\b/);
      expect(text).not.toMatch(/^(Have|Do|Are|Were) he/);
    }
  });

  it('puts the auxiliary before the subject in questions and negates the first auxiliary', () => {
    const inside: Record<Subject, string> = {
      i: 'I',
      you: 'you',
      'he-she-it': 'he/she/it',
      'we-they': 'we/they',
    };
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
