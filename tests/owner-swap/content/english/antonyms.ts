/**
 * Owner-swap fixture: a short antonyms list (two rounds' worth) in place of
 * content/english/antonyms.ts; tests/owner-swap/run.mjs checks that typecheck, unit tests
 * and the build still pass with it.
 *
 * Antonym pairs of the matching game: each pair is two opposite English words with
 * their Spanish meaning. The first word goes to the 'Select 1' list and the second to
 * 'Select 2'. An English word may appear in more than one pair (light / heavy, light /
 * dark); a round never shows the same English word twice.
 *
 * The optional third element is the pair's meaning group: pairs whose words can swap
 * partners (big / small and huge / tiny: big is also the opposite of tiny) share a
 * group, and a round never shows two pairs of one group, so a correct opposite is never
 * scored wrong. A pair without a group is a group of its own.
 */
export interface AntonymWord {
  en: string;
  es: string;
}

export type AntonymPair = readonly [left: AntonymWord, right: AntonymWord, group?: string];

export const antonymPairs: readonly AntonymPair[] = [
  [
    { en: 'hot', es: 'caliente' },
    { en: 'cold', es: 'frío' },
  ],
  [
    { en: 'open', es: 'abrir' },
    { en: 'close', es: 'cerrar' },
  ],
  [
    { en: 'early', es: 'temprano' },
    { en: 'late', es: 'tarde' },
  ],
  [
    { en: 'win', es: 'ganar' },
    { en: 'lose', es: 'perder' },
  ],
  [
    { en: 'push', es: 'empujar' },
    { en: 'pull', es: 'tirar' },
  ],
  [{ en: 'big', es: 'grande' }, { en: 'small', es: 'pequeño' }, 'size'],
  [{ en: 'huge', es: 'enorme' }, { en: 'tiny', es: 'diminuto' }, 'size'],
  [
    { en: 'buy', es: 'comprar' },
    { en: 'sell', es: 'vender' },
  ],
];
