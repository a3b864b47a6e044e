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
  selectedItem,
  type AntonymsState,
} from '@/lib/english/antonyms';
import { seededRng, type Rng } from '@/lib/random';

const p = (a: string, ae: string, b: string, be: string): AntonymPair => [
  { en: a, es: ae },
  { en: b, es: be },
];

const pairs: AntonymPair[] = [
  p('hot', 'caliente', 'cold', 'frío'),
  p('big', 'grande', 'small', 'pequeño'),
  p('fast', 'rápido', 'slow', 'lento'),
  p('happy', 'feliz', 'sad', 'triste'),
  p('early', 'temprano', 'late', 'tarde'),
  p('rich', 'rico', 'poor', 'pobre'),
  p('open', 'abierto', 'closed', 'cerrado'),
  p('full', 'lleno', 'empty', 'vacío'),
  p('wet', 'mojado', 'dry', 'seco'),
  p('up', 'arriba', 'down', 'abajo'),
  p('buy', 'comprar', 'sell', 'vender'),
  p('win', 'ganar', 'lose', 'perder'),
];

/** Matches the first word of Select 1 with its counterpart. */
function matchFirst(state: AntonymsState, rng: Rng) {
  const left = state.left[0]!;
  const right = state.right.find((r) => r.pairId === left.pairId)!;
  const first = pick(state, 'left', left.pairId, pairs, rng);
  expect(first.outcome).toBe('picked');
  return pick(first.state, 'right', right.pairId, pairs, rng);
}

