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
  imported: (tasks: number, verbs: number) =>
    `Import done: ${tasks} new task(s) and ${verbs} new learned verb(s); best scores kept at their highest.`,
  skipped: 'Skipped (not valid):',
} as const;
