/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { aliases, pages, routes, servicePages } from '@/content/routes';

const appDir = join(__dirname, '..', '..', '..', 'app');

/** Every page.tsx under app/, with the path it is published at. */
function pageFiles(dir = appDir): { file: string; path: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (entry.name !== 'page.tsx') return [];
    const folders = relative(appDir, dir)
      .split(sep)
      .filter((part) => part && !/^\(.*\)$/.test(part));
    return [{ file: full, path: `/${folders.join('/')}` }];
  });
}

describe('route registry', () => {
  it('has one entry per path, each with a heading, a description and a known BACK target', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const known = new Set([...paths, ...Object.values(aliases).map((a) => a.path)]);
    for (const route of routes) {
      expect(route.path).toMatch(/^\/[\w/-]*$/);
      expect(route.heading.trim()).not.toBe('');
      expect(route.description.trim()).not.toBe('');
      for (const target of [route.back, route.backWhenDone]) {
        if (target) expect(known).toContain(target);
      }
      for (const path of Object.values(route.languages ?? {})) expect(paths).toContain(path);
    }
    for (const alias of Object.values(aliases)) expect(paths).toContain(alias.to);
  });

  it('is matched one to one by the page.tsx files under app/', () => {
    const files = pageFiles();
    const registered = [...routes, ...Object.values(aliases), ...Object.values(servicePages)]
      .map((r) => r.path)
      .sort();
    expect(files.map((f) => f.path).sort()).toEqual(registered);
  });

  it('keeps page.tsx files to metadata from the registry plus one component', () => {
    const keyOf = new Map<string, string>(Object.entries(pages).map(([key, r]) => [r.path, key]));
    const unlisted = new Map<string, string>([
      ...Object.entries(aliases).map(([key, a]): [string, string] => [a.path, `aliases.${key}`]),
      ...Object.entries(servicePages).map(([key, s]): [string, string] => [
        s.path,
        `servicePages.${key}`,
      ]),
    ]);
    for (const { file, path } of pageFiles()) {
      const source = readFileSync(file, 'utf8');
      const key = keyOf.get(path);
      const expected = key
        ? `export const metadata = routeMetadata(pages.${key});`
        : `export const metadata = unlistedMetadata(${unlisted.get(path)});`;
      expect(source).toContain(expected);
      // No title, description or visible sentence: no text between JSX tags, no
      // string literal outside the imports and JSX attributes.
      const code = source.replace(/^import .*$/gm, '');
      expect(code).not.toMatch(/>\s*[^\s<{][^<]*</);
      expect(code).not.toMatch(/\b(title|description|heading)\s*[:=]/);
      expect(code.match(/export default function/g)).toHaveLength(1);
      // A client component gets its entry as a prop: nothing else is passed.
      for (const prop of code.match(/ route=\{[^}]*\}/g) ?? []) {
        expect(prop).toBe(` route={pages.${key}}`);
      }
    }
  });

  it('has a folder for every registered path', () => {
    for (const route of routes) {
      const folders = pageFiles().map((f) => f.path);
      expect(folders).toContain(route.path);
    }
    expect(existsSync(join(appDir, 'sitemap.ts'))).toBe(true);
  });
});
