import { pages } from './routes';

/** Texts and project cards of the home page (/helloworld). */
export interface ProjectCard {
  name: string;
  description: string;
  /**
   * A screenshot of the page the card opens (640 x 400 WebP under public/). After a
   * change of a page's look, `npm run screenshots` takes them again from the build.
   */
  imageUrl: string;
  /** The page the card opens (SPEC's to_link). */
  href: string;
  /** What the project is built with or on, a few words each. */
  tags: readonly string[];
  /** One line on what it achieves. */
  outcome: string;
  /** What the picture shows, for those who cannot see it (its alt text). */
  shows: string;
  /**
   * The part of the page the picture is cut from (a CSS selector, for
   * scripts/screenshots.mjs): 400 x 250 pixels from its top left corner, at a scale where
   * its words stay readable on the card.
   */
  crop: string;
  /** Where the project's code can be read; the card has no code link when absent. */
  codeUrl?: string;
}

export const home = {
  intro:
    'Software engineer. I build fast, accessible web products and teach English to Spanish-speaking developers in my spare time.',
  taglines: [
    'I write software that people enjoy using.',
    'Clean code, fast pages, happy users.',
    'Learning English? There is a corner here for you.',
    'Take a break: the games are one click away.',
  ],
  /** Milliseconds each tagline stays on screen. */
  taglineIntervalMs: 2000,
  /** The button beside the tagline that stops and starts its rotation. */
  taglinePause: 'Pause the tagline',
  taglineResume: 'Resume the tagline',
  projectsButton: 'Projects',
  projectsHeading: 'Projects',
  /** The hero's actions and the names of its profile links. */
  resumeButton: 'Download résumé',
  contactButton: 'Contact',
  profilesLabel: 'Profiles',
  /** Read before a card's tags by screen readers. */
  tagsLabel: 'Built with',
  /** A card's link to its code; `name` is read by screen readers only. */
  codeLink: 'View the code',
  codeOf: (name: string) => ` of ${name}`,
} as const;

/** The project cards in the order the home page shows them: the strongest first. */
export const projects: readonly ProjectCard[] = [
  {
    name: 'English',
    description: 'Grammar, verbs, phrases and games for Spanish speakers.',
    imageUrl: '/assets/projects/english.webp',
    tags: ['FSRS', 'Speech synthesis'],
    outcome: 'Eleven topics, and spaced-repetition review that plans what to study each day.',
    href: pages.english.path,
    shows:
      'The lesson menu: phrase tips, the twelve verb tenses and more, each with a line on what it teaches.',
    crop: '#main nav ul',
  },
  {
    name: 'Local to-do list',
    description: 'Manage your tasks in the browser, even offline.',
    imageUrl: '/assets/projects/todo.webp',
    tags: ['localStorage', 'Offline'],
    outcome: 'Works without internet; two open tabs never overwrite each other.',
    href: pages.todo.path,
    shows: 'The task list: a task to do with its date and time, and a finished one struck through.',
    crop: '#main section',
  },
  {
    name: '2048',
    description: 'Slide and merge the tiles until you reach 2048.',
    imageUrl: '/assets/projects/2048.webp',
    tags: ['Zustand', 'Touch swipes', 'Seeded tests'],
    outcome: 'Rules as pure, unit-tested functions; plays by keys, swipes or buttons.',
    href: pages.game2048.path,
    shows: 'A corner of the 2048 board a few moves into a game, with its first tiles.',
    crop: '[data-testid=board-2048]',
  },
  {
    name: 'Tic-tac-toe',
    description: 'The classic game on 3x3, 4x4 and 5x5 boards.',
    imageUrl: '/assets/projects/tictactoe.webp',
    tags: ['Minimax', 'Keyboard play'],
    outcome: 'A computer opponent for boards up to 5x5 that never loses on 3x3.',
    href: pages.ticTacToe.path,
    shows: 'The choice of board size and the empty board, X to play.',
    crop: '#main [role=group]',
  },
  {
    name: "Who's that Pokémon?",
    description: 'Guess the Pokémon from its silhouette.',
    imageUrl: '/assets/projects/pokemon.webp',
    tags: ['PokeAPI', 'Edit distance'],
    outcome: 'Forgives a typo in the name and caches each answer for the session.',
    href: pages.pokemon.path,
    shows: "The game's levels, the score so far and the silhouette of the Pokémon to guess.",
    crop: '#main section',
  },
  {
    name: 'News',
    description: 'Rate the latest news and random images.',
    imageUrl: '/assets/projects/news.webp',
    tags: ['RSS', 'NewsAPI', 'Sanitized HTML'],
    outcome: 'Two news sources read at build time, so the page opens instantly and offline.',
    href: pages.news.path,
    shows: 'A story of the latest news: its headline, source and first line.',
    crop: '#main article h2',
  },
  {
    name: 'Dev tips',
    description: 'A library of short videos about software fundamentals.',
    imageUrl: '/assets/projects/dev-tips.webp',
    tags: ['Video', 'Privacy mode'],
    outcome: 'Videos load only when played, so the page stays light.',
    href: pages.devTips.path,
    shows: 'The first video tip: its title and what it explains.',
    crop: '#main ul li',
  },
  {
    name: 'Database course',
    description: 'Files and resources of a university database course.',
    imageUrl: '/assets/projects/web-bd.webp',
    tags: ['Static content', 'Spanish'],
    outcome: "Every unit's notes, slides and SQL scripts on one page, readable without JavaScript.",
    href: pages.course.path,
    shows: "The course's units, each opening to its notes, slides and SQL scripts.",
    crop: '#main ul',
  },
];
