import { antonymPairs, type AntonymPair, type AntonymWord } from '@/content/english/antonyms';
import { canShareRound, newGame, pick, pickRound, ROUND_SIZE } from '@/lib/english/antonyms';
import { seededRng } from '@/lib/random';

const pairs = antonymPairs;
const ids = pairs.map((_, i) => i);
const en = (pair: AntonymPair) => [pair[0].en.toLowerCase(), pair[1].en.toLowerCase()];
const name = (id: number) => `${pairs[id]![0].en}/${pairs[id]![1].en}`;
const sameGroup = (a: AntonymPair, b: AntonymPair) => a[2] !== undefined && a[2] === b[2];
const shareWord = (a: AntonymPair, b: AntonymPair) => en(a).some((w) => en(b).includes(w));
/** Word couples from a comma-separated list of 'first second'. */
const couples = (list: string) =>
  list.split(/\s*,\s*/).map((couple) => couple.trim().split(' ') as [string, string]);

/** Every two different pairs of the pool, as ids (i < j). */
const everyTwo = ids.flatMap((i) => ids.slice(i + 1).map((j): [number, number] => [i, j]));
const conflicting = everyTwo.filter(([i, j]) => !canShareRound(pairs[i]!, pairs[j]!));
const compatible = everyTwo.filter(([i, j]) => canShareRound(pairs[i]!, pairs[j]!));

/**
 * Spanish words that translate two unrelated English words of the pool (one Spanish
 * word, two senses), so sharing them makes no two answers correct: each entry lists the
 * English words it may translate.
 */
const HOMONYMS: Record<string, readonly string[]> = {
  tarde: ['late', 'evening'], // late vs the time of day
  claro: ['light', 'clear'], // a light color vs clear meaning
  fresco: ['fresh', 'cool'], // fresh food vs cool weather
  pasado: ['stale', 'past'], // stale food vs the past
  activo: ['active', 'asset'], // active vs an asset in accounting
  pasivo: ['passive', 'liability'], // passive vs a liability in accounting
  salida: ['exit', 'departure', 'output'], // a door, a train, a program
  entrada: ['entrance', 'input'], // a door, a program
  descargar: ['download', 'unload'], // a file vs a truck
  subir: ['upload', 'rise'], // a file vs a price
  aprobar: ['pass', 'approve'], // an exam vs a plan
};

