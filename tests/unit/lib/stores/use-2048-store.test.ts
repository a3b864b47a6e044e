import { current, fromBoard, maxTile, moveCount, toBoard } from '@/lib/games/2048';
import { PERSISTED_KEYS } from '@/lib/persisted-keys';
import { asideCopies } from '@/lib/storage';
import { reset2048Store, use2048Store } from '@/lib/stores/use-2048-store';
import { syncPersisted } from '@/lib/stores/sync';

const BEST_TILE_KEY = PERSISTED_KEYS.max2048.key;

const store = () => use2048Store.getState();
const first = () => 0;

beforeEach(() => {
  localStorage.clear();
  reset2048Store();
});

describe('2048 store', () => {
  it('renders an empty 4x4 board until the game starts after mount', () => {
    expect(store().hydrated).toBe(false);
    expect(toBoard(current(store().history))).toEqual(
      Array.from({ length: 4 }, () => [0, 0, 0, 0]),
    );
    expect(store().move('left', first)).toBe(false);
  });

  it('starts once, with one 2, and reads the best tile from storage', () => {
    localStorage.setItem(BEST_TILE_KEY, '256');
    store().init(first);
    expect(store().hydrated).toBe(true);
    expect(store().best).toBe(256);
    expect(current(store().history).tiles).toHaveLength(1);
    const game = current(store().history);
    store().init(() => 0.9);
    expect(current(store().history)).toBe(game);
  });

  it('counts only moves that change the board and keeps the history for undo', () => {
    store().init(first);
    expect(store().move('left', first)).toBe(false);
    expect(moveCount(store().history)).toBe(0);
    expect(store().move('right', first)).toBe(true);
    expect(store().lastAction).toBe('move');
    expect(moveCount(store().history)).toBe(1);
    store().undo();
    expect(store().lastAction).toBe('undo');
    expect(moveCount(store().history)).toBe(0);
    store().undo();
    expect(moveCount(store().history)).toBe(0);
  });

  it('raises the stored best tile and never lowers it', () => {
    store().init(first);
    expect(localStorage.getItem(BEST_TILE_KEY)).toBe('2');
    use2048Store.setState({
      history: [
        fromBoard([
          [64, 64, 0],
          [0, 0, 0],
          [0, 0, 0],
        ]),
      ],
    });
    store().move('left', first);
    expect(store().best).toBe(128);
    expect(localStorage.getItem(BEST_TILE_KEY)).toBe('128');
    store().restart(5, first);
    expect(maxTile(current(store().history))).toBe(2);
    expect(store().best).toBe(128);
    expect(localStorage.getItem(BEST_TILE_KEY)).toBe('128');
  });

  it('starts a new game of another size with a new game id', () => {
    store().init(first);
    const id = store().gameId;
    store().restart(7, first);
    expect(current(store().history).size).toBe(7);
    expect(store().gameId).toBe(id + 1);
    expect(store().vanished).toEqual([]);
  });

  it('sets a corrupt stored value aside and starts from the board', () => {
    localStorage.setItem(BEST_TILE_KEY, '"lots"');
    store().init(first);
    expect(store().best).toBe(2);
    expect(asideCopies(localStorage, BEST_TILE_KEY).map((c) => c.raw)).toEqual(['"lots"']);
  });

  it.each(['1000', '3', '1', '1e3', '9007199254740991'])(
    'sets aside a stored best tile no board can show (%s)',
    (raw) => {
      localStorage.setItem(BEST_TILE_KEY, raw);
      store().init(first);
      expect(store().best).toBe(2);
      expect(asideCopies(localStorage, BEST_TILE_KEY).map((c) => c.raw)).toEqual([raw]);
    },
  );

  it('reads every tile and 0 as a best tile', () => {
    for (const n of [0, 2, 4, 2048, 131072, 2 ** 52]) {
      expect(PERSISTED_KEYS.max2048.decode(n)).toEqual({ value: n });
      expect(PERSISTED_KEYS.max2048.decode(String(n))).toEqual({ value: n });
    }
    for (const n of [1, 3, 6, 1000, 2 ** 52 + 2, -2, 2.5]) {
      expect(PERSISTED_KEYS.max2048.decode(n)).toBeUndefined();
    }
  });

  it('never lowers a best tile saved meanwhile by another tab or an import', () => {
    store().init(first);
    expect(store().best).toBe(2);
    // Another tab imported 4096; this tab has not heard of it yet.
    localStorage.setItem(BEST_TILE_KEY, '4096');
    use2048Store.setState({
      history: [
        fromBoard([
          [16, 16, 0],
          [0, 0, 0],
          [0, 0, 0],
        ]),
      ],
    });
    store().move('left', first);
    expect(localStorage.getItem(BEST_TILE_KEY)).toBe('4096');
    expect(store().best).toBe(4096);
  });

  it('takes a higher best from a storage event without a reload', () => {
    store().init(first);
    localStorage.setItem(BEST_TILE_KEY, '8192');
    syncPersisted([BEST_TILE_KEY]);
    expect(store().best).toBe(8192);
  });
});
