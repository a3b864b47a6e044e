'use client';

import { memo, useEffect, useId, useRef, type MouseEvent } from 'react';
import type { TodoIcons } from './todo-icons';
import { buttonStyles } from '@/components/ui/button';
import { todoTexts } from '@/content/todo';
import { cn } from '@/lib/cn';
import { DELETE_DELAY_MS, TASK_STATUS, type Task } from '@/lib/todo/tasks';

export interface TaskItemProps {
  task: Task;
  /** True for the task just added in this visit: it slides in once. */
  isNew: boolean;
  /** True while 'Deshacer' is offered for this task. */
  pending: boolean;
  onComplete: (task: Task) => void;
  onDelete: (task: Task) => void;
  onUndo: (task: Task) => void;
  icons: TodoIcons;
}

/**
 * One task: its texts (always as text, never HTML), its date and its actions. Memoised:
 * a row renders again only when its own task or state changes.
 *
 * Keyboard: after 'Completar' the focus stays on it (it only becomes inert), so a second
 * Enter does nothing; after 'Eliminar' it moves to 'Deshacer', and after 'Deshacer' to the
 * task's title, so repeated presses never delete.
 */
export const TaskItem = memo(function TaskItem({
  task,
  isNew,
  pending,
  onComplete,
  onDelete,
  onUndo,
  icons,
}: TaskItemProps) {
  const titleId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'undo' | 'title' | null>(null);
  /**
   * The buttons change under the pointer ('Deshacer' takes the place of 'Eliminar' and
   * back): the second click of a double click (the browser counts it in `detail`), which
   * lands on the new button, is ignored.
   */
  const press = (event: MouseEvent, action: () => void) => {
    if (event.detail > 1) return;
    action();
  };
  const active = task.status === TASK_STATUS.active;
  const completed = task.status === TASK_STATUS.completed;
  const deleting = task.status === TASK_STATUS.deleting;

  useEffect(() => {
    if (focusAfter.current === 'undo' && pending) undoRef.current?.focus();
    if (focusAfter.current === 'title' && !pending) headingRef.current?.focus();
    focusAfter.current = null;
  }, [pending]);

  // The task's buttons are about to disappear: keep the keyboard in the list.
  useEffect(() => {
    if (deleting && itemRef.current?.contains(document.activeElement)) {
      document.getElementById('tasks-heading')?.focus();
    }
  }, [deleting]);

  return (
    <li
      ref={itemRef}
      data-status={task.status}
      data-pending={pending ? '' : undefined}
      data-new={isNew ? '' : undefined}
      style={{ transitionDuration: `${deleting ? DELETE_DELAY_MS : 500}ms` }}
      className={cn(
        'rounded-xl border p-4 shadow-sm transition-[translate,opacity,background-color,border-color] ease-in-out motion-reduce:transition-none',
        'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
        completed && 'border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950',
        (deleting || pending) && 'border-red-300 bg-red-50 dark:border-red-700 dark:bg-red-950',
        deleting &&
          'translate-x-full opacity-0 motion-reduce:translate-x-0 motion-reduce:opacity-100',
        isNew && 'starting:-translate-x-8 starting:opacity-0',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3
            ref={headingRef}
            id={titleId}
            tabIndex={-1}
            className={cn(
              'text-lg font-semibold [overflow-wrap:anywhere] text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white',
              completed && 'text-emerald-800 line-through decoration-2 dark:text-emerald-200',
              (deleting || pending) && 'text-red-800 dark:text-red-200',
            )}
          >
            {task.title}
          </h3>
          <p
            className={cn(
              'mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-700 dark:text-slate-300',
              completed && 'line-through',
            )}
          >
            {task.description}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={`${task.creationDate}T${task.creationTime}`}>
              {todoTexts.when(task.creationDate, task.creationTime)}
            </time>
            {completed && !pending ? (
              <span className="ml-2 inline-block rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-300 dark:text-emerald-950">
                {todoTexts.completedBadge}
              </span>
            ) : null}
            {deleting || pending ? (
              <span className="ml-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-red-300 dark:text-red-950">
                {pending ? todoTexts.pendingDeleteBadge : todoTexts.deletingBadge}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {pending ? (
            <button
              ref={undoRef}
              type="button"
              className={buttonStyles('secondary', 'sm')}
              aria-describedby={titleId}
              onClick={(event) =>
                press(event, () => {
                  focusAfter.current = 'title';
                  onUndo(task);
                })
              }
            >
              {icons.undo}
              {todoTexts.undo}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={cn(
                  buttonStyles('success', 'sm'),
                  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                )}
                aria-describedby={titleId}
                // Stays focusable once used, so the keyboard stays on it.
                aria-disabled={!active || undefined}
                disabled={deleting}
                onClick={(event) =>
                  press(event, () => {
                    if (active) onComplete(task);
                  })
                }
              >
                {icons.done}
                {todoTexts.complete}
              </button>
              <button
                type="button"
                className={buttonStyles('danger', 'sm')}
                aria-describedby={titleId}
                disabled={deleting}
                onClick={(event) =>
                  press(event, () => {
                    focusAfter.current = 'undo';
                    onDelete(task);
                  })
                }
              >
                {icons.remove}
                {todoTexts.delete}
              </button>
            </>
          )}
        </div>
      </div>
    </li>
  );
});
