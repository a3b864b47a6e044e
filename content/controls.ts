import type { ShellLang } from '@/content/shell';

/**
 * Words of the shared controls that client components render (components/ui): the back
 * button, the dialog's close button, the speak button and the new-tab note of external
 * links. Apart from content/shell.ts, so that a game or trainer rendered on the client
 * does not carry the words of the whole frame.
 */
export const controls = {
  /** Read by screen readers after every link that opens a new tab (components/ui/external-link). */
  newTab: { en: '(opens in a new tab)', es: '(se abre en una pestaña nueva)' } satisfies Record<
    ShellLang,
    string
  >,
  /** The back button's word (components/ui/back-button), in the page's language. */
  back: { en: 'Back', es: 'Volver' } satisfies Record<ShellLang, string>,
  /** The close button of a dialog (components/ui/modal), unless the page names it. */
  close: 'Close',
  /** The speak button (components/ui/speak-button) in the language it reads. */
  listen: {
    en: { title: 'Listen', label: (text: string) => `Listen: ${text}` },
    es: { title: 'Escuchar', label: (text: string) => `Escuchar: ${text}` },
  } satisfies Record<ShellLang, { title: string; label: (text: string) => string }>,
} as const;
