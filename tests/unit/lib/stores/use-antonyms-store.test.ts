import { antonymPairs, type AntonymPair } from '@/content/english/antonyms';
import { firstRound, ROUND_SIZE } from '@/lib/english/antonyms';
import { seededRng } from '@/lib/random';
import { resetStorageForTests } from '@/lib/storage';
import { useAntonymsStore } from '@/lib/stores/use-antonyms-store';

const MAX_SCORE_KEY = 'maxScoreEver';

const initial = useAntonymsStore.getState();

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  useAntonymsStore.setState(initial, true);
});

function matchFirst() {
  const { game, pick } = useAntonymsStore.getState();
  const left = game.left[0]!;
  pick('left', left.pairId, seededRng(1));
  pick('right', left.pairId, seededRng(1));
}

/** Two rounds of made-up pairs with no word in common: the first round ends without a win. */
const twoRounds = Array.from({ length: 2 * ROUND_SIZE }, (_, i): AntonymPair => [
  { en: `up${i}`, es: `arriba${i}` },
  { en: `down${i}`, es: `abajo${i}` },
]);

describe('antonyms store', () => {
  it('pre-renders the same fixed round every time (drawn on the server)', () => {
    const round = firstRound(antonymPairs);
    expect(round.left).toHaveLength(ROUND_SIZE);
    expect(round.right).toHaveLength(ROUND_SIZE);
    expect(firstRound(antonymPairs)).toEqual(round);
  });

  it('holds no game and no pairs before the pairs have loaded', () => {
    expect(initial.hydrated).toBe(false);
    expect(initial.pairs).toEqual([]);
    expect(initial.game.left).toEqual([]);
    expect(initial.game.win).toBe(false);
  });

  it('ignores picks until the game was dealt after mount', () => {
    const left = firstRound(antonymPairs).left[0]!;
    initial.pick('left', left.pairId);
    expect(useAntonymsStore.getState().game.selectedLeft).toBeNull();
  });

  it('reads maxScoreEver and writes it only when the score beats it', () => {
    localStorage.setItem(MAX_SCORE_KEY, '2');
    useAntonymsStore.getState().start(antonymPairs, seededRng(7));
    expect(useAntonymsStore.getState().game.best).toBe(2);
    matchFirst();
    matchFirst();
    expect(localStorage.getItem(MAX_SCORE_KEY)).toBe('2');
    matchFirst();
    expect(useAntonymsStore.getState().game.score).toBe(3);
    expect(localStorage.getItem(MAX_SCORE_KEY)).toBe('3');
    const fb = useAntonymsStore.getState().feedback;
    expect(fb?.kind).toBe('correct');
    expect(fb && 'pairId' in fb ? antonymPairs[fb.pairId] : undefined).toBeDefined();
  });

  it('never lowers a best score another tab saved meanwhile (50 stays 50)', () => {
    useAntonymsStore.getState().start(antonymPairs, seededRng(7));
    localStorage.setItem(MAX_SCORE_KEY, '50');
    matchFirst();
    expect(useAntonymsStore.getState().game.score).toBe(1);
    expect(localStorage.getItem(MAX_SCORE_KEY)).toBe('50');
    expect(useAntonymsStore.getState().game.best).toBe(50);
  });

  it('reports a wrong pair without changing the score', () => {
    useAntonymsStore.getState().start(antonymPairs, seededRng(9));
    const { game, pick } = useAntonymsStore.getState();
    const left = game.left[0]!;
    const right = game.right.find((r) => r.pairId !== left.pairId)!;
    pick('left', left.pairId);
    pick('right', right.pairId);
    expect(useAntonymsStore.getState().feedback).toEqual({
      kind: 'wrong',
      left: left.en,
      right: right.en,
    });
    expect(useAntonymsStore.getState().game.score).toBe(0);
  });

  it('keeps a game in progress when the page mounts again', () => {
    useAntonymsStore.getState().start(antonymPairs, seededRng(10));
    matchFirst();
    useAntonymsStore.getState().start(antonymPairs, seededRng(11));
    expect(useAntonymsStore.getState().game.score).toBe(1);
  });

  it('reports the end of a round, keeps the message on a single pick, and clears it on restart', () => {
    const { restart } = useAntonymsStore.getState();
    restart(seededRng(1));
    expect(useAntonymsStore.getState().game).toEqual(initial.game);
    useAntonymsStore.getState().start(twoRounds, seededRng(12));
    for (let i = 0; i < ROUND_SIZE; i += 1) matchFirst();
    expect(useAntonymsStore.getState().feedback?.kind).toBe('round');
    const { game, pick } = useAntonymsStore.getState();
    pick('left', game.left[0]!.pairId);
    expect(useAntonymsStore.getState().feedback?.kind).toBe('round');
    useAntonymsStore.getState().restart(seededRng(13));
    expect(useAntonymsStore.getState().feedback).toBeNull();
  });

  it('reports a win with its score', () => {
    const round = firstRound(antonymPairs).left.map((item) => antonymPairs[item.pairId]!);
    useAntonymsStore.getState().start(round, seededRng(14));
    for (let i = 0; i < ROUND_SIZE; i += 1) matchFirst();
    expect(useAntonymsStore.getState().feedback).toEqual({ kind: 'win', score: ROUND_SIZE });
  });
});
