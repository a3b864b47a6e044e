export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * Why a Pokémon did not load: a PokeAPI error kind (lib/games/pokeapi.ts) or its picture.
 * The store passes the API's kinds on as they are, so one missing here fails to compile.
 */
export type LoadError = 'http' | 'network' | 'timeout' | 'invalid' | 'image';

/**
 * Texts of the Pokémon guessing game (/pokemonGame). `{name}`, `{id}` and `{n}` are
 * filled in by the page.
 */
export const pokemonTexts = {
  description:
    'Guess the Pokémon from its silhouette: type its name or its Pokédex number. Small typos are forgiven.',
  difficultyLabel: 'Difficulty',
  difficulties: {
    EASY: { label: 'Easy', range: '#1–151' },
    MEDIUM: { label: 'Medium', range: '#1–400' },
    HARD: { label: 'Hard', range: '#1–880' },
  } satisfies Record<Difficulty, { label: string; range: string }>,
  randomButton: 'Random',
  randomHint: 'Skip to another Pokémon',
  stageHeading: 'Mystery Pokémon',
  silhouetteAlt: 'Silhouette of the mystery Pokémon',
  revealedAlt: '{name}, Pokémon number {id}',
  loading: 'Loading a Pokémon…',
  loadingPicture: 'Loading the picture…',
  noScript: 'The game loads a Pokémon from the internet and needs JavaScript to play.',
  prompt: "Who's that Pokémon?",
  revealed: "It's {name}! Pokédex #{id}",
  triesLeft: { one: '1 try left', other: '{n} tries left' },
  guessLabel: 'Your guess',
  guessPlaceholder: 'Name or number',
  guessButton: 'Guess',
  emptyGuess: 'Type a name or a number first.',
  found: 'Found',
  wrong: 'Wrong',
  wrongHint: 'Wrong guesses on this Pokémon; after 3 a new one comes.',
  wrongGuess: "Oh sorry! That's not the Pokémon, try again.",
  missed: 'Three misses: it was {name} (#{id}). Here comes a new one.',
  dismiss: 'Dismiss message',
  errors: {
    http: 'The Pokémon service answered with an error.',
    network: 'Could not reach the Pokémon service. Check your connection.',
    timeout: 'The Pokémon service is taking too long to answer.',
    invalid: 'The Pokémon service sent an answer that could not be read.',
    image: 'The picture of this Pokémon did not load.',
  } satisfies Record<LoadError, string>,
  retry: 'Retry',
  logHeading: 'Answer log',
  logSummary: '{right} right · {wrong} wrong',
  logEmpty: 'No guesses yet. Your answers will appear here, newest first.',
  logAnswer: 'You said',
  logRightAnswer: 'Answer',
  logHidden: 'hidden until this round ends',
  logRight: 'Right',
  logWrong: 'Wrong',
} as const;
