/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files that start with 'use client' and import react-icons for more than its types. */
function clientFilesWithIcons(): string[] {
  return ['app', 'components']
    .flatMap((dir) => sources(join(root, dir)))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      const isClient = /^\s*['"]use client['"]/.test(text);
      const importsIcons = /^import (?!type )[^;]*from 'react-icons/m.test(text);
      return isClient && importsIcons;
    })
    .map((file) => relative(root, file));
}

describe('icons of client components', () => {
  it('are drawn by the server (icon-context), so no page ships the react-icons runtime', () => {
    expect(clientFilesWithIcons()).toEqual([]);
  });
});
