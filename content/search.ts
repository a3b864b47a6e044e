/**
 * Site search: the words of the search button, the search dialog and the /search page,
 * and the sections results are grouped under. Which pages are searched is set in
 * content/routes.ts (`search: false` leaves a page out); see README.
 */

/** A part of the site: the pages whose path is one of `paths` or lies under one. */
export interface SearchSection {
  label: string;
  paths: readonly string[];
}

/** Sections in the order the /search page lists them; the first match wins. */
export const searchSections: readonly SearchSection[] = [
  { label: 'Home', paths: ['/helloworld', '/linktree'] },
  { label: 'CV', paths: ['/cv'] },
  { label: 'English', paths: ['/ee'] },
  { label: 'Dev tips', paths: ['/dev-tips'] },
  { label: 'Database course', paths: ['/web-bd'] },
  { label: 'Games', paths: ['/2048', '/pokemonGame', '/tictactoe'] },
];

/** Section of a page no entry above matches. */
export const otherSection = 'More';

/** Languages a result can be filtered by (the page's language in the route registry). */
export const searchLanguages = [
  { code: 'es', label: 'Español' },
  { code: 'en', label: 'English' },
] as const;

export type SearchLanguage = (typeof searchLanguages)[number]['code'];

export const searchTexts = {
  /** Name of the navbar button. */
  open: 'Search',
  /** Shown beside the button on wide screens. */
  shortcutHint: '/',
  dialogTitle: 'Search the site',
  inputLabel: 'Search',
  placeholder: 'Words, phrases, verbs…',
  languageLegend: 'Language',
  allLanguages: 'All',
  resultsLabel: 'Results',
  loading: 'Loading search…',
  typeToSearch: 'Type to search every page of the site.',
  noResults: (query: string) => `No results for “${query}”.`,
  count: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  /** The index could not be loaded (offline before the first search, or a broken deploy). */
  unavailable: 'Search is not available right now. Check your connection and try again.',
  /** The same, with the browser offline: what search can do without a connection. */
  offline:
    'You are offline. Search works without a connection once it has been used with one on this device; until then, the pages you opened are kept and open offline.',
  retry: 'Try again',
  keysHint: '↑ ↓ to move, Enter to open, Esc to close',
  allResults: 'Open the results page',
  /** /search without JavaScript. */
  needsJavaScript:
    'Search needs JavaScript, which is turned off in this browser. Every page of the site is listed below.',
  sectionsHeading: 'Sections of the site',
} as const;
