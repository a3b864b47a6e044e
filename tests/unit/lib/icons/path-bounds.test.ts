/** @jest-environment node */
import { opticalViewBox, pathBounds, unionBounds } from '@/lib/icons/path-bounds';

const close = (box: ReturnType<typeof pathBounds>) =>
  [box.minX, box.minY, box.maxX, box.maxY].map((n) => Number(n.toFixed(2)));

describe('pathBounds', () => {
  it('reads lines, absolute and relative, with implicit repeats after a move', () => {
    expect(close(pathBounds('M1 2L5 3'))).toEqual([1, 2, 5, 3]);
    expect(close(pathBounds('m1 2 4 1h-3v6z'))).toEqual([1, 2, 5, 9]);
    expect(close(pathBounds('M0,0 10,0 10-5'))).toEqual([0, -5, 10, 0]);
  });

  it('measures a curve by its ink, not by its control points', () => {
    // A cubic whose control points reach y = 10 only bulges to y = 7.5.
    expect(close(pathBounds('M0 0C0 10 10 10 10 0'))).toEqual([0, 0, 10, 7.5]);
    expect(close(pathBounds('M0 0Q5 10 10 0'))).toEqual([0, 0, 10, 5]);
    // S mirrors the last control point; T mirrors the last quadratic one.
    expect(close(pathBounds('M0 0C0 10 10 10 10 0S20 -10 20 0'))).toEqual([0, -7.5, 20, 7.5]);
    expect(close(pathBounds('M0 0Q5 10 10 0T20 0'))).toEqual([0, -5, 20, 5]);
  });

  it('follows arcs, with flags written without spaces', () => {
    // Half a circle of radius 5 from (0,5) to (10,5), over the top: y reaches 0.
    expect(close(pathBounds('M0 5A5 5 0 0 1 10 5'))).toEqual([0, 0, 10, 5]);
    expect(close(pathBounds('M0 5a5 5 0 0110 0'))).toEqual([0, 0, 10, 5]);
    // The other sweep goes under: y reaches 10.
    expect(close(pathBounds('M0 5a5 5 0 00 10 0'))).toEqual([0, 5, 10, 10]);
  });

  it('reads compact numbers (.5.5, exponents)', () => {
    expect(close(pathBounds('M.5.5l1e1-2E0'))).toEqual([0.5, -1.5, 10.5, 0.5]);
  });

  it('refuses a malformed path', () => {
    expect(() => pathBounds('')).toThrow();
    expect(() => pathBounds('M1')).toThrow();
    expect(() => pathBounds('X1 2')).toThrow();
    expect(() => pathBounds('M0 0a1 1 0 2 0 1 1')).toThrow(/flag/);
  });
});

describe('unionBounds and opticalViewBox', () => {
  it('joins boxes', () => {
    const box = unionBounds([pathBounds('M0 0h2v2'), pathBounds('M5 -1h1v1')]);
    expect(close(box)).toEqual([0, -1, 6, 2]);
  });

  it('gives a square logo a margin and lets a wide one span the box', () => {
    expect(opticalViewBox({ minX: 0, minY: 0, maxX: 24, maxY: 24 })).toBe('-3 -3 30 30');
    expect(opticalViewBox({ minX: 0, minY: 6, maxX: 24, maxY: 12 })).toBe('0 -3 24 24');
  });
});
