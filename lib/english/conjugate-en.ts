/**
 * Builds the English sentence of a tense cell from an example phrase (verb +
 * complement) as structured parts; the page turns parts into highlighted spans.
 */
import type { EnglishPhrase, Form, Subject } from '@/content/english/tense-types';
import { capitalize, type Part, type Sentence, type Tense } from './tenses/model';
import { englishVerbForms } from './tenses/english-verbs';

/** The phrase as the selector shows it: 'study English'. */
export function phraseText(phrase: EnglishPhrase): string {
  return [phrase.verb, phrase.complement].filter(Boolean).join(' ');
}

/**
 * How each subject is written at the start of a sentence. The examples are things
 * people do, so the third person reads 'He/She' ('It' takes the same forms).
 */
export const ENGLISH_SUBJECTS: Readonly<Record<Subject, string>> = {
  i: 'I',
  you: 'You',
  'he-she-it': 'He/She',
  'we-they': 'We/They',
};

/** The subject after the auxiliary of a question: 'Does he/she ...?' */
function subjectInside(subject: Subject): string {
  return subject === 'i' ? 'I' : ENGLISH_SUBJECTS[subject].toLowerCase();
}

function bePresent(subject: Subject): string {
  if (subject === 'i') return 'am';
  return subject === 'he-she-it' ? 'is' : 'are';
}

function bePast(subject: Subject): string {
  return subject === 'i' || subject === 'he-she-it' ? 'was' : 'were';
}

function haveFor(subject: Subject): string {
  return subject === 'he-she-it' ? 'has' : 'have';
}

const CONTRACTED_NEGATIVE: Readonly<Record<string, string>> = {
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  have: "haven't",
  has: "hasn't",
  had: "hadn't",
  will: "won't",
  do: "don't",
  does: "doesn't",
  did: "didn't",
};

/** The verb group of a tense: its first word carries tense and person. */
interface VerbGroup {
  words: Part[];
  /** A simple present or past of a main verb other than 'be': needs do/does/did. */
  needsDo: boolean;
}

function verbGroup(verb: string, subject: Subject, tense: Tense): VerbGroup {
  const forms = englishVerbForms(verb);
  const isBe = verb === 'be';
  const aux = (text: string): Part => ({ kind: 'aux', text });
  const ing: Part = { kind: 'ing', text: forms.ing };
  const participle: Part = { kind: 'part', text: forms.participle };
  const continuous = tense.aspect === 'continuous';

  switch (tense.time) {
    case 'present':
      if (continuous) return { words: [aux(bePresent(subject)), ing], needsDo: false };
      if (isBe) return { words: [{ kind: 'inf', text: bePresent(subject) }], needsDo: false };
      return {
        words: [{ kind: 'inf', text: subject === 'he-she-it' ? forms.third : forms.base }],
        needsDo: true,
      };
    case 'past':
      if (continuous) return { words: [aux(bePast(subject)), ing], needsDo: false };
      if (isBe) return { words: [{ kind: 'past', text: bePast(subject) }], needsDo: false };
      return { words: [{ kind: 'past', text: forms.past }], needsDo: true };
    case 'future':
      return {
        words: continuous
          ? [aux('will'), aux('be'), ing]
          : [aux('will'), { kind: 'inf', text: forms.base }],
        needsDo: false,
      };
    case 'present-perfect':
      return {
        words: continuous
          ? [aux(haveFor(subject)), aux('been'), ing]
          : [aux(haveFor(subject)), participle],
        needsDo: false,
      };
    case 'past-perfect':
      return {
        words: continuous ? [aux('had'), aux('been'), ing] : [aux('had'), participle],
        needsDo: false,
      };
    case 'future-perfect':
      return {
        words: continuous
          ? [aux('will'), aux('have'), aux('been'), ing]
          : [aux('will'), aux('have'), participle],
        needsDo: false,
      };
  }
}

/** Replaces a main verb of the simple present or past by do/does/did + infinitive. */
function withDo(group: VerbGroup, subject: Subject, tense: Tense, base: string): Part[] {
  const doWord = tense.time === 'past' ? 'did' : subject === 'he-she-it' ? 'does' : 'do';
  return [{ kind: 'aux', text: doWord }, { kind: 'inf', text: base }, ...group.words.slice(1)];
}

/** The first word made negative: won't, hasn't, isn't; 'am' takes a separate 'not'. */
function negateFirst(words: Part[]): Part[] {
  const [first, ...rest] = words;
  if (!first) return words;
  if (first.text === 'am') return [first, { kind: 'text', text: 'not' }, ...rest];
  const contracted = CONTRACTED_NEGATIVE[first.text];
  if (!contracted) throw new Error(`No negative form for "${first.text}"`);
  return [{ kind: first.kind, text: contracted }, ...rest];
}

/** Puts the adverb after the first word of a verb group of several words, or before a lone verb. */
function withAdverb(words: Part[], adverb: string | undefined, isBe: boolean): Part[] {
  if (!adverb) return words;
  const part: Part = { kind: 'text', text: adverb };
  if (words.length === 1 && !isBe) return [part, ...words];
  const [first, ...rest] = words;
  return first ? [first, part, ...rest] : words;
}

/**
 * The sentence of one cell: 'He/She has been studying English.', "I didn't take
 * notes.", 'Will we/they have gone to the office?', 'I have always known how to program.'
 */
export function conjugateEn(
  phrase: EnglishPhrase,
  subject: Subject,
  form: Form,
  tense: Tense,
): Sentence {
  const group = verbGroup(phrase.verb, subject, tense);
  const complementText =
    subject === 'we-they' ? (phrase.pluralComplement ?? phrase.complement) : phrase.complement;
  const complement: Part[] = complementText ? [{ kind: 'text', text: complementText }] : [];
  const needsDo = group.needsDo && form !== 'affirmative';
  const words = needsDo ? withDo(group, subject, tense, phrase.verb) : group.words;

  const adverb = phrase.adverb ? [{ kind: 'text' as const, text: phrase.adverb }] : [];

  if (form === 'interrogative') {
    const [first, ...rest] = words;
    if (!first) throw new Error('Empty verb group');
    return {
      parts: [
        { kind: first.kind, text: capitalize(first.text) },
        { kind: 'text', text: subjectInside(subject) },
        ...adverb,
        ...rest,
        ...complement,
      ],
      end: '?',
    };
  }

  const isBe = phrase.verb === 'be' && !needsDo;
  const negated = form === 'negative' ? negateFirst(words) : words;
  // 'am not' keeps 'not' with its auxiliary: I am not always ...
  const verbWords =
    negated[1]?.text === 'not'
      ? [negated[0]!, ...withAdverb(negated.slice(1), phrase.adverb, true)]
      : withAdverb(negated, phrase.adverb, isBe);
  return {
    parts: [{ kind: 'text', text: ENGLISH_SUBJECTS[subject] }, ...verbWords, ...complement],
    end: '.',
  };
}
