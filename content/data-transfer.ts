/** Texts of the "your data" control (export / import of what this browser keeps). */
export const dataTransferTexts = {
  heading: 'Your data in this browser',
  intro:
    'Your to-do tasks, learned irregular verbs and best game scores stay in this browser only. Save them to a file to move them to another browser; importing adds to what is here and never deletes anything.',
  exportButton: 'Export my data',
  importButton: 'Import my data',
  fileName: 'my-site-data',
  exported: 'Your data was saved to a file.',
  importFailed: 'Nothing was imported.',
  errors: {
    tooLarge: 'The file is too large to be a data export.',
    notJson: 'The file is not valid JSON.',
    notExport: 'The file is not a data export of this site.',
    unknownVersion: 'The file comes from a version of this site that this page does not know.',
  },
  imported: (tasks: number, verbs: number) =>
    `Import done: ${tasks} new ${tasks === 1 ? 'task' : 'tasks'} and ${verbs} new learned ${verbs === 1 ? 'verb' : 'verbs'}; best scores kept at their highest.`,
  notSaved:
    'This browser has no room to keep it: it stays on this page until you close it. Free some space and try again.',
  skippedHeading: 'Not imported:',
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
  },
  /** One skipped item: 'Task “Buy milk”: another task already has this title'. */
  skippedItem: (field: string, title: string | null, reason: string) =>
    title === null ? `${field}: ${reason}` : `Task “${title}”: ${reason}`,
} as const;
