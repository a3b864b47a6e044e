/**
 * Every word of the review page (/ee/review). Like the rest of the English area: English
 * on the buttons and headings, explanations in Spanish for Spanish speakers. The page's
 * h1 comes from content/routes.ts. The words the trainers and the menu show are in
 * content/english/review-actions.ts, so those pages do not load these.
 */
/** The three review decks (lib/review/decks.ts lists them and their card-id prefixes). */
export type DeckId = 'verbs' | 'phrases' | 'antonyms';

export const reviewPage = {
  description:
    'Review irregular verbs, phrases and antonyms just before you forget them. Every day the page shows the cards that are due; grade how well you remembered each one and the next review is scheduled for you.',
  descriptionEs:
    'Repasa verbos irregulares, frases y antónimos justo antes de olvidarlos. Cada día la página muestra las tarjetas que tocan: mira la cara, intenta recordar la respuesta, dale la vuelta y di cómo te ha ido. Cuanto mejor la recuerdes, más tarde volverá. Todo se guarda en este navegador, sin registrarte.',
  howTo:
    'Atajos de teclado: Espacio muestra la respuesta; 1, 2, 3 y 4 eligen Again (otra vez), Hard (difícil), Good (bien) y Easy (fácil).',
  decksHeading: 'Decks',
  decksIntro:
    'Agrega tarjetas desde los entrenadores con el botón "Add to review". Cada mazo contiene:',
  cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
} as const;

export const deckNames: Record<DeckId, { name: string; es: string; trainer: string }> = {
  verbs: { name: 'Irregular verbs', es: 'verbos irregulares', trainer: '/ee/irregularVerbs' },
  phrases: { name: 'Phrases', es: 'frases útiles', trainer: '/ee/tips' },
  antonyms: { name: 'Antonyms', es: 'pares de antónimos', trainer: '/ee/antonyms' },
};

export const reviewSession = {
  heading: 'Today',
  filterLabel: 'Deck',
  allDecks: 'All decks',
  dueLabel: 'due',
  loading: 'Loading your cards…',
  noScript:
    'El repaso necesita JavaScript: tus tarjetas y su calendario se guardan en este navegador y se calculan en la página.',
  dueNow: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} to review now`,
  showAnswer: 'Show answer',
  showAnswerKey: 'Space',
  gradeGroup: 'How well did you remember it?',
  grades: { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' },
  gradesEs: { again: 'otra vez', hard: 'difícil', good: 'bien', easy: 'fácil' },
  nextIn: 'next in',
  cardPosition: (deck: string) => `Card from ${deck}`,
  verb: { infinitive: 'Infinitive', past: 'Past simple', participle: 'Past participle' },
  phrase: { english: 'English', pronunciation: 'Pronunciation' },
  antonym: { word: 'Word', opposite: 'Opposite' },
  spanish: 'Spanish',
  meaning: 'Meaning',
  summaryHeading: 'Session complete',
  summary: (n: number) => `You reviewed ${n} ${n === 1 ? 'card' : 'cards'}.`,
  summaryEs: '¡Buen trabajo! Vuelve cuando toque el siguiente repaso.',
  nothingHeading: 'Nothing to review now',
  /** `within` ('3 h') is left out when the card is due in less than a minute. */
  nextDue: (within: string | undefined, date: string) =>
    `The next card is due ${within ? `in ${within} ` : ''}(${date}).`,
  noNextDue: 'No card is scheduled.',
  emptyHeading: 'Your review deck is empty',
  emptyText:
    'Abre un entrenador y pulsa "Add to review" (o "Add this list") para agregar tarjetas. Los verbos que marques como "Learned" también llegan aquí.',
  newPerDayLabel: 'New cards per day',
  newPerDayHint: 'Máximo de tarjetas nuevas por día (de 0 a 100).',
  graded: (grade: string, next: string) => `${grade}: next review in ${next}.`,
} as const;

/** Short lengths of time shown on the grade buttons: '1 min', '10 min', '2 days'. */
export const intervals = {
  minutes: (n: number) => `${n} min`,
  hours: (n: number) => `${n} h`,
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  months: (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`,
  years: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
} as const;

export const reviewProgress = {
  heading: 'Progress',
  perDayHeading: 'Reviews per day, last 30 days',
  perDaySummary: (total: number, days: number) =>
    `${total} ${total === 1 ? 'review' : 'reviews'} in the last ${days} days`,
  dayColumn: 'Day',
  reviewsColumn: 'Reviews',
  perStateHeading: 'Cards per state',
  states: { new: 'New', learning: 'Learning', review: 'Review', relearning: 'Relearning' },
} as const;
