import { pages } from './routes';

/** Texts and project cards of the home page (/helloworld). */
export interface ProjectCard {
  name: string;
  description: string;
  imageUrl: string;
  /** The page the card opens (SPEC's to_link). */
  href: string;
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
  projectsButton: 'Projects',
  projectsHeading: 'Projects',
} as const;

export const projects: readonly ProjectCard[] = [
  {
    name: 'News',
    description: 'Rate the latest news and random images.',
    imageUrl: '/assets/projects/news.svg',
    href: pages.news.path,
  },
  {
    name: 'Database course',
    description: 'Files and resources of a university database course.',
    imageUrl: '/assets/projects/web-bd.svg',
    href: pages.course.path,
  },
  {
    name: '2048',
    description: 'Slide and merge the tiles until you reach 2048.',
    imageUrl: '/assets/projects/2048.svg',
    href: pages.game2048.path,
  },
  {
    name: "Who's that Pokémon?",
    description: 'Guess the Pokémon from its silhouette.',
    imageUrl: '/assets/projects/pokemon.svg',
    href: pages.pokemon.path,
  },
  {
    name: 'Tic-tac-toe',
    description: 'The classic game on 3x3, 4x4 and 5x5 boards.',
    imageUrl: '/assets/projects/tictactoe.svg',
    href: pages.ticTacToe.path,
  },
  {
    name: 'English',
    description: 'Grammar, verbs, phrases and games for Spanish speakers.',
    imageUrl: '/assets/projects/english.svg',
    href: pages.english.path,
  },
  {
    name: 'Dev tips',
    description: 'A library of short videos about software fundamentals.',
    imageUrl: '/assets/projects/dev-tips.svg',
    href: pages.devTips.path,
  },
  {
    name: 'Local to-do list',
    description: 'Manage your tasks in the browser, even offline.',
    imageUrl: '/assets/projects/todo.svg',
    href: pages.todo.path,
  },
];
