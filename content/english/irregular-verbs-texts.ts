import type { IrregularVerb } from './irregular-verbs';

/** The words of the irregular verbs page (/ee/irregularVerbs); the verbs are in ./irregular-verbs.ts. */

export type VerbListId = 'tech' | 'meetings';

export interface VerbListName {
  id: VerbListId;
  /** Label of the toggle button. */
  label: string;
}

export interface VerbList extends VerbListName {
  verbs: readonly IrregularVerb[];
}

/** The lists, in the order of their buttons. */
export const verbListNames: readonly VerbListName[] = [
  { id: 'tech', label: 'in tech' },
  { id: 'meetings', label: 'in meetings' },
];

/** The list a first visit starts with (the server shows its first verb). */
export const firstVerbList: VerbListId = 'tech';

/** The lead paragraph, in the two help languages. */
export const irregularVerbsIntro = {
  en: 'Irregular verbs you will meet at work. Say the three forms aloud, press Show answer to check them, and mark a verb as learned to stop seeing it.',
  es: 'Verbos irregulares que encontrarás en el trabajo. Di las tres formas en voz alta, pulsa Show answer para comprobarlas y marca un verbo como aprendido (Learned) para dejar de verlo.',
} as const;

/** Labels and messages of the trainer. */
export const irregularVerbsLabels = {
  listGroup: 'Verb list',
  infinitive: 'Infinitive',
  pastSimple: 'Past Simple',
  participle: 'Participle',
  spanish: 'Español',
  listen: (term: string, value: string) => `Listen: ${term} ${value}`,
  listenEs: (value: string) => `Escuchar: ${value}`,
  next: (remaining: number) => `Next (${remaining})`,
  learned: (count: number) => `Learned (${count})`,
  allLearned: (count: number, list: string) => `You have learned all ${count} verbs ${list}!`,
  resetHint: 'Reset the progress of this list to practice its verbs again.',
  loadFailed: 'The verb lists could not be loaded. Check your connection and reload the page.',
  reset: (list: string) => `Reset progress ${list}`,
  /** The tables of every verb below the trainer (each one linkable, found by the site search). */
  allVerbs: 'All the verbs',
  listCaption: (list: string, count: number) => `Irregular verbs ${list} (${count})`,
} as const;
