/**
 * Every page of the site with its visible heading: the sitemap and the end-to-end
 * route checks read this list.
 */
export interface RouteInfo {
  path: string;
  heading: string;
  /** Parent page the BACK button returns to. */
  back?: string;
}

export const routes: readonly RouteInfo[] = [
  { path: '/helloworld', heading: 'Hello world, I am Mateo' },
  { path: '/cv', heading: 'Mateo Salinas', back: '/helloworld' },
  { path: '/cv/en', heading: 'Mateo Salinas', back: '/helloworld' },
  { path: '/news', heading: 'Rate the news', back: '/helloworld' },
  { path: '/web-bd', heading: 'Recursos del curso de bases de datos', back: '/helloworld' },
  { path: '/2048', heading: '2048', back: '/helloworld' },
  { path: '/pokemonGame', heading: "Who's that Pokémon?", back: '/helloworld' },
  { path: '/tictactoe', heading: 'Tic-tac-toe', back: '/helloworld' },
  { path: '/dev-tips', heading: 'Dev Tips', back: '/helloworld' },
  { path: '/local-todolist', heading: 'LocalStorage TodoList', back: '/helloworld' },
  { path: '/linktree', heading: 'Software Engineering Manager', back: '/helloworld' },
  { path: '/ee', heading: 'English for Spanish speakers' },
  { path: '/ee/tips', heading: 'Phrase tips', back: '/eeHome' },
  { path: '/ee/verbalTenses', heading: 'Verbal Tenses', back: '/ee' },
  { path: '/ee/conditionalSentences', heading: 'Conditional sentences', back: '/ee' },
  { path: '/ee/phrasalVerbs', heading: '150 PHRASAL VERBS', back: '/ee' },
  { path: '/ee/readNews', heading: 'Read News', back: '/ee' },
  { path: '/ee/irregularVerbs', heading: 'Irregular Verbs', back: '/ee' },
  { path: '/ee/antonyms', heading: 'Antonyms', back: '/ee' },
  { path: '/ee/modalVerbs', heading: 'Modal verbs', back: '/ee' },
  { path: '/ee/questions', heading: 'Questions', back: '/ee' },
  { path: '/ee/reportedSpeech', heading: 'Reported speech', back: '/ee' },
  { path: '/ee/interview', heading: 'Interview', back: '/ee' },
  { path: '/ee/review', heading: 'Review', back: '/ee' },
];

/** Paths that only forward the visitor elsewhere; they are not listed in the sitemap. */
export const aliases = {
  '/': '/helloworld',
  '/eeHome': '/ee',
} as const;

export function routeInfo(path: string): RouteInfo {
  const info = routes.find((r) => r.path === path);
  if (!info) throw new Error(`Unknown route ${path}`);
  return info;
}
