/**
 * The warning every page shows when this browser refused to save something. Apart from
 * content/shell.ts because the warning's code is on every page and needs only these
 * words.
 */
export const saveStatusTexts = {
  notSaved: (what: string) =>
    `Not saved: your ${what}. This browser's storage is full or blocked, so the change stays on this page only and is lost when you close it.`,
  asideHeld:
    'There is no room to keep a copy of what could not be read, so it stays as it is, and this page does not save over it until there is room.',
  whatToDo:
    'Export your data to keep it, then free some space (for example by clearing data other sites keep in this browser). Your next change, or the button below, saves again.',
  exportLink: 'Export your data',
  retry: 'Try saving again',
  stillFull: 'Still not saved: the storage has no room yet.',
  /** Saved values found damaged (set aside) as this page read them. */
  damagedValue: (what: string) =>
    `Your saved ${what} could not be read, so this page started fresh.`,
  damagedItems: (what: string) => `Part of your saved ${what} could not be read and was left out.`,
  damagedKept:
    'Nothing is deleted: what could not be read is kept aside on this device, and your data export includes it.',
  dismiss: 'Dismiss',
  /** How each saved value is named in the message; `other` for anything else. */
  values: {
    tasks: 'to-do tasks',
    verbsLearned: 'learned irregular verbs',
    max2048: 'best 2048 tile',
    maxScoreEver: 'best antonyms score',
    reviews: 'review progress',
    theme: 'theme choice',
    englishPrefs: 'English area settings',
    other: 'settings',
  } as Record<string, string>,
  /** 'a, b and c' */
  list: (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
};
