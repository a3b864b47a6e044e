import { CONCURRENT_MS, retrySaving } from '@/lib/persist';
import { asideCopies, resetStorageForTests, status } from '@/lib/storage';
import { useTodoStore } from '@/lib/stores/use-todo-store';
import { taskKey, UNDO_DELETE_MS, type Task } from '@/lib/todo/tasks';

const at = (minute: number) => new Date(2024, 4, 1, 10, minute);
const task = (id: number, title: string, status: Task['status'] = 0, time = '10:01'): Task => ({
  id,
  title,
  description: 'D',
  status,
  creationDate: '2024-05-01',
  creationTime: time,
});
const store = () => useTodoStore.getState();
const initial = store();
const add = (title: string, minute = 1) => store().add({ title, description: 'D' }, at(minute));
const titles = () => store().tasks.map((t) => `${t.id}:${t.title}:${t.status}`);
const stored = () => JSON.parse(localStorage.getItem('tasks') ?? 'null') as Task[];
const storedTitles = () => stored().map((t) => t.title);

/** Another tab's save (it may still write when this one cannot), as the browser tells of it. */
const setItem = Storage.prototype.setItem;
function otherTabSaves(tasks: Task[] | string) {
  const oldValue = localStorage.getItem('tasks');
  const newValue = typeof tasks === 'string' ? tasks : JSON.stringify(tasks);
  setItem.call(localStorage, 'tasks', newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'tasks', oldValue, newValue, storageArea: localStorage }),
  );
}

const fillStorage = () =>
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });

/** 'Eliminar' and the undo time passing: the task is now being deleted (status 2). */
function startDeleting(id: number) {
  const task = store().tasks.find((t) => t.id === id)!;
  if (store().requestDelete(id)) store().confirmDeletes([taskKey(task)]);
}

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
  jest.restoreAllMocks();
  useTodoStore.setState(initial, true);
});

describe('useTodoStore', () => {
  it('reads the saved list once hydrated, then saves the SPEC array after every change', () => {
    localStorage.setItem('tasks', JSON.stringify([task(3, 'Guardada', 1)]));
    expect(store()).toMatchObject({ tasks: [], hydrated: false });
    store().hydrate();
    expect(titles()).toEqual(['3:Guardada:1']);
    expect(add('Uno', 5)).toMatchObject({ ok: true, saved: true });
    expect(stored()).toEqual([task(3, 'Guardada', 1), task(4, 'Uno', 0, '10:05')]);
    store().complete(4);
    expect(stored()[1]?.status).toBe(1);
    startDeleting(4);
    expect(stored()[1]?.status).toBe(2);
    store().remove(4);
    expect(stored()).toEqual([task(3, 'Guardada', 1)]);
  });

  it('takes what another tab saved while this page sat in the back/forward cache, not on a plain show', () => {
    store().hydrate();
    add('Mía');
    // The other tab saves while this page is frozen: no storage event reaches it.
    setItem.call(localStorage, 'tasks', JSON.stringify([...stored(), task(2, 'Suya')]));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(titles()).toEqual(['1:Mía:0']);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(titles()).toEqual(['1:Mía:0', '2:Suya:0']);
  });

  it('refuses a duplicate title and saves nothing new', () => {
    store().hydrate();
    add('Igual');
    const before = localStorage.getItem('tasks');
    expect(add('Igual', 2)).toEqual({ ok: false, error: 'duplicateTitle' });
    expect(localStorage.getItem('tasks')).toBe(before);
    expect(store().tasks).toHaveLength(1);
  });
});

describe('useTodoStore beside another tab', () => {
  beforeEach(() => store().hydrate());

  it('shows a task the other tab added, without writing it back, and refuses its title', () => {
    const write = jest.spyOn(Storage.prototype, 'setItem');
    otherTabSaves([task(1, 'Desde allá')]);
    expect(titles()).toEqual(['1:Desde allá:0']);
    expect(write).not.toHaveBeenCalled();
    expect(add('Desde allá').ok).toBe(false);
  });

  it('keeps both tasks when both tabs add one before hearing from each other', () => {
    add('Beta');
    otherTabSaves([task(1, 'Alpha')]);
    // Both took id 1: every tab renumbers the same way, in the order of the tasks' keys.
    expect(titles()).toEqual(['1:Alpha:0', '2:Beta:0']);
    expect(storedTitles()).toEqual(['Alpha', 'Beta']);
  });

  it('follows a deletion made in the other tab and never brings the task back', () => {
    add('Temporal');
    add('Fija');
    otherTabSaves([task(1, 'Temporal', 2), task(2, 'Fija')]);
    expect(titles()).toEqual(['1:Temporal:2', '2:Fija:0']);
    otherTabSaves([task(2, 'Fija')]);
    add('Nueva', 3);
    expect(titles()).toEqual(['2:Fija:0', '3:Nueva:0']);
    expect(storedTitles()).toEqual(['Fija', 'Nueva']);
  });

  it('writes its tasks back when the other tab clears the storage', () => {
    add('Uno');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(storedTitles()).toEqual(['Uno']);
  });

  it('keeps its tasks when the other tab writes something unreadable, and sets that aside', () => {
    add('Mía');
    otherTabSaves('garbage');
    expect(titles()).toEqual(['1:Mía:0']);
    store().complete(1);
    expect(asideCopies('tasks').map((c) => c.raw)).toEqual(['garbage']);
    expect(stored()).toEqual([task(1, 'Mía', 1)]);
  });
});

