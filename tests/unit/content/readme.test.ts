/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, sources } from '../components/client-files';

/** The files the README's "Editing content" table names (`modal-verbs.ts` after `content/english/x.ts` is in that folder). */
function namedInReadme(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const table = readme.slice(readme.search(/\| File +\|/), readme.indexOf('## Your data'));
  return table.split('\n').flatMap((row) => {
    const cell = row.split('|')[1] ?? '';
    let folder = 'content';
    return [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => {
      if (name!.includes('/')) folder = name!.slice(0, name!.lastIndexOf('/'));
      return name!.includes('/') ? name! : `${folder}/${name}`;
    });
  });
}

describe("README's table of content files", () => {
  it('names every file of content/, and only files that exist', () => {
    const named = namedInReadme();
    const files = sources(join(root, 'content'))
      .concat(
        ['first-source.xml', 'second-source.xml', 'news-api.json'].map((f) =>
          join(root, 'content/feeds', f),
        ),
      )
      .map((file) => relative(root, file));
    const covered = (file: string) =>
      named.some(
        (name) => name === file || (name.endsWith('/*') && file.startsWith(name.slice(0, -1))),
      );
    expect(files.filter((file) => !covered(file))).toEqual([]);
    const exists = (name: string) => name.endsWith('/*') || files.includes(name);
    expect(named.filter((name) => !exists(name))).toEqual([]);
  });
});
