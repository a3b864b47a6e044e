import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project's root, for the tests that read its sources. */
export const root = join(__dirname, '..', '..', '..');

/** Every TypeScript source file under `dir`. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

/** The client components' files (`'use client'`) under app/ and components/. */
export const clientFiles = ['app', 'components']
  .flatMap((dir) => sources(join(root, dir)))
  .filter(isClient);
