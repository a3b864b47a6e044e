/**
 * The Spanish translation of a tense cell. We/They shows both Spanish persons, the
 * second one in lower case after the slash: 'Nosotros estudiamos / ellos estudian inglés.'
 */
import type {
  Form,
  SpanishPhrase,
  SpanishTense,
  Subject,
  TenseKey,
} from '@/content/english/tense-types';
import { capitalize, type Tense } from './tenses/model';
import {
  personIndex,
  spanishVerbForms,
  type PersonForms,
  type SpanishPerson,
} from './tenses/spanish-verbs';

/** The usual translation of each English tense, where the example declares no other. */
export const USUAL_SPANISH_TENSE: Readonly<Record<TenseKey, SpanishTense>> = {
  'present-simple': 'present',
  'present-continuous': 'present-progressive',
  'past-simple': 'preterite',
  'past-continuous': 'imperfect-progressive',
  'future-simple': 'future',
  'future-continuous': 'future-progressive',
  'present-perfect-simple': 'perfect',
  'present-perfect-continuous': 'perfect-progressive',
  'past-perfect-simple': 'pluperfect',
  'past-perfect-continuous': 'pluperfect-progressive',
  'future-perfect-simple': 'future-perfect',
  'future-perfect-continuous': 'future-perfect-progressive',
};

export function usualSpanishTense(tense: Tense): SpanishTense {
  return USUAL_SPANISH_TENSE[`${tense.time}-${tense.aspect}`];
}

/** Subject pronouns as written inside a sentence; the first one opens statements capitalised. */
const PRONOUN: Readonly<Record<SpanishPerson, string>> = {
  yo: 'yo',
  tu: 'tú',
  el: 'él/ella',
  nosotros: 'nosotros',
  ellos: 'ellos',
};

/** 'Él/Ella' opens a sentence with both pronouns capitalised, like 'He/She'. */
function startPronoun(person: SpanishPerson): string {
  return PRONOUN[person]
    .split('/')
    .map((p) => capitalize(p))
    .join('/');
}

/** The Spanish persons an English subject stands for. */
export function spanishPersons(subject: Subject): SpanishPerson[] {
  switch (subject) {
    case 'i':
      return ['yo'];
    case 'you':
      return ['tu'];
    case 'he-she-it':
      return ['el'];
    case 'we-they':
      return ['nosotros', 'ellos'];
  }
}

function pick(forms: PersonForms, person: SpanishPerson): string {
  return forms[personIndex(person)]!;
}

/**
 * The verb group of a tense for one person. `fused` words come first and stay
 * together in a question (haber + participle cannot be split: '¿Has estudiado tú?').
 */
export function spanishVerbGroup(
  verb: string,
  person: SpanishPerson,
  tense: SpanishTense,
): { fused: string[]; rest: string[] } {
  const forms = spanishVerbForms(verb);
  const estar = spanishVerbForms('estar');
  const haber = spanishVerbForms('haber');
  const finite = (set: PersonForms) => ({ fused: [pick(set, person)], rest: [] });
  const progressive = (set: PersonForms) => ({
    fused: [pick(set, person)],
    rest: [forms.gerund],
  });
  const perfect = (set: PersonForms) => ({
    fused: [pick(set, person), forms.participle],
    rest: [],
  });
  const perfectProgressive = (set: PersonForms) => ({
    fused: [pick(set, person), estar.participle],
    rest: [forms.gerund],
  });

  switch (tense) {
    case 'present':
      return finite(forms.present);
    case 'present-progressive':
      return progressive(estar.present);
    case 'preterite':
      return finite(forms.preterite);
    case 'imperfect':
      return finite(forms.imperfect);
    case 'imperfect-progressive':
      return progressive(estar.imperfect);
    case 'future':
      return finite(forms.future);
    case 'future-progressive':
      return progressive(estar.future);
    case 'perfect':
      return perfect(haber.present);
    case 'perfect-progressive':
      return perfectProgressive(haber.present);
    case 'pluperfect':
      return perfect(haber.imperfect);
    case 'pluperfect-progressive':
      return perfectProgressive(haber.imperfect);
    case 'future-perfect':
      return perfect(haber.future);
    case 'future-perfect-progressive':
      return perfectProgressive(haber.future);
  }
}

/**
 * One person's clause, all in lower case but the pronoun of a statement:
 * 'Yo no siempre he sabido', '¿siempre has sabido tú'. The sentence capitalises its
 * first clause only.
 */
function clause(
  phrase: SpanishPhrase,
  person: SpanishPerson,
  form: Form,
  tense: SpanishTense,
  first: boolean,
): string {
  const { fused, rest } = spanishVerbGroup(phrase.verb, person, tense);
  const adverb = phrase.adverb ? [phrase.adverb] : [];
  if (form === 'interrogative') {
    return [...adverb, ...fused, PRONOUN[person], ...rest].join(' ');
  }
  const pronoun = first ? startPronoun(person) : PRONOUN[person];
  return [pronoun, ...(form === 'negative' ? ['no'] : []), ...adverb, ...fused, ...rest].join(' ');
}

function complementFor(phrase: SpanishPhrase, subject: Subject): string {
  if (subject === 'we-they') return phrase.pluralComplement ?? phrase.complement;
  return phrase.complement;
}

/**
 * 'Yo he estado estudiando inglés.', 'Él/Ella no ha dicho hola.',
 * '¿Habías ido tú a la oficina?', '¿Estudiamos nosotros / estudian ellos inglés?'.
 */
export function conjugateEs(
  phrase: SpanishPhrase,
  subject: Subject,
  form: Form,
  tense: SpanishTense,
): string {
  const clauses = spanishPersons(subject).map((person, index) =>
    clause(phrase, person, form, tense, index === 0),
  );
  const complement = complementFor(phrase, subject);
  const body = capitalize([clauses.join(' / '), complement].filter(Boolean).join(' '));
  return form === 'interrogative' ? `¿${body}?` : `${body}.`;
}
