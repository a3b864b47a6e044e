import { loadCatalog } from '@/components/review/review-client';

let mockEvaluated = false;
jest.mock('@/lib/review/catalog', () => {
  mockEvaluated = true;
  const actual = jest.requireActual<typeof import('@/lib/review/catalog')>('@/lib/review/catalog');
  return { ...actual, siteCatalog: jest.fn(actual.siteCatalog) };
});

it('builds the catalog in a task after the one that evaluated its chunk', async () => {
  expect(mockEvaluated).toBe(false);
  const catalog = loadCatalog();
  // The chunk's import settles within microtasks, in the task that asked for it.
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
  expect(mockEvaluated).toBe(true);
  const { siteCatalog } =
    jest.requireMock<typeof import('@/lib/review/catalog')>('@/lib/review/catalog');
  expect(siteCatalog).not.toHaveBeenCalled();

  expect((await catalog).size).toBeGreaterThan(500);
  expect(siteCatalog).toHaveBeenCalledTimes(1);
});
