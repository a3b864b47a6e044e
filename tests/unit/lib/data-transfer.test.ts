import {
  createDataFile,
  exportData,
  importData,
  parseDataFile,
  readPortableData,
} from '@/lib/data-transfer';
import { asideCopies, safeStorage } from '@/lib/storage';
import { syncPersisted } from '@/lib/stores/sync';
import { createMemoryStorage } from '@/lib/simple-storage';
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
    expect(asideCopies(storage, 'tasks').map((c) => c.raw)).toEqual(['{oops']);
  });

  it('includes every copy set aside, so nothing unreadable is lost either', () => {
    const storage = seeded();
    storage.setItem('tasks.corrupt', 'old');
    storage.setItem('max2048.corrupt.17', '"lots"');
    const file = exportData(new Date('2026-01-02T03:04:05Z'), storage);
    expect(file.setAside).toEqual([
      { name: 'max2048.corrupt.17', raw: '"lots"' },
      { name: 'tasks.corrupt', raw: 'old' },
    ]);
    expect(file.data.max2048).toBe(256);
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

const file = (data: Record<string, unknown>) =>
  JSON.stringify({ format: 'personal-site-data', version: 1, data });

describe('data import', () => {
  it('refuses files that are not an export of this site', () => {
    expect(parseDataFile('not json')).toEqual({ ok: false, error: 'notJson' });
    expect(parseDataFile('{"a":1}')).toEqual({ ok: false, error: 'notExport' });
    expect(
      parseDataFile(JSON.stringify({ format: 'personal-site-data', version: 9, data: {} })),
    ).toEqual({ ok: false, error: 'unknownVersion' });
    expect(parseDataFile('x'.repeat(1_000_001))).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('lists every skipped item with its reason and keeps the valid ones', () => {
    const storage = createMemoryStorage();
    storage.setItem('tasks', JSON.stringify([task(1, 'Mine')]));
    const result = importData(
      file({
        tasks: [
          task(1, 'Ok'),
          { id: 'x' },
          task(5, 'Going', 2),
          { ...task(6, 'Mine'), description: 'other' },
          { ...task(7, 'x'), title: '\u200B\u200B' },
        ],
        verbsLearned: 'nope',
        max2048: -4,
        maxScoreEver: 7,
      }),
      storage,
    );
    expect(result).toMatchObject({ ok: true, added: { tasks: 1 }, saved: true });
    if (!result.ok) return;
    expect(result.skipped).toEqual([
      { field: 'tasks', title: null, reason: 'invalid' },
      { field: 'tasks', title: 'Going', reason: 'beingDeleted' },
      { field: 'tasks', title: 'Mine', reason: 'duplicateTitle' },
      { field: 'tasks', title: '\u200B\u200B', reason: 'invalid' },
      { field: 'verbsLearned', title: null, reason: 'invalidField' },
      { field: 'max2048', title: null, reason: 'invalidField' },
    ]);
    // Ids stay stable: the stored task keeps 1, the imported one moves to 2.
    expect(readPortableData(storage).tasks?.map((t) => `${t.id}:${t.title}`)).toEqual([
      '1:Mine',
      '2:Ok',
    ]);
    expect(storage.getItem('maxScoreEver')).toBe('7');
  });

  it('imports the learned verbs of a list that also holds an item that is not one', () => {
    const storage = createMemoryStorage();
    const result = importData(file({ verbsLearned: ['go', 5, 'take'] }), storage);
    expect(result).toMatchObject({ ok: true, added: { verbsLearned: 2 } });
    if (!result.ok) return;
    // Said as a part left out, not as a field refused: the rest of it was imported.
    expect(result.skipped).toEqual([
      { field: 'verbsLearned', title: null, reason: 'invalidEntries' },
    ]);
    expect(readPortableData(storage).verbsLearned).toEqual(['go', 'take']);
  });

  it('takes a file of some hundred thousand invalid items, under the size limit', () => {
    const storage = createMemoryStorage();
    const tasks: unknown[] = [task(1, 'Ok'), ...Array.from({ length: 200_000 }, () => ({}))];
    const text = file({ tasks });
    expect(text.length).toBeLessThan(1_000_000);
    const result = importData(text, storage);
    expect(result).toMatchObject({ ok: true, added: { tasks: 1 }, saved: true });
    if (!result.ok) return;
    expect(result.skipped).toHaveLength(200_000);
    expect(readPortableData(storage).tasks?.map((t) => t.title)).toEqual(['Ok']);
  });

  it('round-trips an export into another browser and never wipes or lowers what is there', () => {
    const source = seeded();
    const text = JSON.stringify(createDataFile(readPortableData(source), new Date()));
    const target = createMemoryStorage();
    target.setItem('tasks', JSON.stringify([task(1, 'Already here')]));
    target.setItem('verbsLearned', JSON.stringify(['be']));
    target.setItem('max2048', '1024');
    target.setItem('maxScoreEver', '50');
    const result = importData(text, target);
    expect(result).toMatchObject({ ok: true, added: { tasks: 2, verbsLearned: 2 }, skipped: [] });
    const after = readPortableData(target);
    expect(after.tasks?.map((t) => `${t.id}:${t.title}`)).toEqual([
      '1:Already here',
      '2:Buy milk',
      '3:Call mum',
    ]);
    expect(after.verbsLearned).toEqual(['be', 'go', 'take']);
    expect(after.max2048).toBe(1024);
    expect(after.maxScoreEver).toBe(50);
    // A failed import changes nothing.
    const before = target.getItem('tasks');
    expect(importData('garbage', target).ok).toBe(false);
    expect(target.getItem('tasks')).toBe(before);
  });

  it('sets stored items that are not valid aside instead of dropping them', () => {
    const storage = createMemoryStorage();
    storage.setItem('tasks', JSON.stringify([task(1, 'Mine'), { broken: true }]));
    importData(file({ tasks: [task(2, 'New')] }), storage);
    expect(asideCopies(storage, 'tasks').map((c) => JSON.parse(c.raw))).toEqual([
      [{ broken: true }],
    ]);
    expect(readPortableData(storage).tasks?.map((t) => t.title)).toEqual(['Mine', 'New']);
  });

  it('an import the browser refused is merged with what other tabs saved when it is saved later', () => {
    localStorage.clear();
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const text = JSON.stringify(createDataFile({ verbsLearned: ['go'] }, new Date()));
    const result = importData(text);
    expect(result).toMatchObject({ ok: true, saved: false });
    expect(safeStorage.status().unsaved).toEqual(['verbsLearned']);
    refuse.mockRestore();
    // Another tab, with room, saves a verb meanwhile.
    localStorage.setItem('verbsLearned', JSON.stringify(['be']));
    // 'Try saving again' on this page, which has no store of that key.
    syncPersisted();
    expect(safeStorage.retry()).toBe(true);
    expect(JSON.parse(localStorage.getItem('verbsLearned')!)).toEqual(['be', 'go']);
    localStorage.clear();
  });
});
