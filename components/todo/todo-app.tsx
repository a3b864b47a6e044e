'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FaPlus } from 'react-icons/fa6';
import { Spinner } from '@/components/ui/spinner';
import { todoTexts } from '@/content/todo';
import { cn } from '@/lib/cn';
import { useTodoStore } from '@/lib/stores/use-todo-store';
import {
  DELETE_DELAY_MS,
  taskKey,
  TASK_STATUS,
  TASKS_STORAGE_KEY,
  type Task,
  type TaskDraft,
} from '@/lib/todo/tasks';
import { TaskFormModal } from './task-form-modal';
import { TaskItem } from './task-item';

const emptyDraft: TaskDraft = { title: '', description: '' };

/** Reads the saved list after mount and keeps it in step with other open tabs. */
function useTodoSync() {
  const syncFromStorage = useTodoStore((s) => s.syncFromStorage);
  useEffect(() => {
    void useTodoStore.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // key null: the whole storage was cleared in another tab.
      if (event.key === TASKS_STORAGE_KEY || event.key === null) syncFromStorage();
    };
    // A page restored from the back/forward cache missed the other tabs' saves while it
    // was frozen (and has nothing unsaved): take the stored list as it is.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void useTodoStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [syncFromStorage]);
}

/** Removes every task in the 'being deleted' state `DELETE_DELAY_MS` after it got there. */
function useDeletionTimers(tasks: readonly Task[]) {
  const remove = useTodoStore((s) => s.remove);
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
          const current = useTodoStore.getState().tasks.find((t) => taskKey(t) === key);
          if (current) remove(current.id);
        }, DELETE_DELAY_MS),
      );
    }
  }, [tasks, remove]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}

export function TodoApp() {
  const tasks = useTodoStore((s) => s.tasks);
  const hydrated = useTodoStore((s) => s.hydrated);
  const add = useTodoStore((s) => s.add);
  const complete = useTodoStore((s) => s.complete);
  const startDeleting = useTodoStore((s) => s.startDeleting);

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TaskDraft>(emptyDraft);
  const [error, setError] = useState('');
  const [newKey, setNewKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  useTodoSync();
  useDeletionTimers(tasks);

  const close = useCallback(() => setOpen(false), []);

  const changeDraft = (next: TaskDraft) => {
    if (next.title !== draft.title) setError('');
    setDraft(next);
  };

  const submit = () => {
    const result = add(draft);
    if (!result.ok) {
      const message = todoTexts.errors[result.error];
      setError(message);
      if (result.error === 'duplicateTitle') window.alert(message);
      return;
    }
    setNewKey(taskKey(result.task));
    setDraft(emptyDraft);
    setError('');
    setOpen(false);
    setAnnouncement(todoTexts.announcements.added(result.task.title));
  };

  const onComplete = (task: Task) => {
    complete(task.id);
    setAnnouncement(todoTexts.announcements.completed(task.title));
  };

  const onDelete = (task: Task) => {
    startDeleting(task.id);
    setAnnouncement(todoTexts.announcements.deleted(task.title));
    // The task's buttons are about to disappear: keep the keyboard in the list.
    listHeadingRef.current?.focus();
  };

  const completedCount = tasks.filter((t) => t.status === TASK_STATUS.completed).length;

  return (
    <>
      <section aria-labelledby="tasks-heading" className="pb-20">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="tasks-heading"
            ref={listHeadingRef}
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

        {!hydrated ? (
          <Spinner label={todoTexts.loading} className="js-only" />
        ) : tasks.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
            {todoTexts.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3 overflow-x-clip p-1">
            {tasks.map((task) => (
              <TaskItem
                key={taskKey(task)}
                task={task}
                isNew={taskKey(task) === newKey}
                onComplete={onComplete}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}

        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>

      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={todoTexts.addButtonLabel}
        title={todoTexts.addButtonLabel}
        aria-haspopup="dialog"
        className={cn(
          'js-only fixed right-4 bottom-20 z-20 inline-flex size-14 items-center justify-center rounded-full shadow-lg sm:right-8',
          'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
          'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        )}
      >
        <FaPlus aria-hidden="true" className="size-6" />
      </button>

      <TaskFormModal
        open={open}
        draft={draft}
        error={error}
        onDraftChange={changeDraft}
        onSubmit={submit}
        onClose={close}
      />
    </>
  );
}
