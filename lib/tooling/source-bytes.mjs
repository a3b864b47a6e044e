// How many characters of a generated script each source file accounts for, read from its
// source map (for lib/tooling/js-sources.mjs).
import { createRequire } from 'node:module';

const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');

/**
 * Characters of `code` by source file: each mapped segment runs to the next segment of
 * its line (or the line's end) and belongs to the segment's source. Turbopack's
 * `turbopack:///[project]/` prefix is dropped; unmapped text is not counted.
 */
export function charsBySource(code, rawMap) {
  const lines = code.split('\n');
  const segments = [];
  new SourceMapConsumer(rawMap).eachMapping((m) => segments.push(m));
  segments.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  const bySource = new Map();
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const end =
      next && next.generatedLine === s.generatedLine
        ? next.generatedColumn
        : (lines[s.generatedLine - 1] ?? '').length;
    const source = (s.source ?? '(unmapped)').replace(/^turbopack:\/\/\/\[project\]\//, '');
    bySource.set(source, (bySource.get(source) ?? 0) + end - s.generatedColumn);
  });
  return bySource;
}