describe('antonyms game', () => {
  it('starts with score 0 and a round of 5 pairs, both lists shuffled independently', () => {
    const state = newGame(pairs, seededRng(1), 4);
    expect(state.score).toBe(0);
    expect(state.best).toBe(4);
    expect(state.win).toBe(false);
    expect(state.left).toHaveLength(ROUND_SIZE);
    expect(state.right).toHaveLength(ROUND_SIZE);
    expect(state.pool).toHaveLength(pairs.length - ROUND_SIZE);
    expect(state.used).toHaveLength(ROUND_SIZE);
    const ids = (items: readonly { pairId: number }[]) => items.map((i) => i.pairId);
    expect([...ids(state.left)].sort()).toEqual([...state.used].sort());
    expect([...ids(state.right)].sort()).toEqual([...state.used].sort());
    for (const item of state.left) expect(item.en).toBe(pairs[item.pairId]![0].en);
    for (const item of state.right) expect(item.en).toBe(pairs[item.pairId]![1].en);
    expect(state.lookup).toEqual(
      Object.fromEntries(state.used.map((id) => [pairs[id]![0].en, pairs[id]![1].en])),
    );
    // Over a few seeds the two lists do not simply line up.
    const aligned = [1, 2, 3, 4, 5].every((seed) => {
      const s = newGame(pairs, seededRng(seed));
      return ids(s.left).join() === ids(s.right).join();
    });
    expect(aligned).toBe(false);
  });

  it('is deterministic for a seeded random source', () => {
    expect(newGame(pairs, seededRng(99))).toEqual(newGame(pairs, seededRng(99)));
  });

  it('a correct pair scores, records the pair, removes both items and clears the picks', () => {
    const rng = seededRng(2);
    const state = newGame(pairs, rng);
    const left = state.left[0]!;
    const { state: after, outcome } = matchFirst(state, rng);
    expect(outcome).toBe('correct');
    expect(after.score).toBe(1);
    expect(after.best).toBe(1);
    expect(after.left).toHaveLength(4);
    expect(after.right).toHaveLength(4);
    expect(after.left.some((i) => i.pairId === left.pairId)).toBe(false);
    expect(after.right.some((i) => i.pairId === left.pairId)).toBe(false);
    expect(after.selectedLeft).toBeNull();
    expect(after.selectedRight).toBeNull();
    const [a, b] = pairs[left.pairId]!;
    expect(lastCorrectText(after, pairs)).toBe(`${a.en} (${a.es}) - ${b.en} (${b.es})`);
  });

  it('matches in either order: Select 2 first, then Select 1', () => {
    const rng = seededRng(3);
    const state = newGame(pairs, rng);
    const right = state.right[2]!;
    const first = pick(state, 'right', right.pairId, pairs, rng);
    expect(first.outcome).toBe('picked');
    const second = pick(first.state, 'left', right.pairId, pairs, rng);
    expect(second.outcome).toBe('correct');
    expect(second.state.score).toBe(1);
  });

  it('a wrong pair changes nothing and the picks stay', () => {
    const rng = seededRng(4);
    const state = newGame(pairs, rng, 7);
    const left = state.left[0]!;
    const wrong = state.right.find((r) => r.pairId !== left.pairId)!;
    const first = pick(state, 'left', left.pairId, pairs, rng).state;
    const { state: after, outcome } = pick(first, 'right', wrong.pairId, pairs, rng);
    expect(outcome).toBe('wrong');
    expect(after).toEqual({ ...state, selectedLeft: left.pairId, selectedRight: wrong.pairId });
    expect(selectedItem(after, 'left')).toEqual(left);
    expect(selectedItem(after, 'right')).toEqual(wrong);
  });

  it('picking again on a side replaces the pick, and the new pair is checked', () => {
    const rng = seededRng(5);
    const state = newGame(pairs, rng);
    const [l1, l2] = [state.left[0]!, state.left[1]!];
    const s1 = pick(state, 'left', l1.pairId, pairs, rng).state;
    const s2 = pick(s1, 'left', l2.pairId, pairs, rng);
    expect(s2.outcome).toBe('picked');
    expect(s2.state.selectedLeft).toBe(l2.pairId);
    // After a wrong pair, replacing the right pick with the counterpart scores.
    const wrong = pick(s2.state, 'right', l1.pairId, pairs, rng);
    expect(wrong.outcome).toBe('wrong');
    const fixed = pick(wrong.state, 'right', l2.pairId, pairs, rng);
    expect(fixed.outcome).toBe('correct');
    expect(fixed.state.score).toBe(1);
  });

  it('ignores items that are not on that side', () => {
    const rng = seededRng(6);
    const state = newGame(pairs, rng);
    const gone = state.pool[0]!;
    expect(pick(state, 'left', gone, pairs, rng)).toEqual({ state, outcome: 'ignored' });
    expect(pick(state, 'right', -1, pairs, rng)).toEqual({ state, outcome: 'ignored' });
  });

  it('draws 5 more pairs when Select 1 empties, then wins when fewer than 5 remain in the pool', () => {
    const rng = seededRng(7);
    let state = newGame(pairs, rng);
    for (let i = 0; i < ROUND_SIZE; i += 1) state = matchFirst(state, rng).state;
    expect(state.score).toBe(5);
    expect(state.win).toBe(false);
    expect(state.left).toHaveLength(ROUND_SIZE);
    expect(state.pool).toHaveLength(2);
    expect(state.used).toHaveLength(10);
    for (let i = 0; i < ROUND_SIZE; i += 1) state = matchFirst(state, rng).state;
    expect(state.score).toBe(10);
    expect(state.win).toBe(true);
    expect(state.left).toHaveLength(0);
    expect(state.right).toHaveLength(0);
    expect(state.pool).toHaveLength(2);
    // Nothing can be picked after the win.
    expect(pick(state, 'left', state.pool[0]!, pairs, rng).outcome).toBe('ignored');
  });

  it('restart: score 0, win cleared, used pairs back in the pool, a new round, best kept', () => {
    const rng = seededRng(8);
    let state = newGame(pairs, rng);
    for (let i = 0; i < 10; i += 1) state = matchFirst(state, rng).state;
    expect(state.win).toBe(true);
    state = restart(state, pairs, rng);
    expect(state.win).toBe(false);
    expect(state.score).toBe(0);
    expect(state.best).toBe(10);
    expect(state.lastCorrect).toBeNull();
    expect(state.left).toHaveLength(ROUND_SIZE);
    expect(state.pool).toHaveLength(pairs.length - ROUND_SIZE);
    expect(state.used).toHaveLength(ROUND_SIZE);
  });

  it('restart in the middle of a round returns the pairs on screen too', () => {
    const rng = seededRng(9);
    const state = matchFirst(newGame(pairs, rng), rng).state;
    const again = restart(state, pairs, rng);
    expect(again.pool.length + again.used.length).toBe(pairs.length);
    expect(new Set([...again.pool, ...again.used]).size).toBe(pairs.length);
  });

  it('only raises the best score when the score beats it', () => {
    const rng = seededRng(10);
    let state = newGame(pairs, rng, 2);
    state = matchFirst(state, rng).state;
    expect(state.best).toBe(2);
    state = matchFirst(state, rng).state;
    expect(state.best).toBe(2);
    state = matchFirst(state, rng).state;
    expect(state.score).toBe(3);
    expect(state.best).toBe(3);
  });

  describe('with duplicated English words in the pool', () => {
    const dupes: AntonymPair[] = [
      p('light', 'ligero', 'heavy', 'pesado'),
      p('light', 'claro', 'dark', 'oscuro'),
      p('left', 'izquierda', 'right', 'derecha'),
      p('right', 'correcto', 'wrong', 'incorrecto'),
      p('full', 'lleno', 'empty', 'vacío'),
      p('hungry', 'hambriento', 'full', 'lleno'),
      p('old', 'viejo', 'new', 'nuevo'),
      p('young', 'joven', 'old', 'viejo'),
      p('hot', 'caliente', 'cold', 'frío'),
      p('warm', 'cálido', 'cool', 'fresco'),
      p('open', 'abierto', 'closed', 'cerrado'),
      p('lose', 'perder', 'find', 'encontrar'),
      p('win', 'ganar', 'lose', 'perder'),
    ];

    it('never shows an English word twice in a round, so every visible pair is accepted', () => {
      for (let seed = 0; seed < 200; seed += 1) {
        const rng = seededRng(seed);
        let state = newGame(dupes, rng);
        while (!state.win) {
          const words = [...state.left, ...state.right].map((i) => i.en);
          expect(new Set(words).size).toBe(words.length);
          for (const left of state.left) {
            for (const right of state.right) {
              expect(isCorrectPair(state, left, right)).toBe(left.pairId === right.pairId);
            }
          }
          state = matchFirst(state, rng).state;
          if (state.left.length === 0) break;
        }
      }
    });

    it('wins when the pool left cannot make a full round of different words', () => {
      const clash: AntonymPair[] = [
        p('light', 'ligero', 'heavy', 'pesado'),
        p('light', 'claro', 'dark', 'oscuro'),
        p('light', 'luminoso', 'gloomy', 'sombrío'),
        p('light', 'ligero', 'serious', 'serio'),
        p('light', 'claro', 'deep', 'intenso'),
      ];
      const state = newGame(clash, seededRng(1));
      expect(state.win).toBe(true);
      expect(state.left).toHaveLength(0);
      expect(drawRound({ ...state, win: false }, clash, seededRng(2)).win).toBe(true);
    });
  });

  describe('with meaning groups', () => {
    const g = (a: string, b: string, group: string): AntonymPair => [
      { en: a, es: a },
      { en: b, es: b },
      group,
    ];
    const grouped: AntonymPair[] = [
      g('big', 'small', 'size'),
      g('huge', 'tiny', 'size'),
      g('start', 'end', 'start-end'),
      g('begin', 'finish', 'start-end'),
      g('optional', 'compulsory', 'obligation'),
      g('voluntary', 'mandatory', 'obligation'),
      p('hot', 'caliente', 'cold', 'frío'),
      p('rich', 'rico', 'poor', 'pobre'),
      p('open', 'abierto', 'closed', 'cerrado'),
    ];

    it('two pairs of one group, or with one English word, cannot share a round', () => {
      expect(canShareRound(grouped[0]!, grouped[1]!)).toBe(false);
      expect(canShareRound(grouped[2]!, grouped[3]!)).toBe(false);
      expect(canShareRound(grouped[0]!, grouped[2]!)).toBe(true);
      expect(canShareRound(grouped[6]!, grouped[7]!)).toBe(true);
      expect(canShareRound(p('light', 'a', 'dark', 'b'), p('light', 'c', 'heavy', 'd'))).toBe(
        false,
      );
    });

    it('takes the first pairs of the order that can share a round, backing up when needed', () => {
      expect(pickRound([0, 1, 2, 3, 4, 5, 6, 7, 8], grouped)).toEqual([0, 2, 4, 6, 7]);
      // Pair 0 shares a word with both others: taking it first leaves no round of two,
      // so the search backs up and takes 1 and 2.
      const three = [p('a', 'a', 'b', 'b'), p('a', 'a', 'c', 'c'), p('d', 'd', 'b', 'b')];
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
