/** Links of the top navigation bar (the Resume link comes from `site.resumeUrl`). */
export const mainNav = [
  { label: 'Home', href: '/helloworld' },
  { label: 'CV', href: '/cv' },
  { label: 'English', href: '/ee' },
  { label: 'Dev Tips', href: '/dev-tips' },
  { label: 'To-do', href: '/local-todolist' },
] as const;
