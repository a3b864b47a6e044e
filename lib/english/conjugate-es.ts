/**
 * The Spanish translation of a tense cell. We/They shows both Spanish persons:
 * 'Nosotros estudiamos / Ellos estudian inglés.'
 */
import { capitalize, type Form, type Subject, type Tense } from './tenses/model';
import {
  personIndex,
  spanishVerbForms,
  type PersonForms,
  type SpanishPerson,
} from './tenses/spanish-verbs';

export interface SpanishPhrase {
  /** The infinitive: 'estudiar', 'ser'. */
  verb: string;
  /** What follows the verb: 'inglés', 'desarrollador'. */
  complement: string;
  /** The complement after él/ella when it agrees in gender: 'desarrollador/a'. */
  thirdComplement?: string;
  /** The complement after nosotros/ellos when it agrees in number: 'desarrolladores'. */
  pluralComplement?: string;
}

/** Subject pronouns as written inside a sentence; they open statements capitalised. */
const PRONOUN: Readonly<Record<SpanishPerson, string>> = {
  yo: 'yo',
  tu: 'tú',
  el: 'él/ella',
  nosotros: 'nosotros',
  ellos: 'ellos',
};

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
  tense: Tense,
): { fused: string[]; rest: string[] } {
  const forms = spanishVerbForms(verb);
  const estar = spanishVerbForms('estar');
  const haber = spanishVerbForms('haber');
  const continuous = tense.aspect === 'continuous';

  const simple = (finite: PersonForms, estarForms: PersonForms) =>
    continuous
      ? { fused: [pick(estarForms, person)], rest: [forms.gerund] }
      : { fused: [pick(finite, person)], rest: [] };
  const perfect = (haberForms: PersonForms) =>
    continuous
      ? { fused: [pick(haberForms, person), estar.participle], rest: [forms.gerund] }
      : { fused: [pick(haberForms, person), forms.participle], rest: [] };

  switch (tense.time) {
    case 'present':
      return simple(forms.present, estar.present);
    case 'past':
      return simple(forms.preterite, estar.imperfect);
    case 'future':
      return simple(forms.future, estar.future);
    case 'present-perfect':
      return perfect(haber.present);
    case 'past-perfect':
      return perfect(haber.imperfect);
    case 'future-perfect':
      return perfect(haber.future);
  }
}

function clause(verb: string, person: SpanishPerson, form: Form, tense: Tense): string {
  const { fused, rest } = spanishVerbGroup(verb, person, tense);
  if (form === 'interrogative') {
    const [finite = '', ...others] = fused;
    return [capitalize(finite), ...others, PRONOUN[person], ...rest].join(' ');
  }
  return [startPronoun(person), ...(form === 'negative' ? ['no'] : []), ...fused, ...rest].join(
    ' ',
  );
}

function complementFor(phrase: SpanishPhrase, subject: Subject): string {
  if (subject === 'we-they') return phrase.pluralComplement ?? phrase.complement;
  if (subject === 'he-she-it') return phrase.thirdComplement ?? phrase.complement;
  return phrase.complement;
}

/**
 * 'Yo he estado estudiando inglés.', 'Él/Ella no ha dicho la verdad.',
 * '¿Habías ido tú a la oficina?', '¿Estudiamos nosotros / Estudian ellos inglés?'.
 */
export function conjugateEs(
  phrase: SpanishPhrase,
  subject: Subject,
  form: Form,
  tense: Tense,
): string {
  const clauses = spanishPersons(subject).map((person) => clause(phrase.verb, person, form, tense));
  const complement = complementFor(phrase, subject);
  const body = [clauses.join(' / '), complement].filter(Boolean).join(' ');
  return form === 'interrogative' ? `¿${body}?` : `${body}.`;
}
