/** Texts of the "Your data" page (/data) and its export / import control. */

/** What an import added that this browser did not have. */
interface ImportCounts {
  tasks: number;
  verbsLearned: number;
  reviews: number;
}

export const dataTransferTexts = {
  /** The page's lead paragraph. */
  pageIntro:
    'This site has no accounts and no server that keeps anything of yours: what you do here stays in this browser, and only you can move it.',
  keptHeading: 'What this browser keeps',
  kept: [
    'Your to-do tasks.',
    'The irregular verbs you marked as learned.',
    'Your review cards, their history and when each is due.',
    'Your best 2048 tile and your best antonyms score.',
    'Your choice of light or dark theme.',
  ],
  heading: 'Save or move your data',
  intro:
    'Save your tasks, learned verbs, review cards and best scores to a file to keep a copy or to move them to another browser. Importing a file adds to what is here and never deletes anything.',
  /** Shown instead of working buttons when JavaScript is off. */
  noScript: 'Saving and importing a file need JavaScript, which is turned off in this browser.',
  exportButton: 'Export my data',
  importButton: 'Import my data',
  fileName: 'my-site-data',
  exported: 'Your data was saved to a file.',
  importFailed: 'Nothing was imported.',
  /** The code behind the two buttons could not be fetched (offline on a first visit). */
  loadFailed:
    'Saving and importing could not be loaded. Check your connection and reload the page: nothing was changed.',
  /** Writing the file failed on an error this page did not foresee (nothing was changed). */
  exportFailed: 'Your data could not be written to a file. Nothing was changed; try again.',
  errors: {
    tooLarge: 'The file is too large to be a data export.',
    notJson: 'The file is not valid JSON.',
    tooDeep: 'The file nests its values deeper than any data of this site does.',
    notExport: 'The file is not a data export of this site.',
    unknownVersion: 'The file comes from a version of this site that this page does not know.',
    unreadable: 'The file could not be read.',
  },
  imported: ({ tasks, verbsLearned, reviews }: ImportCounts) =>
    `Import done: ${tasks} new ${tasks === 1 ? 'task' : 'tasks'}, ${verbsLearned} new learned ${verbsLearned === 1 ? 'verb' : 'verbs'} and ${reviews} new review ${reviews === 1 ? 'card' : 'cards'}; best scores kept at their highest.`,
  notSaved:
    'This browser has no room to keep it: it stays on this page until you close it. Free some space and try again.',
  /** The import stopped on an error this page did not foresee. */
  importStopped:
    'The import stopped on an unexpected error. Reload the page to see what this browser now holds.',
  skippedHeading: 'Not imported:',
  /** After the first items of a long list of skipped ones. */
  skippedMore: (count: number) => `…and ${count} more.`,
  /** Names of the fields of the file, as the visitor knows them. */
  fields: {
    tasks: 'to-do tasks',
    verbsLearned: 'learned irregular verbs',
    max2048: 'best 2048 tile',
    maxScoreEver: 'best antonyms score',
    reviews: 'review cards',
  },
  skippedReasons: {
    invalid: 'not a valid task',
    beingDeleted: 'was being deleted',
    duplicateTitle: 'another task already has this title',
    invalidField: 'not valid',
    invalidEntries: 'some entries are not valid and were left out; the rest was imported',
    keptAside:
      'an entry that is not a valid card, kept aside as it is; your next export includes it',
  },
  /** One skipped item: 'Task “Buy milk”: another task already has this title'. */
  skippedItem: (field: string, title: string | null, reason: string) =>
    title === null ? `${field}: ${reason}` : `Task “${title}”: ${reason}`,
} as const;
