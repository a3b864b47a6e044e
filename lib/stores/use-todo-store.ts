import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  addTask,
  completeTask,
  createTasksCodec,
  mergeTasks,
  removeTask,
  sameTasks,
  startDeletingTask,
  TASKS_STORAGE_KEY,
  type AddResult,
  type PersistedTasks,
  type Task,
  type TaskDraft,
} from '@/lib/todo/tasks';
import {
  CORRUPT_SUFFIX,
  createPersistStorage,
  safeStorage,
  setAside,
  type KeyValueStorage,
} from '@/lib/storage';

export interface TodoState {
  tasks: Task[];
  /** False until the stored list has been read (after mount). */
  hydrated: boolean;
  add: (draft: TaskDraft, now?: Date) => AddResult;
  complete: (id: number) => void;
  startDeleting: (id: number) => void;
  /** Final removal of a task being deleted. */
  remove: (id: number) => void;
  /**
   * Merges the list as it is saved now into this tab's list (on a `storage` event).
   * It reads the current value rather than the event's `newValue`: events arrive late
   * and in bursts, and an old snapshot would bring back an old state.
   */
  syncFromStorage: () => void;
}

/** Stored items that are not tasks are kept under `tasks.corrupt`, never silently lost. */
function keepInvalidAside(storage: KeyValueStorage) {
  return (items: unknown[]) =>
    storage.setItem(`${TASKS_STORAGE_KEY}${CORRUPT_SUFFIX}`, JSON.stringify(items));
}

/**
 * The to-do list of this browser, saved under `tasks` as the plain JSON array of tasks
 * after every change. Hydration is manual (`useTodoStore.persist.rehydrate()` after
 * mount) so the pre-rendered HTML never depends on storage.
 */
export function createTodoStore(storage: KeyValueStorage = safeStorage) {
  const codec = createTasksCodec(keepInvalidAside(storage));
  return create<TodoState>()(
    persist(
      (set, get) => ({
        tasks: [],
        hydrated: false,
        add(draft, now = new Date()) {
          const result = addTask(get().tasks, draft, now);
          if (result.ok) set({ tasks: result.tasks });
          return result;
        },
        complete(id) {
          const tasks = completeTask(get().tasks, id);
          if (tasks !== get().tasks) set({ tasks });
        },
        startDeleting(id) {
          const tasks = startDeletingTask(get().tasks, id);
          if (tasks !== get().tasks) set({ tasks });
        },
        remove(id) {
          const tasks = removeTask(get().tasks, id);
          if (tasks !== get().tasks) set({ tasks });
        },
        syncFromStorage() {
          const tasks = get().tasks;
          const raw = storage.getItem(TASKS_STORAGE_KEY);
          let remote: Task[] = [];
          let storedIsValid = raw !== null;
          if (raw !== null) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(raw);
            } catch {
              parsed = undefined;
            }
            const decoded = codec.decode(parsed);
            if (decoded) remote = decoded.tasks;
            else {
              storedIsValid = false;
              setAside(storage, TASKS_STORAGE_KEY, raw);
            }
          }
          const merged = mergeTasks(tasks, remote);
          // Save when this tab changes, or holds something the stored list lacks.
          if (!sameTasks(merged, tasks) || !storedIsValid || !sameTasks(merged, remote)) {
            set({ tasks: merged });
          }
        },
      }),
      {
        name: TASKS_STORAGE_KEY,
        version: 0,
        storage: createPersistStorage<PersistedTasks>(codec, storage),
        partialize: (state): PersistedTasks => ({ tasks: state.tasks }),
        merge: (persisted, current) => ({
          ...current,
          tasks: (persisted as PersistedTasks | undefined)?.tasks ?? current.tasks,
          hydrated: true,
        }),
        skipHydration: true,
      },
    ),
  );
}

export const useTodoStore = createTodoStore();