describe('useTodoStore when the storage cannot be read', () => {
  it("keeps a task added meanwhile, joined with another tab's, once it can read again", () => {
    const unreadable = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store().hydrate();
    expect(add('Mía')).toMatchObject({ ok: true, saved: false });
    unreadable.mockRestore();
    setItem.call(localStorage, 'tasks', JSON.stringify([task(1, 'Otra')]));
    expect(retrySaving()).toBe(true);
    expect(titles()).toEqual(['1:Mía:0', '2:Otra:0']);
    expect(storedTitles()).toEqual(['Mía', 'Otra']);
  });
});

describe('useTodoStore when the storage is full', () => {
  beforeEach(() => store().hydrate());

  it('says a task was not saved, keeps it, and saves it with the next change once there is room', () => {
    const full = fillStorage();
    expect(add('Uno')).toMatchObject({ ok: true, saved: false });
    expect(status().unsaved).toEqual(['tasks']);
    full.mockRestore();
    expect(store().complete(1)).toEqual({ changed: true, saved: true });
    expect(status().unsaved).toEqual([]);
    expect(stored()).toEqual([task(1, 'Uno', 1)]);
  });

  it('keeps the task the other tab saved meanwhile when it can save again', () => {
    const full = fillStorage();
    add('Aquí');
    otherTabSaves([task(1, 'Allá')]);
    expect(titles()).toEqual(['1:Allá:0', '2:Aquí:0']);
    full.mockRestore();
    store().complete(2);
    expect(storedTitles()).toEqual(['Allá', 'Aquí']);
    expect(status().unsaved).toEqual([]);
  });

  it('a task deleted while it could not save stays deleted, though the other tab still had it', () => {
    const t = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(t);
    add('Borrada');
    const full = fillStorage();
    startDeleting(1);
    store().remove(1);
    // Later, the other tab, which never learnt of the deletion, saves a task of its own.
    now.mockReturnValue(t + CONCURRENT_MS + 1);
    otherTabSaves([task(1, 'Borrada'), task(2, 'Nueva')]);
    expect(titles()).toEqual(['2:Nueva:0']);
    full.mockRestore();
    add('Otra', 3);
    expect(storedTitles()).toEqual(['Nueva', 'Otra']);
  });

  it('a task deleted while it could not save stays deleted when the other tab saves at once', () => {
    // Past this file's earlier saves: only a save the browser took can meet the other tab's.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * CONCURRENT_MS);
    otherTabSaves([task(1, 'X'), task(2, 'Y')]);
    fillStorage();
    startDeleting(1);
    store().remove(1);
    otherTabSaves([task(1, 'X'), task(2, 'Y'), task(3, 'Z')]);
    expect(titles()).toEqual(['2:Y:0', '3:Z:0']);
  });
});

describe('deleting a task', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    store().hydrate();
    add('Uno');
  });
  afterEach(() => jest.useRealTimers());

  it('can be undone for a few seconds and saves nothing meanwhile', () => {
    const key = taskKey(store().tasks[0]!);
    expect(store().requestDelete(1)).toBe(true);
    expect(store().requestDelete(1)).toBe(false);
    expect(store().pendingDeletion).toEqual([key]);
    expect(stored()[0]?.status).toBe(0);
    expect(store().undoDelete(key)).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(store().tasks[0]?.status).toBe(0);
    expect(store().pendingDeletion).toEqual([]);
  });

  it('is not offered again for a task already on its way out', () => {
    startDeleting(1);
    expect(store().requestDelete(1)).toBe(false);
    expect(store().pendingDeletion).toEqual([]);
  });

  it('goes ahead when the undo time has passed', () => {
    store().requestDelete(1);
    jest.advanceTimersByTime(UNDO_DELETE_MS);
    expect(store().pendingDeletion).toEqual([]);
    expect(stored()[0]?.status).toBe(2);
  });
});
