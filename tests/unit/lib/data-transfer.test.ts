import {
  createDataFile,
  importData,
  mergePortableData,
  parseDataFile,
  readPortableData,
} from '@/lib/data-transfer';
import { createMemoryStorage } from '@/lib/storage';
import type { Task } from '@/lib/todo/tasks';

const task = (id: number, title: string, status: 0 | 1 | 2 = 0): Task => ({
  id,
  title,
  description: `About ${title}`,
  status,
  creationDate: '2024-05-01',
  creationTime: '10:30',
});

function seeded() {
  const storage = createMemoryStorage();
  storage.setItem('tasks', JSON.stringify([task(1, 'Buy milk'), task(2, 'Call mum', 1)]));
  storage.setItem('verbsLearned', JSON.stringify(['go', 'take']));
  storage.setItem('max2048', '256');
  storage.setItem('maxScoreEver', '12');
  return storage;
}

describe('data export', () => {
  it('reads every kept value in the shapes the pages store', () => {
    const data = readPortableData(seeded());
    expect(data.tasks?.map((t) => t.title)).toEqual(['Buy milk', 'Call mum']);
    expect(data.verbsLearned).toEqual(['go', 'take']);
    expect(data.max2048).toBe(256);
    expect(data.maxScoreEver).toBe(12);
  });

  it('leaves out corrupt values (kept aside) and empty ones', () => {
    const storage = createMemoryStorage();
    storage.setItem('tasks', '{oops');
    storage.setItem('verbsLearned', '[]');
    expect(readPortableData(storage)).toEqual({});
    expect(storage.getItem('tasks.corrupt')).toBe('{oops');
  });

  it('wraps the data with format, version and date', () => {
    const file = createDataFile({ max2048: 64 }, new Date('2026-01-02T03:04:05Z'));
    expect(file).toEqual({
      format: 'personal-site-data',
      version: 1,
      exportedAt: '2026-01-02T03:04:05.000Z',
      data: { max2048: 64 },
    });
  });
});

describe('data import', () => {
  it('refuses files that are not an export of this site', () => {
    expect(parseDataFile('not json')).toEqual({ ok: false, error: 'The file is not valid JSON.' });
    expect(parseDataFile('{"a":1}').ok).toBe(false);
    expect(
      parseDataFile(JSON.stringify({ format: 'personal-site-data', version: 9, data: {} })).ok,
    ).toBe(false);
    expect(parseDataFile('x'.repeat(1_000_001)).ok).toBe(false);
  });

  it('skips invalid fields and keeps the valid ones', () => {
    const text = JSON.stringify({
      format: 'personal-site-data',
      version: 1,
      data: {
        tasks: [task(1, 'Ok'), { id: 'x' }],
        verbsLearned: 'nope',
        max2048: -4,
        maxScoreEver: 7,
      },
    });
    const result = parseDataFile(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({ tasks: [task(1, 'Ok')], maxScoreEver: 7 });
    expect(result.skipped).toEqual(['1 invalid task(s)', 'verbsLearned', 'max2048']);
  });

  it('merges: union of tasks and verbs, highest scores, nothing lost', () => {
    const merged = mergePortableData(
      { tasks: [task(1, 'Buy milk')], verbsLearned: ['go'], max2048: 512, maxScoreEver: 3 },
      {
        tasks: [task(1, 'Write report')],
        verbsLearned: ['go', 'be'],
        max2048: 128,
        maxScoreEver: 9,
      },
    );
    expect(merged.tasks?.map((t) => t.title).sort()).toEqual(['Buy milk', 'Write report']);
    expect(new Set(merged.tasks?.map((t) => t.id)).size).toBe(2);
    expect(merged.verbsLearned).toEqual(['go', 'be']);
    expect(merged.max2048).toBe(512);
    expect(merged.maxScoreEver).toBe(9);
  });

  it('round-trips an export into another browser and never wipes what is there', () => {
    const source = seeded();
    const text = JSON.stringify(createDataFile(readPortableData(source), new Date()));
    const target = createMemoryStorage();
    target.setItem('tasks', JSON.stringify([task(1, 'Already here')]));
    target.setItem('max2048', '1024');
    const result = importData(text, target);
    expect(result).toMatchObject({ ok: true, counts: { tasks: 2, verbsLearned: 2 } });
    const after = readPortableData(target);
    expect(after.tasks?.map((t) => t.title).sort()).toEqual([
      'Already here',
      'Buy milk',
      'Call mum',
    ]);
    expect(after.verbsLearned).toEqual(['go', 'take']);
    expect(after.max2048).toBe(1024);
    expect(after.maxScoreEver).toBe(12);
    // A failed import changes nothing.
    const before = target.getItem('tasks');
    expect(importData('garbage', target).ok).toBe(false);
    expect(target.getItem('tasks')).toBe(before);
  });
});
