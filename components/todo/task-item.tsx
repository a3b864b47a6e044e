'use client';

import { useId, useRef } from 'react';
import { FaCheck, FaTrashCan } from 'react-icons/fa6';
import { buttonStyles } from '@/components/ui/button';
import { todoTexts } from '@/content/todo';
import { cn } from '@/lib/cn';
import { DELETE_DELAY_MS, TASK_STATUS, type Task } from '@/lib/todo/tasks';

export interface TaskItemProps {
  task: Task;
  /** True for the task just added in this visit: it slides in once. */
  isNew: boolean;
  onComplete: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** One task: its texts (always as text, never HTML), its date and its two actions. */
export function TaskItem({ task, isNew, onComplete, onDelete }: TaskItemProps) {
  const titleId = useId();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const completed = task.status === TASK_STATUS.completed;
  const deleting = task.status === TASK_STATUS.deleting;

  return (
    <li
      data-status={task.status}
      data-new={isNew ? '' : undefined}
      style={{ transitionDuration: `${deleting ? DELETE_DELAY_MS : 500}ms` }}
      className={cn(
        'rounded-xl border p-4 shadow-sm transition-[translate,opacity,background-color,border-color] ease-in-out motion-reduce:transition-none',
        'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
        completed && 'border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950',
        deleting &&
          'translate-x-full border-red-300 bg-red-50 opacity-0 motion-reduce:translate-x-0 motion-reduce:opacity-100 dark:border-red-700 dark:bg-red-950',
        isNew && 'starting:-translate-x-8 starting:opacity-0',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3
            id={titleId}
            className={cn(
              'text-lg font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white',
              completed && 'text-emerald-800 line-through decoration-2 dark:text-emerald-200',
              deleting && 'text-red-800 dark:text-red-200',
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
            {completed ? (
              <span className="ml-2 inline-block rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-300 dark:text-emerald-950">
                {todoTexts.completedBadge}
              </span>
            ) : null}
            {deleting ? (
              <span className="ml-2 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-red-300 dark:text-red-950">
                {todoTexts.deletingBadge}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={buttonStyles('success', 'sm')}
            aria-describedby={titleId}
            disabled={task.status !== TASK_STATUS.active}
            onClick={() => {
              onComplete(task);
              // The button turns disabled: keep the keyboard on this task.
              deleteRef.current?.focus();
            }}
          >
            <FaCheck aria-hidden="true" className="size-3.5" />
            {todoTexts.complete}
          </button>
          <button
            ref={deleteRef}
            type="button"
            className={buttonStyles('danger', 'sm')}
            aria-describedby={titleId}
            disabled={deleting}
            onClick={() => onDelete(task)}
          >
            <FaTrashCan aria-hidden="true" className="size-3.5" />
            {todoTexts.delete}
          </button>
        </div>
      </div>
    </li>
  );
}
