import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // A test waits for what it checks, never for time; this only bounds a broken one. Jest's
  // 5 s is too short for a few user-event clicks in jsdom on a busy 2-core machine (the
  // news tabs test timed out with the e2e suite running beside it).
  testTimeout: 30_000,
  // One worker per core: Jest's default keeps a core for its main process, which only
  // waits, so a 2-core machine ran the tests on one (39 s there, 27 s with two).
  maxWorkers: '100%',
  // A worker is started again once a test file leaves it above 400 MB of heap. Each file
  // loads its modules anew, so a worker ended the full run near 500 MB, and then often took
  // longer than the 500 ms Jest waits for it to exit: 'A worker process has failed to exit
  // gracefully' in 3 runs of 4 (never for lib/, components/ or content/ alone, and no timer
  // or handle was left). With the limit: 0 runs of 7, for about 1.5 s more.
  workerIdleMemoryLimit: '400MB',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/tests/e2e/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/'],
};

export default createJestConfig(config);
