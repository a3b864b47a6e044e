/**
 * Words of the Verbal Tenses page: the twelve example phrases with their Spanish
 * complements, the rows of the tense table with how often each tense is used, the
 * selector labels, the legend and the two videos. Every sentence of the table is
 * generated from these phrases by lib/english/conjugate-en.ts and conjugate-es.ts.
 */
import type { SpanishTense } from '@/lib/english/conjugate-es';
import type { TenseExample, TenseOverride } from '@/lib/english/tenses/cell';
import type { Aspect, Form, PartKind, Subject, TenseKey, Time } from '@/lib/english/tenses/model';

export type { TenseExample } from '@/lib/english/tenses/cell';

const CONTINUOUS_TENSES: readonly TenseKey[] = [
  'present-continuous',
  'past-continuous',
  'future-continuous',
  'present-perfect-continuous',
  'past-perfect-continuous',
  'future-perfect-continuous',
];

/** The same replacement in the six continuous cells (stative verbs). */
function inContinuousCells(override: TenseOverride): Partial<Record<TenseKey, TenseOverride>> {
  return Object.fromEntries(CONTINUOUS_TENSES.map((key) => [key, override]));
}

/**
 * The twelve examples. Where an example's own phrase would be wrong or unnatural in a
 * tense, `tenses` gives that tense the natural phrase (and, in Spanish, the natural
 * tense); a cell whose literal sentence is wrong shows it struck through.
 */