describe('antonyms content', () => {
  it('has enough pairs for a round', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(ROUND_SIZE);
  });

  it('has no empty word and two different words in every pair', () => {
    const texts = pairs.flatMap(([a, b]) => [a.en, a.es, b.en, b.es]);
    expect(texts.filter((text) => text.trim() === '' || text !== text.trim())).toEqual([]);
    expect(pairs.filter(([a, b]) => a.en.toLowerCase() === b.en.toLowerCase())).toEqual([]);
  });

  it('lists every pair once (in either order, with either translation)', () => {
    const keys = pairs.map((pair) => en(pair).sort().join('|'));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('holds none of the pairs that are not antonyms, and translates them well', () => {
    const keys = new Set(pairs.map((pair) => en(pair).join('/')));
    for (const wrong of ['round/square', 'solid/liquid', 'soon/later', 'continue/interrupt'])
      expect(keys.has(wrong)).toBe(false);
    // Translations checked wherever the English word is listed.
    const wrongTranslations: Record<string, string> = { stale: 'rancio', powerless: 'impotente' };
    const rightTranslations: Record<string, string> = { timid: 'tímido' };
    const mistranslated = ({ en: word, es }: AntonymWord) =>
      wrongTranslations[word] === es ||
      (word in rightTranslations && rightTranslations[word] !== es);
    const found = pairs.flatMap((p) => [p[0], p[1]]).filter(mistranslated);
    expect(found.map((word) => `${word.en} = ${word.es}`)).toEqual([]);
  });

  it('gives every meaning group at least two pairs and a lower-case name', () => {
    const groups = pairs.flatMap(([, , group]) => (group === undefined ? [] : [group]));
    for (const group of new Set(groups)) {
      expect(group).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const count = groups.filter((other) => other === group).length;
      expect({ group, count: Math.min(count, 2) }).toEqual({ group, count: 2 });
    }
    // Pairs whose words can swap partners share a group, wherever both are listed.
    const pairOf = (left: string) => pairs.find((p) => p[0].en === left);
    for (const [a, b] of couples('big huge, start begin, optional voluntary')) {
      const [first, second] = [pairOf(a), pairOf(b)];
      if (first && second) expect([a, b, sameGroup(first, second)]).toEqual([a, b, true]);
    }
  });
});

describe('antonym rounds over the whole pool (every two pairs, not a sample)', () => {
  it('two pairs may share a round exactly when they share no English word and no group', () => {
    const wrong = everyTwo.filter(([i, j]) => {
      const [a, b] = [pairs[i]!, pairs[j]!];
      return canShareRound(a, b) !== (!sameGroup(a, b) && !shareWord(a, b));
    });
    expect(wrong.map(([i, j]) => `${name(i)} with ${name(j)}`)).toEqual([]);
  });

  it('two pairs that may share a round never make two answers correct', () => {
    const listed = new Set(pairs.flatMap((p) => [en(p).join('|'), [...en(p)].reverse().join('|')]));
    const found: string[] = [];
    for (const [i, j] of compatible) {
      const [[a, b], [c, d]] = [pairs[i]!, pairs[j]!];
      // A word of Select 1 whose listed opposite is the other pair's Select 2 word.
      for (const [left, right] of [[a, d] as const, [c, b] as const])
        if (listed.has(`${left.en.toLowerCase()}|${right.en.toLowerCase()}`))
          found.push(`${left.en} - ${right.en}: ${name(i)} with ${name(j)}`);
      // Two words with one Spanish meaning are synonyms: their pairs need one group.
      for (const x of [a, b])
        for (const y of [c, d]) {
          const senses = HOMONYMS[x.es.toLowerCase()] ?? [];
          const homonyms = senses.includes(x.en) && senses.includes(y.en);
          if (x.es.toLowerCase() === y.es.toLowerCase() && !homonyms)
            found.push(`${x.en} = ${y.en} (${x.es}): ${name(i)} with ${name(j)}`);
        }
    }
    expect(found).toEqual([]);
  });

  it('keeps apart pairs whose words are also opposites across pairs (a second right answer)', () => {
    // Opposites a learner may match across two pairs of the pool: each [Select 1 word,
    // Select 2 word of another pair]. Both pairs must never meet in a round.
    const crossOpposites = couples(`big tiny, huge small, begin finish, start end,
      optional compulsory, voluntary mandatory, brave timid, bold cowardly, shy cowardly,
      sharp dull, bright dull, frequent rare, common occasional, front behind, ahead rear,
      approve reject, accept disapprove, fast slowly, kind harsh, arrogant humble, crowded empty,
      full deserted, clear opaque, transparent unclear, fancy simple, complex plain`);
    const found: string[] = [];
    for (const [left, right] of crossOpposites) {
      const a = ids.filter((id) => pairs[id]![0].en === left);
      const b = ids.filter((id) => pairs[id]![1].en === right);
      for (const i of a)
        for (const j of b)
          if (i !== j && canShareRound(pairs[i]!, pairs[j]!))
            found.push(`${left} - ${right}: ${name(i)} with ${name(j)}`);
    }
    expect(found).toEqual([]);
  });

  it('the draw never puts two conflicting pairs in one round, wherever the first one is drawn', () => {
    // The draw takes pairs in shuffled order, each only when it can share the round with
    // every pair taken before. For every conflicting couple (i, j) and every place of i
    // in the round, put j right after i in the order: j is never taken.
    for (const [first, second] of conflicting.flatMap((c) => [c, [c[1], c[0]] as const])) {
      // Up to ROUND_SIZE - 1 other pairs, each taken when it fits with both and those before.
      const fillers: number[] = [];
      for (const id of ids)
        if (fillers.length < ROUND_SIZE - 1 && id !== first && id !== second)
          if ([first, second, ...fillers].every((o) => canShareRound(pairs[id]!, pairs[o]!)))
            fillers.push(id);
      for (let place = 0; place < ROUND_SIZE; place += 1) {
        const before = fillers.slice(0, place);
        const rest = ids.filter((id) => ![first, second, ...before].includes(id));
        const round = pickRound([...before, first, second, ...rest], pairs);
        expect(round).not.toBeNull();
        expect(round).toContain(first);
        expect(round).not.toContain(second);
      }
    }
  });

  it('the draw lets every two compatible pairs meet (the rule removes nothing more)', () => {
    const kept = compatible.filter(([i, j]) => pickRound([i, j], pairs, 2)?.join() === `${i},${j}`);
    expect(kept).toHaveLength(compatible.length);
  });

  it('plays to the win: every round holds only pairs that may meet, and the leftover cannot make a round', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rng = seededRng(seed);
      let state = newGame(pairs, rng);
      let rounds = 0;
      while (!state.win) {
        expect(state.left).toHaveLength(ROUND_SIZE);
        const round = state.left.map((item) => item.pairId);
        for (const a of round)
          for (const b of round)
            if (a !== b) expect(canShareRound(pairs[a]!, pairs[b]!)).toBe(true);
        rounds += 1;
        // Each round uses up its pairs: more rounds than that means matches stopped counting.
        expect(rounds).toBeLessThanOrEqual(pairs.length / ROUND_SIZE);
        for (const id of round)
          state = pick(pick(state, 'left', id, pairs, rng).state, 'right', id, pairs, rng).state;
      }
      expect(state.score).toBe(rounds * ROUND_SIZE);
      // The search behind the draw is exhaustive: null means no full round is left.
      expect(pickRound(state.pool, pairs)).toBeNull();
      expect(state.pool.length).toBeLessThan(2 * ROUND_SIZE);
    }
  });
});
