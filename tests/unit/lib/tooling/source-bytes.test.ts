/**
 * @jest-environment node
 */
import { SourceMapGenerator } from 'source-map-js';
import { charsBySource } from '@/lib/tooling/source-bytes.mjs';

function map(segments: [line: number, column: number, source: string][]) {
  const generator = new SourceMapGenerator({ file: 'chunk.js' });
  for (const [line, column, source] of segments) {
    generator.addMapping({
      generated: { line, column },
      original: { line: 1, column: 0 },
      source,
    });
  }
  return JSON.parse(generator.toString());
}

describe('charsBySource', () => {
  it('gives each source the characters up to the next segment or the end of the line', () => {
    const code = 'aaaabbb\ncc';
    const bytes = charsBySource(
      code,
      map([
        [1, 0, 'lib/a.ts'],
        [1, 4, 'turbopack:///[project]/components/b.tsx'],
        [2, 0, 'lib/a.ts'],
      ]),
    );
    expect(Object.fromEntries(bytes)).toEqual({ 'lib/a.ts': 6, 'components/b.tsx': 3 });
  });

  it('counts nothing for a script without mappings', () => {
    expect(charsBySource('x = 1', map([])).size).toBe(0);
  });
});