export const tenseExamples: readonly TenseExample[] = [
  {
    en: { verb: 'study', complement: 'English' },
    es: { verb: 'estudiar', complement: 'inglés' },
  },
  {
    en: { verb: 'take', complement: 'notes' },
    es: { verb: 'tomar', complement: 'notas' },
  },
  {
    en: { verb: 'deploy', complement: 'to production' },
    es: { verb: 'desplegar', complement: 'en producción' },
  },
  {
    en: { verb: 'do', complement: 'code reviews' },
    es: { verb: 'hacer', complement: 'revisiones de código' },
    note: "'Do' is both the main verb and the auxiliary here: Does she do code reviews? He didn't do code reviews.",
  },
  {
    en: { verb: 'go', complement: 'to the office' },
    es: { verb: 'ir', complement: 'a la oficina' },
    note: "Present perfect: 'She has gone to the office' (she is there now); 'She has been to the office' (she went and came back).",
  },
  {
    en: { verb: 'be', complement: 'a developer', pluralComplement: 'developers' },
    es: { verb: 'ser', complement: 'desarrollador/a', pluralComplement: 'desarrolladores' },
    tenses: inContinuousCells({
      en: { verb: 'work', complement: 'as a developer', pluralComplement: 'as developers' },
      es: {
        verb: 'trabajar',
        complement: 'como desarrollador/a',
        pluralComplement: 'como desarrolladores',
      },
      literalIsWrong: true,
      note: "'Be' names a state here, so it has no continuous form: say what you do (work as a developer). 'Being' describes behavior: You are being rude.",
    }),
    note: "'Be' has its own present (am, is, are) and past (was, were), and makes negatives and questions without 'do'.",
    noteEs:
      "'Desarrollador/a' sirve para un hombre o una mujer; el plural 'desarrolladores' incluye a los dos.",
  },
  {
    en: { verb: 'say', complement: 'hello' },
    es: { verb: 'decir', complement: 'hola' },
    note: "'Say' takes the words you say: say hello, say yes, say thank you. A person or 'the truth' takes 'tell': tell me, tell the truth.",
  },
  {
    en: { verb: 'get', complement: 'job offers' },
    es: { verb: 'recibir', complement: 'ofertas de trabajo' },
    note: "'Gotten' is the American participle (I have gotten job offers); British English uses 'got'.",
  },
  {
    en: { verb: 'have', complement: 'a meeting at 10' },
    es: { verb: 'tener', complement: 'una reunión a las 10' },
    tenses: {
      'present-continuous': {
        esTense: 'present',
        note: 'A plan already fixed: here the present continuous speaks of the future.',
      },
      'past-continuous': {
        es: { verb: 'estar', complement: 'en una reunión a las 10' },
        esTense: 'imperfect',
      },
      'future-continuous': {
        es: { verb: 'estar', complement: 'en una reunión a las 10' },
        esTense: 'future',
      },
      'present-perfect-simple': {
        en: { verb: 'have', complement: 'a meeting today' },
        es: { verb: 'tener', complement: 'una reunión hoy' },
        literalIsWrong: true,
        note: 'The present perfect takes no clock time: today, this week, since 9.',
      },
      'present-perfect-continuous': {
        en: { verb: 'have', complement: 'meetings all day' },
        es: { verb: 'estar', complement: 'en reuniones todo el día' },
        esTense: 'perfect',
        literalIsWrong: true,
        note: 'The present perfect takes no clock time: all day, since 9.',
      },
      'past-perfect-continuous': {
        en: { verb: 'have', complement: 'meetings all day' },
        es: { verb: 'estar', complement: 'en reuniones todo el día' },
        esTense: 'pluperfect',
      },
      'future-perfect-simple': {
        en: { verb: 'have', complement: 'a meeting by noon' },
        es: { verb: 'tener', complement: 'una reunión para el mediodía' },
      },
      'future-perfect-continuous': {
        en: { verb: 'have', complement: 'meetings all day' },
        es: { verb: 'estar', complement: 'en reuniones todo el día' },
        esTense: 'future-perfect',
      },
    },
    note: "'Have' as an event (have a meeting, have lunch) takes continuous forms. The time words follow the tense: a meeting at 10, a meeting today, meetings all day, a meeting by noon.",
    noteEs:
      "Para una cita ya fijada, el español usa el presente: 'Tengo una reunión a las 10' (I am having a meeting at 10).",
  },
  {
    en: { verb: 'write', complement: 'high-quality code' },
    es: { verb: 'escribir', complement: 'código de alta calidad' },
  },
  {
    en: { verb: 'know', complement: 'how to program' },
    es: { verb: 'saber', complement: 'programar' },
    tenses: {
      ...inContinuousCells({
        en: { verb: 'learn', complement: 'how to program' },
        es: { verb: 'aprender', complement: 'a programar' },
        literalIsWrong: true,
        note: "'Know' is a stative verb, so it has no continuous form: for the process, use 'learn'.",
      }),
      'past-simple': { esTense: 'imperfect' },
      'present-perfect-simple': {
        en: { verb: 'know', complement: 'how to program', adverb: 'always' },
        es: { verb: 'saber', complement: 'programar', adverb: 'siempre' },
      },
      'past-perfect-simple': {
        en: { verb: 'know', complement: 'how to program', adverb: 'always' },
        es: { verb: 'saber', complement: 'programar', adverb: 'siempre' },
      },
      'future-perfect-simple': {
        en: { verb: 'know', complement: 'how to program for ten years' },
        es: { verb: 'llevar', complement: 'diez años sabiendo programar' },
        esTense: 'future',
      },
    },
    note: "'Know' is a state: its perfect tenses need 'always' or a length of time (I have always known how to program; by 2030 I will have known how to program for ten years).",
    noteEs:
      "En pasado se dice 'sabía programar'; 'supe programar' significa que lo aprendí o lo logré en un momento.",
  },
  {
    en: { verb: 'take', complement: 'important decisions' },
    es: { verb: 'tomar', complement: 'decisiones importantes' },
    note: "American English most often says 'make a decision' (I make important decisions); 'take a decision' is correct too and common in British English.",
  },
];

export const subjectOptions: readonly { value: Subject; label: string; es: string }[] = [
  { value: 'i', label: 'I', es: 'Yo' },
  { value: 'you', label: 'You', es: 'Tú' },
  { value: 'he-she-it', label: 'He/She/It', es: 'Él/Ella' },
  { value: 'we-they', label: 'We/They', es: 'Nosotros/Ellos' },
];

export const formOptions: readonly { value: Form; label: string }[] = [
  { value: 'affirmative', label: 'Affirmative' },
  { value: 'negative', label: 'Negative' },
  { value: 'interrogative', label: 'Interrogative' },
];

