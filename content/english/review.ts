/**
 * Every word of the review page (/ee/review). Like the rest of the English area: English
 * on the buttons and headings, explanations in Spanish for Spanish speakers. The page's
 * h1 comes from content/routes.ts. The words the trainers and the menu show are in
 * content/english/review-actions.ts, so those pages do not load these.
 */
/** The review decks (lib/review/decks.ts lists them and their card-id prefixes). */
export type DeckId = 'verbs' | 'phrases' | 'antonyms' | 'phrasal' | 'tenses';

export const reviewPage = {
  aboutHeading: 'How it works',
  description:
    'Review irregular verbs, phrases, antonyms, phrasal verbs and tense examples just before you forget them. Every day the page shows the cards that are due; grade how well you remembered each one and the next review is scheduled for you.',
  descriptionEs:
    'Repasa verbos irregulares, frases, antónimos, phrasal verbs y oraciones de los tiempos verbales justo antes de olvidarlos. Cada día la página muestra las tarjetas que tocan: mira la cara (o escucha, o escribe la respuesta, según el modo que elijas en "Ask"), intenta recordar la respuesta y di cómo te ha ido. Cuanto mejor la recuerdes, más tarde volverá. Todo se guarda en este navegador, sin registrarte.',
  howTo:
    'Atajos de teclado: Espacio muestra la respuesta; Enter comprueba lo que escribiste; 1, 2, 3 y 4 eligen Again (otra vez), Hard (difícil), Good (bien) y Easy (fácil). Al escribir, no importan las mayúsculas, las tildes ni la puntuación final.',
  decksHeading: 'Decks',
  decksIntro:
    'Agrega tarjetas desde los entrenadores con el botón "Add to review". Cada mazo contiene:',
  cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
} as const;

export const deckNames: Record<DeckId, { name: string; es: string; trainer: string }> = {
  verbs: { name: 'Irregular verbs', es: 'verbos irregulares', trainer: '/ee/irregularVerbs' },
  phrases: { name: 'Phrases', es: 'frases útiles', trainer: '/ee/tips' },
  antonyms: { name: 'Antonyms', es: 'pares de antónimos', trainer: '/ee/antonyms' },
  phrasal: { name: 'Phrasal verbs', es: 'phrasal verbs', trainer: '/ee/phrasalVerbs' },
  tenses: {
    name: 'Tense examples',
    es: 'oraciones de los tiempos verbales',
    trainer: '/ee/verbalTenses',
  },
};

export const reviewSession = {
  heading: 'Today',
  filterLabel: 'Deck',
  allDecks: 'All decks',
  /** An option of the deck filter, with its due count once the deck has been read. */
  deckOption: (name: string, due?: number) => (due === undefined ? name : `${name} (${due} due)`),
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
  phrasal: { verb: 'Phrasal verb', example: 'Example' },
  tense: { name: 'Tense', english: 'English', spanishTense: 'Spanish tense' },
  spanish: 'Spanish',
  meaning: 'Meaning',
  heard: 'What you hear',
  /** The recall modes (lib/english/prefs.ts), chosen per deck. */
  modeLabel: 'Ask',
  modes: {
    recognize: 'Recognize',
    spanish: 'Spanish → English',
    type: 'Type the answer',
    listen: 'Listen and type',
  },
  modeHint: (deck: string) => `How ${deck} cards ask you (remembered for this deck).`,
  check: 'Check',
  checkKey: 'Enter',
  typed: {
    right: 'Right:',
    wrong: 'Answer:',
    yours: 'You typed:',
    extra: 'typed, not in the answer:',
    missing: 'missing:',
  },
  suggested: 'suggested',
  listen: { play: 'Play again', slower: 'Slower' },
  noSpeech: 'This browser cannot speak, so Listen and type asks as Type the answer.',
  addFirst: 'Add your first cards',
  addFirstEs: 'Elige un entrenador y pulsa "Add to review" en lo que quieras repasar:',
  summaryHeading: 'Session complete',
  summary: (n: number) => `You reviewed ${n} ${n === 1 ? 'card' : 'cards'}.`,
  summaryEs: '¡Buen trabajo! Vuelve cuando toque el siguiente repaso.',
  nothingHeading: 'Nothing to review now',
  /** `within` ('3 h') is left out when the card is due in less than a minute. */
  nextDue: (within: string | undefined, date: string) =>
    `Next card due ${within ? `in ${within}` : 'now'}: ${date}.`,
  noNextDue: 'No card is scheduled.',
  emptyHeading: 'Your review deck is empty',
  emptyText:
    'Abre un entrenador y pulsa "Add to review" (o "Add this list") para agregar tarjetas. Los verbos que marques como "Learned" también llegan aquí.',
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
  streakLabel: 'Streak',
  streak: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  streakHint: (days: number) =>
    days === 0 ? 'Review today to start a streak.' : 'in a row with at least one review',
  retentionLabel: 'True retention, last 30 days',
  retentionHint: (reviews: number) =>
    `of ${reviews} ${reviews === 1 ? 'review' : 'reviews'} of learned cards graded Good or Easy`,
  noRetention: 'No review of a learned card in the last 30 days yet.',
  percent: (rate: number) => `${Math.round(rate * 100)} %`,
  yearHeading: 'Reviews in the last year',
  yearSummary: (total: number, days: number) =>
    `${total} ${total === 1 ? 'review' : 'reviews'} on ${days} ${days === 1 ? 'day' : 'days'} in the last 365 days`,
  dayTitle: (day: string, count: number) =>
    `${day}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
  less: 'Less',
  more: 'More',
  forecastHeading: 'Cards due in the next 14 days',
  forecastSummary: (total: number, today: number) =>
    `${total} ${total === 1 ? 'card' : 'cards'} in the next 14 days, ${today} today`,
  today: 'Today',
  inDays: (n: number) => `in ${n} days`,
  dayColumn: 'Day',
  cardsColumn: 'Cards due',
  perStateHeading: 'Cards per state',
  states: { new: 'New', learning: 'Learning', review: 'Review', relearning: 'Relearning' },
} as const;

/** The settings under the card, and the Anki export. */
export const reviewSettings = {
  heading: 'Settings',
  newPerDayLabel: 'New cards per day',
  newPerDayHint: 'Máximo de tarjetas nuevas por día (de 0 a 100).',
  retentionLabel: 'Desired retention',
  retentionHint:
    'La parte de las tarjetas que quieres recordar cuando vuelven (de 80 % a 97 %; 90 % por defecto). Más alta, repasos más frecuentes.',
  percent: (value: number) => `${Math.round(value * 100)} %`,
  load: (percent: string, perDay: number, cards: number) =>
    `At ${percent}, your ${cards} studied ${cards === 1 ? 'card needs' : 'cards need'} about ${perDay} ${perDay === 1 ? 'review' : 'reviews'} a day.`,
  noStudied: 'Once you have studied some cards, this line says how many reviews a day they need.',
  ankiButton: 'Export for Anki',
  ankiHint:
    'Un archivo de texto separado por tabuladores para Archivo > Importar de Anki: anverso, reverso y etiquetas de cada tarjeta. Tu progreso completo se exporta desde',
  ankiDataLink: 'Your data',
  ankiFile: 'english-review-anki.txt',
  ankiEmpty: 'Your deck is empty: there is nothing to export yet.',
} as const;
