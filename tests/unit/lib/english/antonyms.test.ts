import type { AntonymPair } from '@/content/english/antonyms';
import {
  canShareRound,
  drawRound,
  isCorrectPair,
  lastCorrectText,
  newGame,
  pick,
  pickRound,
  restart,
  ROUND_SIZE,
  type AntonymsState,
} from '@/lib/english/antonyms';
import { seededRng, type Rng } from '@/lib/random';

const word = (en = '', es = '') => ({ en, es });
/** Pairs from comma-separated rows of 'en es en es' and an optional meaning group. */
const pairsOf = (rows: string): AntonymPair[] =>
  rows.split(/\s*,\s*/).map((row) => {
    const [a, ae, b, be, group] = row.trim().split(/\s+/);
    return group ? [word(a, ae), word(b, be), group] : [word(a, ae), word(b, be)];
  });

const pairs = pairsOf(`hot caliente cold frío, big grande small pequeño, fast rápido slow lento,
  happy feliz sad triste, early temprano late tarde, rich rico poor pobre,
  open abierto closed cerrado, full lleno empty vacío, wet mojado dry seco, up arriba down abajo,
  buy comprar sell vender, win ganar lose perder`);

const ids = (items: readonly { pairId: number }[]) => items.map((i) => i.pairId);
/** A seeded random source and a new game drawn with it. */
function start(seed: number, best = 0) {
  const rng = seededRng(seed);
  return { rng, state: newGame(pairs, rng, best) };
}

/** The state with its lists replaced by their lengths, to check many fields at once. */
const sized = (s: AntonymsState) => ({
  ...s,
  ...Object.fromEntries((['left', 'right', 'pool', 'used'] as const).map((k) => [k, s[k].length])),
});

/** `times` matches of Select 1's first word with its counterpart, each checked to be correct. */
function play(state: AntonymsState, rng: Rng, times = 1) {
  for (let i = 0; i < times; i += 1) {
    const left = state.left[0]!;
    const right = state.right.find((r) => r.pairId === left.pairId)!;
    const first = pick(state, 'left', left.pairId, pairs, rng);
    const second = pick(first.state, 'right', right.pairId, pairs, rng);
    expect([first.outcome, second.outcome]).toEqual(['picked', 'correct']);
    state = second.state;
  }
  return state;
}

