import { pages } from './routes';

/** Links of the top navigation bar (the Resume link comes from `site.resumeUrl`). */
export const mainNav = [
  { label: 'Home', href: pages.home.path },
  { label: 'CV', href: pages.cv.path },
  { label: 'English', href: pages.english.path },
  { label: 'Dev tips', href: pages.devTips.path },
  { label: 'To-do', href: pages.todo.path },
] as const;
