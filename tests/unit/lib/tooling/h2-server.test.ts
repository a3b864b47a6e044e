import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileFor, headerRules } from '@/lib/tooling/h2-server.mjs';

/** The HTTP/2 server of the speed budget answers as `serve` with serve.json does. */
describe('h2-server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'h2-site-'));
  mkdirSync(join(dir, 'ee'));
  mkdirSync(join(dir, '_next/static/chunks'), { recursive: true });
  for (const file of ['index.html', 'cv.html', 'ee.html', 'ee/tips.html', '404.html', 'sw.js'])
    writeFileSync(join(dir, file), file);
  writeFileSync(join(dir, '_next/static/chunks/a.js'), 'a');

  it('finds a page by its clean URL, the home page by /', () => {
    expect(fileFor(dir, '/')).toBe(join(dir, 'index.html'));
    expect(fileFor(dir, '/cv')).toBe(join(dir, 'cv.html'));
    expect(fileFor(dir, '/ee')).toBe(join(dir, 'ee.html'));
    expect(fileFor(dir, '/ee/tips')).toBe(join(dir, 'ee/tips.html'));
    expect(fileFor(dir, '/_next/static/chunks/a.js')).toBe(join(dir, '_next/static/chunks/a.js'));
  });

  it('finds nothing for a missing page, and nothing outside the site', () => {
    expect(fileFor(dir, '/nowhere')).toBeUndefined();
    expect(fileFor(dir, '/../../etc/passwd')).toBeUndefined();
    expect(fileFor(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
  });

  it('gives each path the headers serve.json gives it', () => {
    const rules = headerRules(join(process.cwd(), 'lib/tooling/serve.json'));
    const headers = (path: string) =>
      Object.fromEntries(
        rules
          .filter(([pattern]) => pattern.test(path))
          .flatMap(([, list]) => list.map(({ key, value }) => [key, value])),
      );
    expect(headers('/cv')['Cache-Control']).toBe('no-cache');
    expect(headers('/cv')['X-Frame-Options']).toBe('DENY');
    expect(headers('/_next/static/chunks/a.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headers('/sw.js')['Cache-Control']).toBe('no-cache');
  });
});
