import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Away from UTC, so that code which must use local time (a task's creation time, the
// review day) and code which must not cannot be confused without a test failing.
process.env.TZ = 'Europe/Madrid';

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
  // gracefully' in 3 runs of 4. With the limit: 1.5 s more, and a worker ends the run
  // near 170 MB.
  workerIdleMemoryLimit: '400MB',
  // How long a worker may take to exit once the run is over before Jest kills it and
  // prints 'A worker process has failed to exit gracefully' (500 ms by default). Nothing
  // holds a worker open (tests/unit/setup.ts: the scheduler's message port); the longer
  // bound is for tearing down its heap on a busy machine.
  workerGracefulExitTimeout: 5_000,
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
