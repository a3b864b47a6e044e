/**
 * The English area (/ee): its welcome text and the 12 colored buttons of its menu.
 * Each button keeps the same colors in the light and the dark theme; the text color
 * must contrast at least 4.5:1 with the background (checked by a unit test).
 */

import { pages } from '../routes';

/** Icons the menu can show (Font Awesome 6), mapped to components in the menu view. */
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

export interface EnglishMenuOption {
  /** Text of the button. */
  name: string;
  /** Page the button opens. */
  route: string;
  faicon: EnglishMenuIcon;
  /** Background color, `#rrggbb`. */
  bgcolor: string;
  /** Text and icon color, `#rrggbb`. */
  txtcolor: string;
}

export const englishMenu: readonly EnglishMenuOption[] = [
  {
    name: 'Tips',
    route: pages.englishTips.path,
    faicon: 'lightbulb',
    bgcolor: '#fcd34d',
    txtcolor: '#422006',
  },
  {
    name: 'Verbal Tenses',
    route: pages.verbalTenses.path,
    faicon: 'clock',
    bgcolor: '#1d4ed8',
    txtcolor: '#ffffff',
  },
  {
    name: 'Conditional sentences',
    route: pages.conditionals.path,
    faicon: 'code-branch',
    bgcolor: '#7e22ce',
    txtcolor: '#ffffff',
  },
  {
    name: 'Phrasal verbs',
    route: pages.phrasalVerbs.path,
    faicon: 'puzzle-piece',
    bgcolor: '#047857',
    txtcolor: '#ffffff',
  },
  {
    name: 'Read News',
    route: pages.readNews.path,
    faicon: 'newspaper',
    bgcolor: '#334155',
    txtcolor: '#ffffff',
  },
  {
    name: 'Irregular Verbs',
    route: pages.irregularVerbs.path,
    faicon: 'shuffle',
    bgcolor: '#be123c',
    txtcolor: '#ffffff',
  },
  {
    name: 'Antonyms',
    route: pages.antonyms.path,
    faicon: 'right-left',
    bgcolor: '#67e8f9',
    txtcolor: '#083344',
  },
  {
    name: 'Modal verbs',
    route: pages.modalVerbs.path,
    faicon: 'key',
    bgcolor: '#4338ca',
    txtcolor: '#ffffff',
  },
  {
    name: 'Questions',
    route: pages.questions.path,
    faicon: 'circle-question',
    bgcolor: '#f9a8d4',
    txtcolor: '#500724',
  },
  {
    name: 'Reported speech',
    route: pages.reportedSpeech.path,
    faicon: 'quote-left',
    bgcolor: '#c2410c',
    txtcolor: '#ffffff',
  },
  {
    name: 'Interview',
    route: pages.interview.path,
    faicon: 'user-tie',
    bgcolor: '#bef264',
    txtcolor: '#1a2e05',
  },
  {
    name: 'Review',
    route: pages.review.path,
    faicon: 'rotate',
    bgcolor: '#0f766e',
    txtcolor: '#ffffff',
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
  hint: 'Choose a topic from the colored buttons above to start.',
  hintEs: 'Elige un tema en los botones de colores de arriba para empezar.',
} as const;
