import { isRecord } from '@/lib/guards';
import {
  freeIdAfter,
  highestId,
  parseTask,
  TASK_STATUS,
  taskKey,
  type Task,
} from '@/lib/todo/tasks';

/*
 * Importing tasks from a data file (/data): apart from lib/todo/tasks.ts so that the
 * to-do list's page does not carry it.
 */

export type ImportSkipReason = 'invalid' | 'beingDeleted' | 'duplicateTitle';

export interface SkippedTask {
  /** The item's title when it has one, for the list of skipped items. */
  title: string | null;
  reason: ImportSkipReason;
}

export interface TaskImport {
  /** The current list with the imported tasks joined in (by id). */
  tasks: Task[];
  /** Tasks new to this list. */
  added: Task[];
  skipped: SkippedTask[];
}

/**
 * Joins imported items into the current list under the form's rules. A task already here
 * (same title, description and creation moment) keeps its id and takes the furthest
 * status. A new task keeps its id when it is free, otherwise it gets the next free id;
 * existing tasks are never renumbered. Skipped, each with its reason: items that are not
 * tasks (including titles of only invisible characters), tasks being deleted (status 2)
 * and titles another task already has.
 */
export function planTaskImport(current: readonly Task[], items: readonly unknown[]): TaskImport {
  const byKey = new Map(current.map((t) => [taskKey(t), t]));
  const titles = new Set(current.map((t) => t.title));
  const ids = new Set(current.map((t) => t.id));
  let highest = highestId(current);
  const added: Task[] = [];
  const skipped: SkippedTask[] = [];
  for (const item of items) {
    const task = parseTask(item);
    if (!task) {
      const title = isRecord(item) && typeof item.title === 'string' ? item.title : null;
      skipped.push({ title, reason: 'invalid' });
      continue;
    }
    const key = taskKey(task);
    const same = byKey.get(key);
    if (same) {
      if (task.status > same.status && task.status !== TASK_STATUS.deleting)
        byKey.set(key, { ...same, status: task.status });
      continue;
    }
    if (task.status === TASK_STATUS.deleting) {
      skipped.push({ title: task.title, reason: 'beingDeleted' });
      continue;
    }
    if (titles.has(task.title)) {
      skipped.push({ title: task.title, reason: 'duplicateTitle' });
      continue;
    }
    let id = task.id;
    if (ids.has(id)) id = freeIdAfter(highest, ids);
    highest = Math.max(highest, id);
    ids.add(id);
    titles.add(task.title);
    const accepted = id === task.id ? task : { ...task, id };
    byKey.set(key, accepted);
    added.push(accepted);
  }
  return { tasks: [...byKey.values()].sort((a, b) => a.id - b.id), added, skipped };
}
