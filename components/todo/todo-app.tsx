'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TaskFormModalProps } from './task-form-modal';
import type { TodoIcons } from './todo-icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { useStoreState } from '@/components/ui/use-store-state';
import { todoTexts } from '@/content/todo';
import { cn } from '@/lib/cn';
import { lazyValue } from '@/lib/lazy-value';
import type { AddOutcome } from '@/lib/stores/use-todo-store';
import { DELETE_DELAY_MS, taskKey, TASK_STATUS, type Task } from '@/lib/todo/tasks';
import { TaskItem } from './task-item';

/**
 * The store, with its storage code, in a chunk of its own fetched after mount; it then
 * reads the saved list (other tabs are followed by the store itself). A deletion is
 * saved only once 'Deshacer' is no longer offered: a reload, or leaving the page, before
 * then keeps the task.
 */
const lazyStore = lazyValue(() =>
  import('@/lib/stores/use-todo-store').then(({ useTodoStore }) => useTodoStore),
);

/** The store's actions, once it has loaded (the list's controls show only after that). */
const todo = () => lazyStore.current()?.getState();

const noTasks: readonly Task[] = [];
const noPending: readonly string[] = [];

/** Removes every task in the 'being deleted' state `DELETE_DELAY_MS` after it got there. */
function useDeletionTimers(tasks: readonly Task[]) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    for (const task of tasks) {
      const key = taskKey(task);
      if (task.status !== TASK_STATUS.deleting || timers.current.has(key)) continue;
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          // The id can change if another tab renumbered it meanwhile: find it by key.
          const current = todo()?.tasks.find((t) => taskKey(t) === key);
          if (current) todo()?.remove(current.id);
        }, DELETE_DELAY_MS),
      );
    }
  }, [tasks]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}

/** Shown in place of the add-task dialog when its code could not be fetched (offline). */
function TaskFormMissing({ open }: TaskFormModalProps) {
  return open ? <LoadFailed>{todoTexts.formLoadFailed}</LoadFailed> : null;
}

/**
 * The add-task dialog, in its own chunk: fetched as soon as the list is up (so + opens it
 * at once, and the service worker keeps it for a visit without network), not in the
 * page's first load.
 */
const TaskFormModal = lazy(() =>
  import('./task-form-modal').then(
    (m) => ({ default: m.TaskFormModal }),
    () => ({ default: TaskFormMissing }),
  ),
);

export function TodoApp({ icons }: { icons: TodoIcons }) {
  const { value: store, failed } = useLazyValue(lazyStore, (loaded) => loaded.getState().hydrate());
  const state = useStoreState(store);
  const tasks = state?.tasks ?? noTasks;
  const hydrated = state?.hydrated === true;
  const pendingDeletion = state?.pendingDeletion ?? noPending;

  const [formOpen, setFormOpen] = useState(false);
  const closeForm = useCallback(() => setFormOpen(false), []);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useDeletionTimers(tasks);

  const onAdded = useCallback(
    (outcome: Extract<AddOutcome, { ok: true }>) => {
      setNewKey(taskKey(outcome.task));
      closeForm();
      const added = todoTexts.announcements.added(outcome.task.title);
      setAnnouncement(outcome.saved ? added : `${added} ${todoTexts.announcements.notSaved}`);
    },
    [closeForm],
  );

  // Stable callbacks: the memoised rows do not render again when another row changes.
  const onComplete = useCallback((task: Task) => {
    const result = todo()?.complete(task.id);
    if (!result?.changed) return;
    const done = todoTexts.announcements.completed(task.title);
    setAnnouncement(result.saved ? done : `${done} ${todoTexts.announcements.notSaved}`);
  }, []);

  const onDelete = useCallback((task: Task) => {
    if (todo()?.requestDelete(task.id)) {
      setAnnouncement(todoTexts.announcements.deleted(task.title));
    }
  }, []);

  const onUndo = useCallback((task: Task) => {
    if (todo()?.undoDelete(taskKey(task))) {
      setAnnouncement(todoTexts.announcements.undone(task.title));
    }
  }, []);

  const pending = useMemo(() => new Set(pendingDeletion), [pendingDeletion]);
  const completedCount = tasks.filter((t) => t.status === TASK_STATUS.completed).length;

  return (
    <>
      <section aria-labelledby="tasks-heading" className="pb-20">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="tasks-heading"
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white"
          >
            {todoTexts.listHeading}
          </h2>
          {hydrated && tasks.length > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {todoTexts.summary(tasks.length, completedCount)}
            </p>
          ) : null}
        </div>

        <noscript>
          <p className="text-slate-700 dark:text-slate-300">{todoTexts.noScript}</p>
        </noscript>

        {hydrated && tasks.length > 0 ? (
          <ul className="flex flex-col gap-3 overflow-x-clip p-1">
            {tasks.map((task) => (
              <TaskItem
                key={taskKey(task)}
                task={task}
                isNew={taskKey(task) === newKey}
                pending={pending.has(taskKey(task))}
                onComplete={onComplete}
                onDelete={onDelete}
                onUndo={onUndo}
                icons={icons}
              />
            ))}
          </ul>
        ) : (
          <>
            {/* Before the list is read: the spinner, or at once the empty message when the
                page's inline script saw no stored task (lib/todo/first-paint.ts). The
                message stays the same element once the list is read and empty. */}
            {failed ? <LoadFailed>{todoTexts.loadFailed}</LoadFailed> : null}
            {hydrated || failed ? null : (
              <Spinner
                label={todoTexts.loading}
                className="group-data-[stored-tasks=none]/stored:hidden noscript:hidden"
              />
            )}
            <p
              className={cn(
                'rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300',
                !hydrated && 'hidden group-data-[stored-tasks=none]/stored:block',
              )}
            >
              {todoTexts.empty}
            </p>
          </>
        )}

        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>

      <button
        type="button"
        onClick={() => setFormOpen(true)}
        aria-label={todoTexts.addButtonLabel}
        title={todoTexts.addButtonLabel}
        aria-haspopup="dialog"
        className={cn(
          'fixed right-4 bottom-[calc(5rem+var(--notice-space))] z-20 inline-flex size-14 items-center justify-center rounded-full shadow-lg sm:right-8 noscript:hidden',
          'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
          'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        )}
      >
        {icons.add}
      </button>

      {hydrated ? (
        <Suspense fallback={null}>
          <TaskFormModal
            open={formOpen}
            onAdded={onAdded}
            onClose={closeForm}
            closeIcon={icons.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
