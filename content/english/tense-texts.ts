/**
 * Words of the Verb tenses page: the rows of the tense table with how often each tense
 * is used, the selector labels, the legend, the page's texts and the two videos. The
 * example phrases are in tense-examples.ts.
 */
import type { Aspect, Form, PartKind, SpanishTense, Subject, Time } from './tense-types';

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
  /** The lead paragraph, in the two help languages. */
  intro: {
    en: 'Pick a subject, a form and an example to see it in the twelve English tenses. Hover, focus or tap a sentence to see its Spanish translation.',
    es: 'Elige un sujeto, una forma y un ejemplo para verlo en los doce tiempos del inglés. Pasa el ratón por una frase, enfócala o tócala para ver su traducción al español.',
  },
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
  usageCaption: {
    en: 'Percentages: how often each tense is used in everyday English (simple / continuous). Tap or focus a sentence to see it in Spanish.',
    es: 'Porcentajes: cuánto se usa cada tiempo en el inglés de cada día (simple / continuo). Toca o enfoca una frase para verla en español.',
  },
  /** Where the Spanish translation appears, until it is revealed. */
  spanishPlaceholder: 'Ver en español',
  /** Before a sentence shown struck through, as what not to say. */
  wrongLabel: "Don't say:",
  legendHeading: 'Colors',
  verbFormsHeading: 'Verb forms',
  /** Labels of the verb forms block: the English forms, then the Spanish ones. */
  verbFormLabels: {
    en: {
      base: 'Infinitive',
      third: 'He/She/It',
      past: 'Past',
      participle: 'Participle',
      ing: '-ing form',
    },
    es: {
      infinitive: 'Infinitivo',
      present: 'Presente (yo)',
      preterite: 'Pretérito (yo)',
      future: 'Futuro (yo)',
      participle: 'Participio',
      gerund: 'Gerundio',
    },
  },
  /** The past of "be", which has two forms. */
  pastOfBe: 'was / were',
  regularNote: 'Regular verb: the past and the participle end in -ed, like study → studied.',
  irregularNote: 'Irregular verb: learn its past and participle by heart.',
  videosHeading: 'Watch and review',
  /** When the other examples could not load (offline on a first visit). */
  loadFailed:
    'The other examples could not be loaded, so the table still shows the first one. Check your connection and reload the page.',
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
