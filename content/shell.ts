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
  loading: 'Loading…',
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
  /** Shown on every page when this browser refused to save something. */
  saveStatus: {
    notSaved: (what: string) =>
      `Not saved: your ${what}. This browser's storage is full or blocked, so the change stays on this page only and is lost when you close it.`,
    asideHeld:
      'A damaged copy of your saved data could not be kept in this browser; it is only on this page now.',
    whatToDo:
      'Export your data to keep it, then free some space (for example by clearing data other sites keep in this browser). Your next change, or the button below, saves again.',
    exportLink: 'Export your data',
    retry: 'Try saving again',
    stillFull: 'Still not saved: the storage has no room yet.',
    /** How each saved value is named in the message; `other` for anything else. */
    values: {
      tasks: 'to-do tasks',
      verbsLearned: 'learned irregular verbs',
      max2048: 'best 2048 tile',
      maxScoreEver: 'best antonyms score',
      reviews: 'review progress',
      theme: 'theme choice',
      other: 'settings',
    } as Record<string, string>,
    /** 'a, b and c' */
    list: (items: readonly string[]) =>
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  },
} as const;
