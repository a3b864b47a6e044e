import { boardFromMoves, outcome } from '@/lib/games/tic-tac-toe';
import { resetTicTacToeStore, useTicTacToeStore } from '@/lib/stores/use-tic-tac-toe-store';

const store = () => useTicTacToeStore.getState();

beforeEach(() => resetTicTacToeStore());

describe('tic-tac-toe store', () => {
  it('keeps only the cells played and refuses a filled one', () => {
    store().play(4);
    store().play(4);
    store().play(0);
    expect(store().moves).toEqual([4, 0]);
  });

  it('changes size only while the game is on, and reload keeps the size', () => {
    store().play(0);
    expect(store().setSize(5)).toBe(true);
    expect(store().size).toBe(5);
    expect(store().moves).toEqual([]);
    for (const i of [0, 5, 1, 6, 2, 7, 3, 8, 4]) store().play(i);
    expect(outcome(boardFromMoves(5, store().moves))).toMatchObject({ kind: 'won', winner: 'X' });
    expect(store().setSize(3)).toBe(false);
    expect(store().size).toBe(5);
    store().play(20);
    expect(store().moves).toHaveLength(9);
    store().reload();
    expect(store().moves).toEqual([]);
    expect(store().size).toBe(5);
  });

  it('lets the computer answer as O and refuses the visitor on its turn', () => {
    store().setVsComputer(true);
    store().play(0);
    store().play(1);
    expect(store().moves).toEqual([0]);
    store().computerMove(() => 0);
    expect(store().moves).toEqual([0, 4]);
    store().computerMove(() => 0);
    expect(store().moves).toEqual([0, 4]);
    store().setVsComputer(false);
    expect(store().moves).toEqual([]);
    store().computerMove(() => 0);
    expect(store().moves).toEqual([]);
  });
});
