/**
 * Owner-swap test: proves that an owner who replaces the sample content keeps a green
 * project. It copies the project (the files git knows, as they are in the working tree)
 * into a temporary folder, puts the fixtures of tests/owner-swap/content/ in place of the
 * sample's files (a CV with one job, one study, three skills and no certificates; a short
 * antonyms list), then runs the typecheck, the unit tests the swap can change, the build
 * and the end-to-end tests tagged @smoke (every page renders, the CV, an antonyms game)
 * there.
 * Exits non-zero when any of them fails. Run it with `npm run test:owner-swap`.
 *
 * node_modules is not copied: the copy gets hard links to the project's files (a
 * symbolic link would point outside the copy's root, which Turbopack refuses), made by
 * `cp -al` in a second or two. `--keep` leaves the copy for a look afterwards.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const fixtures = path.join(here, 'content');
const keep = process.argv.includes('--keep');
/**
 * Unit tests that read the project's sources as files (the client import graph), which
 * Jest's import tracking cannot relate to the swapped files.
 */
const SOURCE_READING_TESTS = ['tests/unit/components/client-graph.test.ts'];

function run(label, command, args, cwd, env = {}) {
  const started = Date.now();
  console.log(`owner-swap: ${label}…`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`owner-swap: ${label} FAILED after ${seconds} s`);
    return false;
  }
  console.log(`owner-swap: ${label} passed (${seconds} s)`);
  return true;
}

/** Files of the project as the working tree has them (tracked and new, not ignored). */
function projectFiles() {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => file && !file.startsWith('tests/owner-swap/'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** The fixtures, as paths relative to their folder (= the paths they replace). */
function fixtureFiles(dir = fixtures) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? fixtureFiles(full) : [path.relative(fixtures, full)];
  });
}

// Hard links need one file system: the system's temporary folder when node_modules is
// on it, otherwise the project's own .tmp/ (ignored by git).
const sameDisk = fs.statSync(os.tmpdir()).dev === fs.statSync(path.join(root, 'node_modules')).dev;
const parent = sameDisk ? os.tmpdir() : path.join(root, '.tmp');
fs.mkdirSync(parent, { recursive: true });
/** The built CV pages show the fixture's employer, in both languages. */
function builtPagesShowTheSwap(dir) {
  const employer = /business: '([^']+)'/.exec(
    fs.readFileSync(path.join(fixtures, 'cv', 'facts.ts'), 'utf8'),
  )?.[1];
  const pages = ['out/cv.html', 'out/cv/en.html'];
  const missing = pages.filter(
    (page) => !employer || !fs.readFileSync(path.join(dir, page), 'utf8').includes(employer),
  );
  if (missing.length > 0) {
    console.error(`owner-swap: ${missing.join(', ')} do not show the employer '${employer}'`);
    return false;
  }
  console.log(`owner-swap: the built CV pages show '${employer}'`);
  return true;
}

const copy = fs.mkdtempSync(path.join(parent, 'owner-swap-'));
let ok = false;
try {
  for (const file of projectFiles()) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  for (const file of fixtureFiles()) {
    const target = path.join(copy, 'content', file);
    if (!fs.existsSync(target)) throw new Error(`fixture ${file} replaces no file of content/`);
    fs.copyFileSync(path.join(fixtures, file), target);
    console.log(`owner-swap: content/${file} replaced`);
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), copy], {
    stdio: 'inherit',
  });
  if (linked.status !== 0) throw new Error('could not link node_modules');

  const bin = (name) => path.join(copy, 'node_modules', '.bin', name);
  // The copy differs from the project only in the swapped files, so only the unit tests
  // that import them (Jest follows the imports) can end otherwise than in
  // `npm run test:unit`, plus the test that reads the sources from disk instead.
  const swapped = fixtureFiles().map((file) => path.join('content', file));
  ok =
    run('typecheck', bin('tsc'), ['--noEmit', '--incremental', 'false'], copy) &&
    run(
      'unit tests of the swapped content',
      bin('jest'),
      ['--ci', '--silent', '--findRelatedTests', ...swapped, ...SOURCE_READING_TESTS],
      copy,
    ) &&
    run('build', 'npm', ['run', 'build'], copy, { FEEDS_OFFLINE: '1', BUILD_TYPES_CHECKED: '1' }) &&
    builtPagesShowTheSwap(copy) &&
    run(
      'end-to-end smoke',
      bin('playwright'),
      ['test', '--grep', '@smoke', '--project=site'],
      copy,
      // Ports of their own: the project's suite may be serving its build beside this one.
      { E2E_PORT: String(Number(process.env.E2E_PORT ?? 4173) + 200) },
    );
} finally {
  if (keep) console.log(`owner-swap: the copy stays in ${copy}`);
  else fs.rmSync(copy, { recursive: true, force: true });
}
console.log(ok ? 'owner-swap: passed' : 'owner-swap: failed');
process.exit(ok ? 0 : 1);
