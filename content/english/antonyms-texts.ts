/** The words of the antonyms game (/ee/antonyms); the pairs are in ./antonyms.ts. */

/** The lead paragraph, in the two help languages. */
export const antonymsIntro = {
  en: 'Match each English word with its opposite. Pick a word in Select 1 and its antonym in Select 2; every correct pair scores a point and a new round of five starts when the list is empty.',
  es: 'Une cada palabra inglesa con su contraria. Elige una palabra en Select 1 y su antónimo en Select 2; cada pareja correcta suma un punto, y cuando la lista se vacía empieza una nueva ronda de cinco.',
} as const;

/** Labels, messages and screen-reader announcements of the game. */
export const antonymsLabels = {
  score: 'Score:',
  best: 'Best score ever:',
  select1: 'Select 1',
  select2: 'Select 2',
  lastCorrect: 'Last correct pair:',
  noneYet: 'none yet',
  restart: 'Restart',
  loadFailed: 'The word pairs could not be loaded. Check your connection and reload the page.',
  win: (score: number) => `You win! You played every round, with a final score of ${score}.`,
  correct: (pair: string | null) => (pair ? `Correct: ${pair}.` : 'Correct.'),
  newRound: 'New round: five more pairs.',
  wrong: (left: string, right: string) => `${left} and ${right} are not antonyms. Try again.`,
  winAnnouncement: (score: number) => `You win! Every round is played. Final score: ${score}.`,
} as const;
