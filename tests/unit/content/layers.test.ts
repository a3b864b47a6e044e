/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The layers go one way: lib/ may import content/, never the other way round. A type the
 * content needs is declared in content/, and lib/ imports it from there.
 */
const root = join(__dirname, '..', '..', '..');
const lib = join(root, 'lib');

const contentFiles = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(root, 'content', file));

/** Specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
function specifiers(text: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}

function reachesLib(file: string, spec: string): boolean {
  if (spec === '@/lib' || spec.startsWith('@/lib/')) return true;
  if (!spec.startsWith('.')) return false;
  const target = resolve(dirname(file), spec);
  return target === lib || target.startsWith(lib + sep);
}

describe('content/', () => {
  it('has files to check', () => {
    expect(contentFiles.length).toBeGreaterThan(10);
  });

  it('imports nothing from lib/', () => {
    const offenders = contentFiles.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((spec) => reachesLib(file, spec))
        .map((spec) => `${relative(root, file)} imports '${spec}'`),
    );
    expect(offenders).toEqual([]);
  });
});
