/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { clientFiles, root } from './client-files';

/**
 * What the browser loads is what client components import, statically, all the way
 * down. These rules keep libraries and modules that only the server needs out of that
 * graph (a dynamic `import()` loads on demand and is not followed).
 */

/** Static, non-type imports and re-exports of a module: specifiers as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) found.push(m[1]!);
  return found;
}

/** A project file for '@/…' and relative specifiers; the package name otherwise. */
function resolve(from: string, spec: string): string {
  if (!spec.startsWith('@/') && !spec.startsWith('.')) {
    const parts = spec.split('/');
    return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  }
  const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  // A stylesheet or data file: a leaf.
  if (/\.\w+$/.test(base) && existsSync(base)) return base;
  throw new Error(`${relative(root, from)}: cannot resolve '${spec}'`);
}

/** Every module (project file or package) the given files reach by static imports. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith(root) || !/\.tsx?$/.test(file)) continue;
    for (const spec of importsOf(file)) queue.push(resolve(file, spec));
  }
  return seen;
}

const name = (file: string) => (file.startsWith(root) ? relative(root, file) : file);

/** The client files from which `target` is reached. */
function clientsReaching(target: string, files = clientFiles): string[] {
  return files.filter((file) => reachable([file]).has(target)).map(name);
}

describe('what client components bring to the browser', () => {
  it('never the icon library: the server draws icons and hands them down (components/ui/icons.ts)', () => {
    expect(clientsReaching('react-icons')).toEqual([]);
  });

  it('the CV and the grammar pages are server components: no script of their own', () => {
    const files = clientFiles.filter((f) => /^components\/(cv|english\/grammar)\//.test(name(f)));
    expect(files.map(name)).toEqual([]);
  });

  it("the shell's client parts (on every page) bring no store, persistence or shell words", () => {
    // The save warning and offline support come after the page (next/dynamic, in
    // shell-extras.tsx), so they are not part of it.
    const shell = clientFiles.filter(
      (file) =>
        /^components\/(layout|search\/search-button)/.test(name(file)) &&
        !/(save-status|offline-support)\.tsx$/.test(file),
    );
    expect(shell.map(name)).toEqual(
      expect.arrayContaining([
        'components/layout/nav-menu.tsx',
        'components/layout/theme-toggle.tsx',
      ]),
    );
    for (const heavy of ['lib/persist.ts', 'lib/storage.ts', 'content/shell.ts', 'zustand']) {
      const target = heavy.includes('/') ? join(root, heavy) : heavy;
      expect({ [heavy]: clientsReaching(target, shell) }).toEqual({ [heavy]: [] });
    }
  });

  it("the trainers' stores, with zustand and the storage code, load after the page", () => {
    const trainers = clientFiles.filter((f) =>
      /^components\/(english\/(irregular-verbs|antonyms)\/|games\/2048\/|todo\/todo-app)/.test(
        name(f),
      ),
    );
    expect(trainers.length).toBeGreaterThan(4);
    for (const heavy of ['lib/persist.ts', 'zustand']) {
      const target = heavy.includes('/') ? join(root, heavy) : heavy;
      expect({ [heavy]: clientsReaching(target, trainers) }).toEqual({ [heavy]: [] });
    }
  });

  it('the Pokémon game and the video facade get their hosts and words from the server', () => {
    const files = clientFiles.filter((f) =>
      /^components\/(games\/pokemon\/|ui\/youtube-facade)/.test(name(f)),
    );
    expect(files.length).toBeGreaterThan(1);
    for (const words of ['content/shell.ts', 'content/site.ts']) {
      expect({ [words]: clientsReaching(join(root, words), files) }).toEqual({ [words]: [] });
    }
  });

  it("a stored value's codec reaches only the client parts of its own feature", () => {
    const codecs: [string, RegExp][] = [
      ['lib/todo/tasks.ts', /^components\/(todo|data)\//],
      ['lib/review/codec.ts', /^components\/(review|data)\//],
      ['lib/games/2048.ts', /^components\/(games\/2048|data)\//],
    ];
    for (const [codec, owners] of codecs) {
      const strangers = clientsReaching(join(root, codec)).filter((f) => !owners.test(f));
      expect({ [codec]: strangers }).toEqual({ [codec]: [] });
    }
  });

  it("a trainer's content list loads on demand, and no trainer carries another's loader", () => {
    const trainers: [string[], string, string][] = [
      [['content/english/phrases.ts'], 'lib/english/load-phrases.ts', 'components/english/tips/'],
      [
        ['content/english/irregular-verbs.ts'],
        'lib/english/load-verb-lists.ts',
        'components/english/irregular-verbs/',
      ],
      [
        ['content/english/antonyms.ts'],
        'lib/english/load-antonyms.ts',
        'components/english/antonyms/',
      ],
      [
        [
          'content/english/tense-examples.ts',
          'lib/english/conjugate-en.ts',
          'lib/english/conjugate-es.ts',
          'lib/english/tenses/spanish-verbs.ts',
        ],
        'lib/english/tenses/load-engine.ts',
        'components/english/tenses/',
      ],
    ];
    for (const [lists, loader, trainer] of trainers) {
      const files = clientFiles.filter((file) => name(file).startsWith(trainer));
      expect(files.length).toBeGreaterThan(0);
      for (const list of lists) {
        expect({ [list]: clientsReaching(join(root, list), files) }).toEqual({ [list]: [] });
      }
      const reached = reachable(files);
      expect(reached).toContain(join(root, loader));
      const others = trainers.map(([, other]) => other).filter((other) => other !== loader);
      expect({ [trainer]: others.filter((other) => reached.has(join(root, other))) }).toEqual({
        [trainer]: [],
      });
    }
  });

  it('the to-do list fetches its add-task dialog after the page is up, not in its first load', () => {
    const dialog = join(root, 'components/todo/task-form-modal.tsx');
    const list = clientFiles.filter((f) => name(f).startsWith('components/todo/') && f !== dialog);
    expect(list.map(name)).toContain('components/todo/todo-app.tsx');
    const reached = reachable(list);
    for (const later of [dialog, join(root, 'components/ui/modal.tsx')]) {
      expect(reached).not.toContain(later);
    }
  });

  it('follows imports (a check that reads nothing would pass every rule)', () => {
    const status = join(root, 'components/layout/save-status.tsx');
    expect(reachable([status])).toContain(join(root, 'lib/storage.ts'));
  });
});
