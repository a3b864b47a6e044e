import { site } from './site';

/**
 * The route registry: the only place where a page's path, title, description, visible
 * heading and BACK target are written. Each `app/<path>/page.tsx` takes its metadata from
 * its entry (`routeMetadata(pages.x)`) and renders one component, which renders
 * `<PageHeader route={pages.x} />`. The sitemap and the end-to-end route checks read
 * this list. To add a page, see CONTRIBUTING.md.
 */
export interface RouteInfo {
  /** Where the page is published; the folder under app/ has the same name. */
  path: string;
  /** The page's h1. */
  heading: string;
  /** The browser tab title (followed by the site name); the heading when absent. */
  title?: string;
  /** The title is used as it is, without the site name after it. */
  absoluteTitle?: boolean;
  /** Meta description (search results and link previews). */
  description: string;
  /** Parent page the BACK button returns to; no BACK button when absent. */
  back?: string;
  /** Where BACK goes once the page's exercise is finished, when it differs from `back`. */
  backWhenDone?: string;
  /** Language of the page's main text; English when absent. */
  lang?: 'es';
  /** The same page in other languages, by language code (hreflang). */
  languages?: Readonly<Record<string, string>>;
  /** Sitemap priority, 0.6 when absent. */
  priority?: number;
  /**
   * The page is a tool or game run in the browser (not text to read): the speed budget
   * allows it more first-load JavaScript (`npm run budget`).
   */
  interactive?: true;
  /** `false` leaves the page out of the site search (see README); indexed when absent. */
  search?: false;
  /** The page is not finished: it stays out of the site search and the sitemap. */
  workInProgress?: true;
}

const home = '/helloworld';
const english = '/ee';
const cvLanguages = { es: '/cv', en: '/cv/en', 'x-default': '/cv' } as const;

