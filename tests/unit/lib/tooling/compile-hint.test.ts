import { COMPILE_HINT, withCompileHint } from '@/lib/tooling/compile-hint.mjs';

describe('withCompileHint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,{}]);';

  it('puts the hint on the first line, where V8 reads it, and keeps the script', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', chunk]);
    // Still the same program: the hint is a line comment.
    expect(() => new Function(hinted)).not.toThrow();
  });

  it('adds it once when a build step runs again', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(`${COMPILE_HINT}\n${chunk}`);
  });
});