export interface TenseRow {
  time: Time;
  label: string;
  /** How often each form is used in everyday English. */
  usage: Readonly<Record<Aspect, string>>;
}

/** The rows of the table, most used first; the perfect rows' continuous cell is the perfect continuous. */
export const tenseRows: readonly TenseRow[] = [
  { time: 'present', label: 'Present', usage: { simple: '35%', continuous: '7%' } },
  { time: 'past', label: 'Past', usage: { simple: '25%', continuous: '4%' } },
  { time: 'present-perfect', label: 'Present Perfect', usage: { simple: '10%', continuous: '1%' } },
  { time: 'future', label: 'Future', usage: { simple: '10%', continuous: '1%' } },
  { time: 'past-perfect', label: 'Past Perfect', usage: { simple: '5%', continuous: '<1%' } },
  { time: 'future-perfect', label: 'Future Perfect', usage: { simple: '1%', continuous: '<1%' } },
];

export const aspectLabels: Readonly<Record<Aspect, string>> = {
  simple: 'Simple',
  continuous: 'Continuous',
};

/** The name of each Spanish tense a translation uses. */
export const spanishTenseNames: Readonly<Record<SpanishTense, string>> = {
  present: 'Presente',
  'present-progressive': 'Estoy + gerundio',
  preterite: 'Pretérito indefinido',
  imperfect: 'Pretérito imperfecto',
  'imperfect-progressive': 'Estaba + gerundio',
  future: 'Futuro simple',
  'future-progressive': 'Estaré + gerundio',
  perfect: 'Pretérito perfecto',
  'perfect-progressive': 'He estado + gerundio',
  pluperfect: 'Pluscuamperfecto',
  'pluperfect-progressive': 'Había estado + gerundio',
  'future-perfect': 'Futuro perfecto',
  'future-perfect-progressive': 'Habré estado + gerundio',
};

/** The legend of the highlighted verb parts. */
export const legend: readonly {
  kind: Exclude<PartKind, 'text'>;
  label: string;
  example: string;
}[] = [
  { kind: 'aux', label: 'Auxiliary', example: 'will, have, does' },
  { kind: 'inf', label: 'Infinitive / present', example: 'study, studies' },
  { kind: 'ing', label: '-ing form', example: 'studying' },
  { kind: 'past', label: 'Past', example: 'studied, took' },
  { kind: 'part', label: 'Participle', example: 'studied, taken' },
];

export const tensesPage = {
  intro:
    'Pick a subject, a form and an example to see it in the twelve English tenses. Hover, focus or tap a sentence to see its Spanish translation.',
  selectorsHeading: 'Choose a sentence',
  subjectLegend: 'Subject',
  /** Under the subject choices: why the third person reads He/She. */
  subjectHint:
    "The examples are things people do, so the third person reads He/She; 'it' takes the same forms (it works, it has worked).",
  formLegend: 'Form',
  exampleLabel: 'Example',
  tableHeading: 'The twelve tenses',
  /** Header of the table's first column (the time of each row). */
  tenseColumn: 'Tense',
  usageCaption:
    'Percentages: how often each tense is used in everyday English (simple / continuous).',
  revealHint: 'Tap or focus a sentence to see it in Spanish.',
  /** Where the Spanish translation appears, until it is revealed. */
  spanishPlaceholder: 'Ver en español',
  /** Before a sentence shown struck through, as what not to say. */
  wrongLabel: "Don't say:",
  legendHeading: 'Colors',
  verbFormsHeading: 'Verb forms',
  regularNote: 'Regular verb: the past and the participle end in -ed, like study → studied.',
  irregularNote: 'Irregular verb: learn its past and participle by heart.',
  videosHeading: 'Watch and review',
  feedbackLabel: 'Feedback',
} as const;

/** Two lessons on all the English tenses (played through the privacy-enhanced player). */
export const tenseVideos: readonly { id: string; title: string }[] = [
  {
    id: 'u2t5fT3Q23M',
    title: 'Learn 12 English Verb Tenses in Just 17 minutes (RealLife English)',
  },
  {
    id: 'tDrRYmS_UGc',
    title: 'ALL English verb tenses in 12 minutes (Business English with Christina)',
  },
];
