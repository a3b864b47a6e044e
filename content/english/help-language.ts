/**
 * The switch of the help language: the explanation paragraphs of the English area show
 * in English or in Spanish, one at a time (headings and exercise words stay English).
 */
export const helpLanguageTexts = {
  /** The switch's name, in both languages: whoever needs it may read only one. */
  label: 'Help language / Idioma de la ayuda',
  options: [
    { value: 'en', short: 'EN', name: 'English', lang: 'en' },
    { value: 'es', short: 'ES', name: 'Español', lang: 'es' },
  ],
} as const;

/** A paragraph of explanation in both languages; the page shows the learner's choice. */
export interface HelpPair {
  en: string;
  es: string;
}
