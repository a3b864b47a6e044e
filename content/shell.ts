/**
 * Texts of the frame around every page: the skip link, the navigation bar, the theme
 * switch, the footer, the redirect pages and the prompt shown after a new deploy.
 */
/** The languages the site's shared controls speak (the CV, the course and tips pages use both). */
export type ShellLang = 'en' | 'es';

export const shell = {
  skipToContent: 'Skip to content',
  mainNavLabel: 'Main',
  menuButton: 'Menu',
  resume: 'Resume',
  /** Read by screen readers after every link that opens a new tab (components/ui/external-link). */
  newTab: { en: '(opens in a new tab)', es: '(se abre en una pestaña nueva)' } satisfies Record<
    ShellLang,
    string
  >,
  /** Default words of the shared controls (components/ui). */
  back: 'Back',
  close: 'Close',
  /** The play button over an embedded video, before the player loads. */
  playVideo: (title: string) => `Play video: ${title}`,
  /** The speak button (components/ui/speak-button) in the language it reads. */
  listen: {
    en: { title: 'Listen', label: (text: string) => `Listen: ${text}` },
    es: { title: 'Escuchar', label: (text: string) => `Escuchar: ${text}` },
  } satisfies Record<ShellLang, { title: string; label: (text: string) => string }>,
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
