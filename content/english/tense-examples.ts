/**
 * The twelve example phrases of the Verb tenses page with their Spanish complements.
 * Every sentence of the table is generated from them by lib/english/conjugate-en.ts and
 * conjugate-es.ts. The page's other words are in tense-texts.ts; this list loads on
 * demand in the browser (the page shows the first example's table from the server).
 */
import type { TenseExample, TenseKey, TenseOverride } from './tense-types';

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
    tenses: {
      // A job held in the past is "era" in Spanish; "fui" asks for a time span.
      'past-simple': { esTense: 'imperfect' },
      // A state reaching a point in the future needs its length of time.
      'future-perfect-simple': {
        en: {
          verb: 'be',
          complement: 'a developer for ten years',
          pluralComplement: 'developers for ten years',
        },
        es: {
          verb: 'llevar',
          complement: 'diez años como desarrollador/a',
          pluralComplement: 'diez años como desarrolladores',
        },
        esTense: 'future',
        note: 'The future perfect of a state asks for its length of time: for ten years.',
      },
      ...inContinuousCells({
        en: { verb: 'work', complement: 'as a developer', pluralComplement: 'as developers' },
        es: {
          verb: 'trabajar',
          complement: 'como desarrollador/a',
          pluralComplement: 'como desarrolladores',
        },
        literalIsWrong: true,
        note: "'Be' names a state here, so it has no continuous form: say what you do (work as a developer). 'Being' describes behavior: You are being rude.",
      }),
    },
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
    en: { verb: 'make', complement: 'important decisions' },
    es: { verb: 'tomar', complement: 'decisiones importantes' },
    note: "English makes a decision where Spanish takes one (tomar una decisión): I make important decisions. 'Take a decision' is heard in British English too.",
  },
];
