/**
 * Texts of the frame around every page: the skip link, the navigation bar, the theme
 * switch, the footer, the redirect pages and the prompt shown after a new deploy.
 */
export const shell = {
  skipToContent: 'Skip to content',
  mainNavLabel: 'Main',
  menuButton: 'Menu',
  resume: 'Resume',
  newTab: '(opens in a new tab)',
  /** Default words of the shared controls (components/ui). */
  back: 'BACK',
  close: 'Close',
  loading: 'Loading...',
  theme: {
    label: 'Dark theme',
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  footer: {
    home: 'Home',
    email: (name: string) => `E-mail ${name}`,
    profile: (name: string, network: string) => `${name} on ${network}`,
  },
  redirect: {
    heading: 'Redirecting…',
    takingYouTo: 'Taking you to',
    home: 'the home page',
    english: 'the English area',
  },
  notFoundTitle: 'Page not found',
  update: {
    message: 'A new version of the site is available.',
    reload: 'Reload',
  },
} as const;
