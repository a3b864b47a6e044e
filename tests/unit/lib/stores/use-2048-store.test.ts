import { bestTileCodec, current, fromBoard, maxTile, moveCount, toBoard } from '@/lib/games/2048';
import { asideCopies, resetStorageForTests } from '@/lib/storage';
import { reset2048Store, use2048Store } from '@/lib/stores/use-2048-store';

const BEST_TILE_KEY = 'max2048';

const store = () => use2048Store.getState();
const first = () => 0;

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
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

  it('sets aside a stored best tile no board can show, and starts from the board', () => {
    localStorage.setItem(BEST_TILE_KEY, '1000');
    store().init(first);
    expect(store().best).toBe(2);
    expect(asideCopies(BEST_TILE_KEY).map((c) => c.raw)).toEqual(['1000']);
  });

  it('reads every tile and 0 as a best tile, as a number or as text, and nothing else', () => {
    for (const n of [0, 2, 4, 2048, 131072, 2 ** 52]) {
      expect(bestTileCodec.parse(String(n))).toEqual({ value: n });
      expect(bestTileCodec.parse(`"${n}"`)).toEqual({ value: n });
    }
    for (const raw of ['1', '3', '6', '1000', '1e3', String(2 ** 52 + 2), '-2', '2.5', '"lots"']) {
      expect(bestTileCodec.parse(raw)).toBeUndefined();
    }
  });
});