describe('antonyms game', () => {
  it('starts with score 0 and a round of 5 pairs, both lists shuffled independently', () => {
    const { state } = start(1, 4);
    expect(sized(state)).toMatchObject({ score: 0, best: 4, win: false, left: ROUND_SIZE });
    expect(sized(state)).toMatchObject({ right: ROUND_SIZE, used: ROUND_SIZE });
    expect(state.pool).toHaveLength(pairs.length - ROUND_SIZE);
    expect(ids(state.left).sort()).toEqual([...state.used].sort());
    expect(ids(state.right).sort()).toEqual([...state.used].sort());
    for (const item of state.left) expect(item.en).toBe(pairs[item.pairId]![0].en);
    for (const item of state.right) expect(item.en).toBe(pairs[item.pairId]![1].en);
    expect(state.lookup).toEqual(
      Object.fromEntries(state.used.map((id) => [pairs[id]![0].en, pairs[id]![1].en])),
    );
    // Over a few seeds the two lists do not simply line up.
    const games = [1, 2, 3, 4, 5].map((seed) => start(seed).state);
    expect(games.every((s) => ids(s.left).join() === ids(s.right).join())).toBe(false);
  });

  it('is deterministic for a seeded random source', () => {
    expect(newGame(pairs, seededRng(99))).toEqual(newGame(pairs, seededRng(99)));
  });

  it('a correct pair scores, records the pair, removes both items and clears the picks', () => {
    const { rng, state } = start(2);
    const { pairId } = state.left[0]!;
    const after = play(state, rng); // also checks the outcome: 'correct'
    expect(sized(after)).toMatchObject({ score: 1, best: 1, left: 4, right: 4 });
    expect(after).toMatchObject({ selectedLeft: null, selectedRight: null });
    expect(ids([...after.left, ...after.right])).not.toContain(pairId);
    const [a, b] = pairs[pairId]!;
    expect(lastCorrectText(after, pairs)).toBe(`${a.en} (${a.es}) - ${b.en} (${b.es})`);
  });

  it('matches in either order: Select 2 first, then Select 1', () => {
    const { rng, state } = start(3);
    const { pairId } = state.right[2]!;
    const first = pick(state, 'right', pairId, pairs, rng);
    expect(first.outcome).toBe('picked');
    const second = pick(first.state, 'left', pairId, pairs, rng);
    expect(second).toMatchObject({ outcome: 'correct', state: { score: 1 } });
  });

  it('a wrong pair changes nothing and the picks stay', () => {
    const { rng, state } = start(4, 7);
    const left = state.left[0]!;
    const wrong = state.right.find((r) => r.pairId !== left.pairId)!;
    const first = pick(state, 'left', left.pairId, pairs, rng).state;
    const { state: after, outcome } = pick(first, 'right', wrong.pairId, pairs, rng);
    expect(outcome).toBe('wrong');
    expect(after).toEqual({ ...state, selectedLeft: left.pairId, selectedRight: wrong.pairId });
  });

  it('picking again on a side replaces the pick, and the new pair is checked', () => {
    const { rng, state } = start(5);
    const [l1, l2] = ids(state.left) as [number, number];
    const s1 = pick(state, 'left', l1, pairs, rng).state;
    const s2 = pick(s1, 'left', l2, pairs, rng);
    expect(s2).toMatchObject({ outcome: 'picked', state: { selectedLeft: l2 } });
    // After a wrong pair, replacing the right pick with the counterpart scores.
    const wrong = pick(s2.state, 'right', l1, pairs, rng);
    expect(wrong.outcome).toBe('wrong');
    const fixed = pick(wrong.state, 'right', l2, pairs, rng);
    expect(fixed).toMatchObject({ outcome: 'correct', state: { score: 1 } });
  });

  it('ignores items that are not on that side', () => {
    const { rng, state } = start(6);
    expect(pick(state, 'left', state.pool[0]!, pairs, rng)).toEqual({ state, outcome: 'ignored' });
    expect(pick(state, 'right', -1, pairs, rng)).toEqual({ state, outcome: 'ignored' });
  });

  it('draws 5 more pairs when Select 1 empties, then wins when fewer than 5 remain in the pool', () => {
    const { rng, state } = start(7);
    const drawn = play(state, rng, ROUND_SIZE);
    expect(sized(drawn)).toMatchObject({ score: 5, win: false, left: ROUND_SIZE, used: 10 });
    const won = play(drawn, rng, ROUND_SIZE);
    expect(sized(won)).toMatchObject({ score: 10, win: true, left: 0, right: 0 });
    // Two pairs stay in the pool: too few for a third round.
    expect([drawn.pool.length, won.pool.length]).toEqual([2, 2]);
    // Nothing can be picked after the win.
    expect(pick(won, 'left', won.pool[0]!, pairs, rng).outcome).toBe('ignored');
  });

  it('restart: score 0, win cleared, used pairs back in the pool, a new round, best kept', () => {
    const { rng, state } = start(8);
    const won = play(state, rng, 10);
    expect(won.win).toBe(true);
    const again = sized(restart(won, pairs, rng));
    expect(again).toMatchObject({ win: false, score: 0, best: 10, lastCorrect: null });
    expect(again).toMatchObject({ left: ROUND_SIZE, used: ROUND_SIZE });
    expect(again.pool).toBe(pairs.length - ROUND_SIZE);
  });

  it('restart in the middle of a round returns the pairs on screen too', () => {
    const { rng, state } = start(9);
    const again = restart(play(state, rng), pairs, rng);
    expect(again.pool.length + again.used.length).toBe(pairs.length);
    expect(new Set([...again.pool, ...again.used]).size).toBe(pairs.length);
  });

  it('only raises the best score when the score beats it', () => {
    const { rng, state } = start(10, 2);
    const first = play(state, rng);
    const second = play(first, rng);
    const third = play(second, rng);
    expect([first.best, second.best, third.best]).toEqual([2, 2, 3]);
    expect(third.score).toBe(3);
  });

  describe('with duplicated English words in the pool', () => {
    const dupes = pairsOf(`light ligero heavy pesado, light claro dark oscuro,
      left izquierda right derecha, right correcto wrong incorrecto, full lleno empty vacío,
      hungry hambriento full lleno, old viejo new nuevo, young joven old viejo,
      hot caliente cold frío, warm cálido cool fresco, open abierto closed cerrado,
      lose perder find encontrar, win ganar lose perder`);

    it('never shows an English word twice in a round, so every visible pair is accepted', () => {
      for (let seed = 0; seed < 200; seed += 1) {
        const rng = seededRng(seed);
        let state = newGame(dupes, rng);
        while (!state.win) {
          const words = [...state.left, ...state.right].map((i) => i.en);
          expect(new Set(words).size).toBe(words.length);
          for (const left of state.left)
            for (const right of state.right)
              expect(isCorrectPair(state, left, right)).toBe(left.pairId === right.pairId);
          state = play(state, rng);
          if (state.left.length === 0) break;
        }
      }
    });

    it('wins when the pool left cannot make a full round of different words', () => {
      const clash = pairsOf(`light ligero heavy pesado, light claro dark oscuro,
        light luminoso gloomy sombrío, light ligero serious serio, light claro deep intenso`);
      const state = newGame(clash, seededRng(1));
      expect(state.win).toBe(true);
      expect(state.left).toHaveLength(0);
      expect(drawRound({ ...state, win: false }, clash, seededRng(2)).win).toBe(true);
    });
  });

  describe('with meaning groups', () => {
    // Grouped pairs carry their English words as their Spanish ones too.
    const grouped = pairsOf(`big big small small size, huge huge tiny tiny size,
      start start end end start-end, begin begin finish finish start-end,
      optional optional compulsory compulsory obligation,
      voluntary voluntary mandatory mandatory obligation,
      hot caliente cold frío, rich rico poor pobre, open abierto closed cerrado`);

    it('two pairs of one group, or with one English word, cannot share a round', () => {
      const share = (i: number, j: number) => canShareRound(grouped[i]!, grouped[j]!);
      expect([share(0, 1), share(2, 3)]).toEqual([false, false]);
      expect([share(0, 2), share(6, 7)]).toEqual([true, true]);
      const [light, alsoLight] = pairsOf('light a dark b, light c heavy d');
      expect(canShareRound(light!, alsoLight!)).toBe(false);
    });

    it('takes the first pairs of the order that can share a round, backing up when needed', () => {
      expect(pickRound([0, 1, 2, 3, 4, 5, 6, 7, 8], grouped)).toEqual([0, 2, 4, 6, 7]);
      // Pair 0 shares a word with both others: taking it first leaves no round of two,
      // so the search backs up and takes 1 and 2.
      const three = pairsOf('a a b b, a a c c, d d b b');
      expect(pickRound([0, 1, 2], three, 2)).toEqual([1, 2]);
      expect(pickRound([0, 1], three, 2)).toBeNull();
    });

    it('never draws two pairs of one group into a round', () => {
      for (let seed = 0; seed < 50; seed += 1) {
        const state = newGame(grouped, seededRng(seed));
        const groups = state.left.map((item) => grouped[item.pairId]![2] ?? item.en);
        expect(new Set(groups).size).toBe(ROUND_SIZE);
        // Four pairs stay: two groups of one pair each cannot make a second round of five.
        const next = drawRound({ ...state, left: [], right: [] }, grouped, seededRng(seed));
        expect(next.win).toBe(true);
      }
    });
  });
});
