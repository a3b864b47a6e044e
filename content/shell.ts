/**
 * Texts of the frame around every page: the skip link, the navigation bar, the theme
 * switch, the footer, the redirect pages, the offline page and the prompt shown after a new
 * deploy.
 */
/** The languages the site's shared controls speak (the CV, the course and tips pages use both). */
export type ShellLang = 'en' | 'es';

export const shell = {
  skipToContent: 'Skip to content',
  mainNavLabel: 'Main',
  menuButton: 'Menu',
  resume: 'Resume',
  /** The play button over an embedded video, before the player loads. */
  playVideo: (title: string) => `Play video: ${title}`,
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
  /** The page an unknown address shows (served as 404.html). */
  notFound: {
    heading: 'Page not found',
    lead: 'There is no page at this address. It may have moved, or the link may have a typo.',
    leadEs: 'No hay ninguna página en esta dirección: puede que se haya movido.',
    searchLabel: 'Search the site',
    searchButton: 'Search',
    home: 'Home page',
    english: 'English course',
  },
  /** What the service worker shows, offline, for a page this device has not kept. */
  offline: {
    heading: 'You are offline',
    notSaved:
      'This page has not been saved on this device yet. It will open as soon as you are back online.',
    notSavedEs:
      'Estás sin conexión. Esta página aún no está guardada en este dispositivo: se abrirá en cuanto vuelvas a tener internet.',
    tryAgain: 'Try again',
    savedHeading: 'Saved on this device',
    savedIntro: 'You have opened these pages before, so they open without a connection:',
  },
  update: {
    message: 'A new version of the site is available.',
    reload: 'Reload',
    /** After Reload, when something this page holds could still not be saved ({what}: its names). */
    unsaved:
      'Your {what} could not be saved in this browser yet, and reloading would lose it. Export your data first, or reload anyway.',
    reloadAnyway: 'Reload anyway',
  },
} as const;