export const pages = {
  home: {
    path: home,
    heading: `Hello world, I am ${site.shortName}`,
    title: `${site.name} · ${site.role}`,
    absoluteTitle: true,
    description: site.description,
    priority: 1,
  },
  cv: {
    path: cvLanguages.es,
    heading: site.name,
    title: 'Currículum vitae',
    description:
      'Currículum de Mateo Salinas, ingeniero de software: experiencia en pagos, nube y productos web, estudios y habilidades.',
    back: home,
    lang: 'es',
    languages: cvLanguages,
    priority: 0.9,
  },
  cvEn: {
    path: cvLanguages.en,
    heading: site.name,
    title: 'Curriculum vitae',
    description:
      'Curriculum vitae of Mateo Salinas, software engineer: experience in payments, cloud and web products, studies and skills.',
    back: home,
    languages: cvLanguages,
    priority: 0.9,
  },
  news: {
    path: '/news',
    heading: 'Rate the news',
    description: 'Rate news from two sources and random images.',
    back: home,
    interactive: true,
    search: false,
  },
  course: {
    path: '/web-bd',
    heading: 'Recursos del curso de bases de datos',
    description:
      'Apuntes, presentaciones, guías de ejercicios y scripts SQL de un curso universitario de bases de datos, unidad por unidad.',
    back: home,
    lang: 'es',
  },
  game2048: {
    path: '/2048',
    heading: '2048',
    description: 'Play 2048: slide and merge the tiles to reach 2048.',
    back: home,
    interactive: true,
    search: false,
  },
  pokemon: {
    path: '/pokemonGame',
    heading: "Who's that Pokémon?",
    description:
      'Guess the Pokémon from its silhouette, by name or Pokédex number, on three difficulty levels.',
    back: home,
    interactive: true,
    search: false,
  },
  ticTacToe: {
    path: '/tictactoe',
    heading: 'Tic-tac-toe',
    description: 'Play tic-tac-toe on 3x3, 4x4 and 5x5 boards, against a friend or the computer.',
    back: home,
    interactive: true,
    search: false,
  },
  devTips: {
    path: '/dev-tips',
    heading: 'Dev tips',
    description:
      'Videos cortos sobre fundamentos de la programación: SOLID, Big O, algoritmos, patrones de diseño y código limpio.',
    back: home,
    lang: 'es',
    interactive: true,
  },
  todo: {
    path: '/local-todolist',
    heading: 'Lista de tareas',
    description:
      'Gestiona tus tareas fácilmente sin internet: una lista de tareas guardada en tu navegador.',
    back: home,
    lang: 'es',
    interactive: true,
    search: false,
  },
  yourData: {
    path: '/data',
    heading: 'Your data',
    description:
      'Save the to-do tasks, learned verbs, review cards and best scores this browser keeps to a file, and bring them into another browser.',
    back: home,
    interactive: true,
    priority: 0.3,
    search: false,
  },
  linktree: {
    path: '/linktree',
    heading: 'Software Engineering Manager',
    title: 'Link tree',
    description: 'Links of a software engineering manager. Work in progress.',
    back: home,
    workInProgress: true,
  },
  english: {
    path: english,
    heading: 'English for Spanish speakers',
    description:
      'Grammar, verbs, phrases and games to learn English, written for Spanish speakers: tenses, conditionals, modal verbs, questions, reported speech and more.',
  },
  englishTips: {
    path: '/ee/tips',
    heading: 'Phrase tips',
    description: 'Useful English phrases with pronunciation and Spanish translation.',
    back: '/eeHome',
    backWhenDone: english,
    interactive: true,
  },
  verbalTenses: {
    path: '/ee/verbalTenses',
    heading: 'Verb tenses',
    description:
      'The twelve English verb tenses for every subject in affirmative, negative and question form, with highlighted verb parts and Spanish translations.',
    back: english,
    interactive: true,
  },
  conditionals: {
    path: '/ee/conditionalSentences',
    heading: 'Conditional sentences',
    description:
      'Zero, first, second, third and mixed conditionals: when to use them, their structure and examples in English and Spanish.',
    back: english,
  },
  phrasalVerbs: {
    path: '/ee/phrasalVerbs',
    heading: '150 phrasal verbs',
    description:
      '150 common English phrasal verbs with their Spanish meaning and an example, plus an article and videos.',
    back: english,
  },
  readNews: {
    path: '/ee/readNews',
    heading: 'Read news',
    description: 'Read the top headlines in English, one article at a time.',
    back: english,
    interactive: true,
    search: false,
  },
  irregularVerbs: {
    path: '/ee/irregularVerbs',
    heading: 'Irregular verbs',
    description: 'Learn irregular English verbs used in tech and in meetings.',
    back: english,
    interactive: true,
  },
  antonyms: {
    path: '/ee/antonyms',
    heading: 'Antonyms',
    description: 'A matching game of English antonyms with Spanish translations.',
    back: english,
    interactive: true,
  },
  modalVerbs: {
    path: '/ee/modalVerbs',
    heading: 'Modal verbs',
    description:
      'English modal verbs by usage (permission, favor, ability, obligation, possibility, suggestions, logical conclusion) with examples in English and Spanish.',
    back: english,
  },
  questions: {
    path: '/ee/questions',
    heading: 'Questions',
    description:
      'How to ask questions in English: H-questions, Wh-questions and yes/no questions, with examples, answers and Spanish explanations.',
    back: english,
  },
  reportedSpeech: {
    path: '/ee/reportedSpeech',
    heading: 'Reported speech',
    description:
      'Reported speech in English for Spanish speakers: tense shifts, reported questions, time words and 40 reporting verbs with examples.',
    back: english,
  },
  interview: {
    path: '/ee/interview',
    heading: 'Interview',
    description: 'Prepare for a job interview in English: how interviews work and what to expect.',
    back: english,
  },
  review: {
    path: '/ee/review',
    heading: 'Review',
    description:
      'Spaced-repetition review of irregular verbs, phrases and antonyms for Spanish speakers, scheduled with FSRS.',
    back: english,
    interactive: true,
    search: false,
  },
  search: {
    path: '/search',
    heading: 'Search',
    description:
      'Search the whole site: the CV in Spanish and English, English grammar, phrases, verbs, dev tips and the database course.',
    back: home,
    search: false,
    interactive: true,
  },
} as const satisfies Record<string, RouteInfo>;

export type PageKey = keyof typeof pages;

/** Every page, in the order of the sitemap. */
export const routes: readonly RouteInfo[] = Object.values(pages);

/** The pages ready to be found: in the sitemap and, unless `search: false`, the search. */
export const finishedRoutes: readonly RouteInfo[] = routes.filter((r) => !r.workInProgress);

export interface AliasInfo {
  /** The old or short path. */
  path: string;
  /** The page it forwards to. */
  to: string;
  /** Tab title while forwarding. */
  title: string;
}

/** Paths that only forward the visitor elsewhere; they are not listed in the sitemap. */
export const aliases = {
  root: { path: '/', to: home, title: 'Home' },
  englishHome: { path: '/eeHome', to: english, title: 'English' },
} as const satisfies Record<string, AliasInfo>;

export interface ServicePageInfo {
  path: string;
  /** Tab title. */
  title: string;
}

/**
 * Pages the site shows on its own, never linked and not in the sitemap: the service
 * worker's offline page (what a page never visited shows with the network off).
 */
export const servicePages = {
  offline: { path: '/offline', title: 'Offline' },
} as const satisfies Record<string, ServicePageInfo>;

/** The page published at `path`, for code that only has the path (menus, tests). */
export function routeInfo(path: string): RouteInfo {
  const info = routes.find((r) => r.path === path);
  if (!info) throw new Error(`Unknown route ${path}`);
  return info;
}
