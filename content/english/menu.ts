/**
 * The English area (/ee): its welcome text and the 12 colored buttons of its menu.
 * Each button keeps the same colors in the light and the dark theme; the text color
 * must contrast at least 4.5:1 with the background (checked by a unit test).
 */

import { pages } from '../routes';

/** Icons the menu can show (Font Awesome 6), mapped to components in components/english/menu/topic-icons.ts. */
export type EnglishMenuIcon =
  | 'lightbulb'
  | 'clock'
  | 'code-branch'
  | 'puzzle-piece'
  | 'newspaper'
  | 'shuffle'
  | 'right-left'
  | 'key'
  | 'circle-question'
  | 'quote-left'
  | 'user-tie'
  | 'rotate';

/** One button (SPEC's fields faicon, bgcolor, txtcolor are icon, background, textColor). */
export interface EnglishMenuOption {
  /** Text of the button. */
  name: string;
  /** Page the button opens. */
  route: string;
  /** One line in Spanish under the topic's card on /ee: what the learner finds there. */
  summary: string;
  icon: EnglishMenuIcon;
  /** Background color, `#rrggbb`. */
  background: string;
  /** Text and icon color, `#rrggbb`. */
  textColor: string;
}

export const englishMenu: readonly EnglishMenuOption[] = [
  {
    name: 'Tips',
    route: pages.englishTips.path,
    summary: 'Frases útiles del día a día, con su pronunciación y audio.',
    icon: 'lightbulb',
    background: '#fcd34d',
    textColor: '#422006',
  },
  {
    name: 'Verb tenses',
    route: pages.verbalTenses.path,
    summary: 'Los doce tiempos verbales, para cada sujeto y forma, con su traducción.',
    icon: 'clock',
    background: '#1d4ed8',
    textColor: '#ffffff',
  },
  {
    name: 'Conditional sentences',
    route: pages.conditionals.path,
    summary: 'Los condicionales zero, first, second, third y mixed, con ejemplos.',
    icon: 'code-branch',
    background: '#7e22ce',
    textColor: '#ffffff',
  },
  {
    name: 'Phrasal verbs',
    route: pages.phrasalVerbs.path,
    summary: '150 phrasal verbs frecuentes con su significado y un ejemplo.',
    icon: 'puzzle-piece',
    background: '#047857',
    textColor: '#ffffff',
  },
  {
    name: 'Read news',
    route: pages.readNews.path,
    summary: 'Titulares reales en inglés para practicar la lectura.',
    icon: 'newspaper',
    background: '#334155',
    textColor: '#ffffff',
  },
  {
    name: 'Irregular verbs',
    route: pages.irregularVerbs.path,
    summary: 'Pasado y participio de los verbos irregulares más usados.',
    icon: 'shuffle',
    background: '#be123c',
    textColor: '#ffffff',
  },
  {
    name: 'Antonyms',
    route: pages.antonyms.path,
    summary: 'Un juego para emparejar cada palabra con su contrario.',
    icon: 'right-left',
    background: '#67e8f9',
    textColor: '#083344',
  },
  {
    name: 'Modal verbs',
    route: pages.modalVerbs.path,
    summary: 'Can, could, must, should… según lo que quieras expresar.',
    icon: 'key',
    background: '#4338ca',
    textColor: '#ffffff',
  },
  {
    name: 'Questions',
    route: pages.questions.path,
    summary: 'Cómo se forman las preguntas, con ejemplos y respuestas.',
    icon: 'circle-question',
    background: '#f9a8d4',
    textColor: '#500724',
  },
  {
    name: 'Reported speech',
    route: pages.reportedSpeech.path,
    summary: 'Cómo contar lo que otra persona dijo: el estilo indirecto.',
    icon: 'quote-left',
    background: '#c2410c',
    textColor: '#ffffff',
  },
  {
    name: 'Interview',
    route: pages.interview.path,
    summary: 'Cómo es una entrevista de trabajo en inglés y qué esperar.',
    icon: 'user-tie',
    background: '#bef264',
    textColor: '#1a2e05',
  },
  {
    name: 'Review',
    route: pages.review.path,
    summary: 'Repasa verbos, frases y antónimos justo antes de olvidarlos.',
    icon: 'rotate',
    background: '#0f766e',
    textColor: '#ffffff',
  },
];

/** Texts of the English home page; its h1 comes from content/routes.ts. */
export const englishHome = {
  /** Accessible name of the menu. */
  menuLabel: 'English lessons',
  /** Keyboard link (shown on focus) from above the menu to the page itself. */
  skipMenu: 'Skip the English menu',
  intro:
    'Welcome! This corner of the site helps Spanish speakers learn English step by step: useful phrases, the twelve verb tenses, conditionals, modal verbs, questions, reported speech, phrasal verbs, irregular verbs, a game of antonyms, real news and interview practice.',
  introEs:
    '¡Bienvenido/a! Este rincón de la web ayuda a los hispanohablantes a aprender inglés paso a paso: frases útiles, los doce tiempos verbales, oraciones condicionales, verbos modales, preguntas, estilo indirecto, phrasal verbs, verbos irregulares, un juego de antónimos, noticias reales y práctica para entrevistas.',
} as const;
