/**
 * Words of the Verbal Tenses page: the twelve example phrases with their Spanish
 * complements, the rows of the tense table with how often each tense is used, the
 * selector labels, the legend and the two videos. Every sentence of the table is
 * generated from these phrases by lib/english/conjugate-en.ts and conjugate-es.ts.
 */
import type { EnglishPhrase } from '@/lib/english/conjugate-en';
import type { SpanishPhrase } from '@/lib/english/conjugate-es';
import type { Aspect, Form, PartKind, Subject, TenseKey, Time } from '@/lib/english/tenses/model';

export interface TenseExample {
  en: EnglishPhrase;
  es: SpanishPhrase;
  /**
   * Shown in the continuous cells when the verb is used as a state here (know, be):
   * English rarely puts such verbs in a continuous form.
   */
  continuousNote?: string;
  /** A usage note shown with the verb forms of this example. */
  note?: string;
  /** A note in Spanish about the translation. */
  noteEs?: string;
}

export const tenseExamples: readonly TenseExample[] = [
  {
    en: { verb: 'study', complement: 'English' },
    es: { verb: 'estudiar', complement: 'inglés' },
  },
  {
    en: { verb: 'take', complement: 'a task' },
    es: { verb: 'tomar', complement: 'una tarea' },
  },
  {
    en: { verb: 'deploy', complement: 'to production' },
    es: { verb: 'desplegar', complement: 'a producción' },
  },
  {
    en: { verb: 'do', complement: 'a task' },
    es: { verb: 'hacer', complement: 'una tarea' },
    note: "'Do' is both the main verb and the auxiliary here: Does he do a task? He didn't do a task.",
  },
  {
    en: { verb: 'go', complement: 'to the office' },
    es: { verb: 'ir', complement: 'a la oficina' },
    note: "Present perfect: 'I have gone to the office' (and I am there now); 'I have been to the office' (I went and came back).",
  },
  {
    en: { verb: 'be', complement: 'a developer', pluralComplement: 'developers' },
    es: {
      verb: 'ser',
      complement: 'desarrollador',
      thirdComplement: 'desarrollador/a',
      pluralComplement: 'desarrolladores',
    },
    continuousNote:
      "Rarely used: 'be' describes a state, so it stays simple. The continuous is only for temporary behavior (You are being rude).",
    note: "'Be' has its own present (am, is, are) and past (was, were), and makes negatives and questions without 'do'.",
  },
  {
    en: { verb: 'say', complement: 'the truth' },
    es: { verb: 'decir', complement: 'la verdad' },
    note: "Natural English says 'tell the truth' (I always tell the truth); 'say' goes with words: say hello, say yes.",
  },
  {
    en: { verb: 'get', complement: 'a job' },
    es: { verb: 'conseguir', complement: 'un trabajo' },
    note: "'Gotten' is the American participle; British English uses 'got' (I have got a job).",
  },
  {
    en: { verb: 'have', complement: 'a meeting at 10' },
    es: { verb: 'tener', complement: 'una reunión a las 10' },
    note: "'Have' as an event (have a meeting, have lunch) takes continuous forms: I am having a meeting at 10.",
  },
  {
    en: { verb: 'write', complement: 'high quality code' },
    es: { verb: 'escribir', complement: 'código de alta calidad' },
  },
  {
    en: { verb: 'know', complement: 'how to program' },
    es: { verb: 'saber', complement: 'programar' },
    continuousNote:
      "Rarely used: 'know' is a stative verb, so English keeps the simple form (I know how to program).",
    noteEs: "En pasado, 'sabía programar' suena más natural; 'supe' suele significar 'me enteré'.",
  },
  {
    en: { verb: 'take', complement: 'important decisions' },
    es: { verb: 'tomar', complement: 'decisiones importantes' },
    note: "'Make a decision' is also common: both 'take' and 'make' are correct.",
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

/** The name of each tense's Spanish translation. */
export const spanishTenseNames: Readonly<Record<TenseKey, string>> = {
  'present-simple': 'Presente',
  'present-continuous': 'Estar + gerundio',
  'past-simple': 'Pretérito indefinido',
  'past-continuous': 'Estaba + gerundio',
  'future-simple': 'Futuro simple',
  'future-continuous': 'Estaré + gerundio',
  'present-perfect-simple': 'Pretérito perfecto',
  'present-perfect-continuous': 'He estado + gerundio',
  'past-perfect-simple': 'Pluscuamperfecto',
  'past-perfect-continuous': 'Había estado + gerundio',
  'future-perfect-simple': 'Futuro perfecto',
  'future-perfect-continuous': 'Habré estado + gerundio',
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
  formLegend: 'Form',
  exampleLabel: 'Example',
  tableHeading: 'The twelve tenses',
  usageCaption:
    'Percentages: how often each tense is used in everyday English (simple / continuous).',
  revealHint: 'Tap or focus a sentence to see it in Spanish.',
  /** Where the Spanish translation appears, until it is revealed. */
  spanishPlaceholder: 'Ver en español',
  legendHeading: 'Colors',
  verbFormsHeading: 'Verb forms',
  regularNote: 'Regular verb: the past and the participle end in -ed, like study → studied.',
  irregularNote: 'Irregular verb: learn its past and participle by heart.',
  videosHeading: 'Watch and review',
  feedbackLabel: 'FEEDBACK',
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
