import { create } from 'zustand';
import { persisted } from '@/lib/persist';
import { isSaved } from '@/lib/storage';
import {
  addTask,
  completeTask,
  removeTask,
  startDeletingTask,
  taskKey,
  tasksCodec,
  UNDO_DELETE_MS,
  type DraftError,
  type Task,
  type TaskDraft,
} from '@/lib/todo/tasks';

/** What adding a task did: refused (why), or added (and whether it reached storage). */
export type AddOutcome =
  { ok: true; task: Task; saved: boolean } | { ok: false; error: DraftError };

export interface TodoState {
  tasks: Task[];
  /** False until the stored list has been read (after mount). */
  hydrated: boolean;
  /** Keys of the tasks the visitor asked to delete while 'Deshacer' is offered. */
  pendingDeletion: readonly string[];
  /** Reads the stored list (once, after mount). */
  hydrate: () => void;
  add: (draft: TaskDraft, now?: Date) => AddOutcome;
  /** 'Completar'; returns whether the task changed and whether that was saved. */
  complete: (id: number) => { changed: boolean; saved: boolean };
  /** 'Eliminar': the task waits `UNDO_DELETE_MS` for 'Deshacer', then is deleted. */
  requestDelete: (id: number) => boolean;
  /** 'Deshacer': the task stays. */
  undoDelete: (key: string) => boolean;
  /** Deletes now every task waiting for 'Deshacer' (the undo time passed, or the page closes). */
  confirmDeletes: (keys?: readonly string[]) => void;
  /** Final removal of a task being deleted (after its slide-out). */
  remove: (id: number) => void;
}

/**
 * The to-do list of this browser, saved under `tasks` (SPEC's plain array) after every
 * change through the shared persistence path. Deleting takes two steps: the visitor can
 * undo for `UNDO_DELETE_MS`, then the task goes through status 2 (the slide-out) and is
 * removed; the pending step is not saved, so another tab keeps the task until then.
 */
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const saved = () => isSaved(tasksCodec.key);

export const useTodoStore = create<TodoState>()(
  persisted(
    tasksCodec,
    (s) => s.tasks,
    (tasks) => ({ tasks }),
    (set, get, store) => ({
      tasks: [],
      hydrated: false,
      pendingDeletion: [],
      hydrate: () => {
        if (get().hydrated) return;
        void store.persist.rehydrate();
        set({ hydrated: true });
      },
      add: (draft, now = new Date()) => {
        const result = addTask(get().tasks, draft, now);
        if (!result.ok) return result;
        set({ tasks: result.tasks });
        return { ok: true, task: result.task, saved: saved() };
      },
      complete: (id) => {
        const tasks = completeTask(get().tasks, id);
        if (tasks === get().tasks) return { changed: false, saved: true };
        set({ tasks });
        return { changed: true, saved: saved() };
      },
      requestDelete: (id) => {
        const task = get().tasks.find((t) => t.id === id);
        if (!task || task.status === 2) return false;
        const key = taskKey(task);
        if (get().pendingDeletion.includes(key)) return false;
        set({ pendingDeletion: [...get().pendingDeletion, key] });
        timers.set(
          key,
          setTimeout(() => get().confirmDeletes([key]), UNDO_DELETE_MS),
        );
        return true;
      },
      undoDelete: (key) => {
        if (!get().pendingDeletion.includes(key)) return false;
        clearTimeout(timers.get(key));
        timers.delete(key);
        set({ pendingDeletion: get().pendingDeletion.filter((k) => k !== key) });
        return true;
      },
      confirmDeletes: (keys = get().pendingDeletion) => {
        let tasks = get().tasks;
        for (const key of keys) {
          clearTimeout(timers.get(key));
          timers.delete(key);
          // The id can change if another tab renumbered it meanwhile: find it by key.
          const task = tasks.find((t) => taskKey(t) === key);
          if (task) tasks = startDeletingTask(tasks, task.id);
        }
        set({
          tasks,
          pendingDeletion: get().pendingDeletion.filter((k) => !keys.includes(k)),
        });
      },
      remove: (id) => {
        const tasks = removeTask(get().tasks, id);
        if (tasks !== get().tasks) set({ tasks });
      },
    }),
  ),
);
