import { isRecord } from '@/lib/guards';
import { textLength } from '@/lib/text-length';
import { jsonCodec, type Codec } from '@/lib/storage-keys';

/**
 * Rules of the local to-do list: validation of a new task, ids, status transitions,
 * the merge of two copies of the list (two open tabs) and the storage codec.
 *
 * Everything here is pure: the current time and the set of removed tasks are passed in.
 */

/** 0 active, 1 completed, 2 being deleted (removed `DELETE_DELAY_MS` later). */
export type TaskStatus = 0 | 1 | 2;

export const TASK_STATUS = { active: 0, completed: 1, deleting: 2 } as const satisfies Record<
  string,
  TaskStatus
>;

/** One task, exactly as stored in the `tasks` JSON array. */
export interface Task {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  /** YYYY-MM-DD */
  creationDate: string;
  /** HH:mm (24 h) */
  creationTime: string;
}

/** Limits in characters as a reader counts them (lib/text-length.ts): an emoji is one. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 200;
/** How long a task stays on screen in the 'being deleted' state. */
export const DELETE_DELAY_MS = 1000;
/** How long 'Deshacer' is offered after 'Eliminar' before the deletion goes ahead. */
export const UNDO_DELETE_MS = 5000;

export interface TaskDraft {
  title: string;
  description: string;
}

export type DraftError =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'duplicateTitle';

export type DraftCheck =
  { ok: true; title: string; description: string } | { ok: false; error: DraftError };

/**
 * Characters that show nothing: spaces, format characters (zero-width spaces and joiners,
 * direction marks, the soft hyphen, the BOM), the combining grapheme joiner, Hangul
 * fillers and the blank braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text shows at least one visible character. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/** What the draft still lacks before it can be added (the reason 'Agregar' is disabled). */
export function missingFields(draft: TaskDraft): 'both' | 'title' | 'description' | null {
  const title = draft.title.trim() === '';
  const description = draft.description.trim() === '';
  if (title && description) return 'both';
  if (title) return 'title';
  if (description) return 'description';
  return null;
}

/** True when another task (whatever its status) already has this title: exact match. */
export function isTitleTaken(tasks: readonly Task[], title: string): boolean {
  const wanted = title.trim();
  return tasks.some((t) => t.title === wanted);
}

/**
 * Checks a draft against the rules: both fields required (surrounding spaces do not
 * count), title at most `TITLE_MAX` characters, description at most `DESCRIPTION_MAX`,
 * and a title not used by another task (exact, case-sensitive match).
 */
export function validateDraft(draft: TaskDraft, tasks: readonly Task[]): DraftCheck {
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!hasVisibleText(title)) return { ok: false, error: 'titleRequired' };
  if (textLength(title) > TITLE_MAX) return { ok: false, error: 'titleTooLong' };
  if (!hasVisibleText(description)) return { ok: false, error: 'descriptionRequired' };
  if (textLength(description) > DESCRIPTION_MAX) return { ok: false, error: 'descriptionTooLong' };
  if (isTitleTaken(tasks, title)) return { ok: false, error: 'duplicateTitle' };
  return { ok: true, title, description };
}

/**
 * The id after `highest`, or, when that is past the largest whole number a stored id may
 * be (an imported or hand-edited list can hold one there), the lowest id not `used`: an
 * id past that limit would make the task unreadable on the next load.
 */
export function freeIdAfter(highest: number, used: ReadonlySet<number>): number {
  if (highest < Number.MAX_SAFE_INTEGER) return highest + 1;
  let id = 1;
  while (used.has(id)) id += 1;
  return id;
}

/** The highest id of a list (0 for an empty one). */
export function highestId(tasks: readonly Task[]): number {
  return tasks.reduce((max, t) => Math.max(max, t.id), 0);
}

/** The highest id plus one (1 for an empty list), or a free id when that is too large. */
export function nextId(tasks: readonly Task[]): number {
  return freeIdAfter(highestId(tasks), new Set(tasks.map((t) => t.id)));
}

export type AddResult = { ok: true; task: Task; tasks: Task[] } | { ok: false; error: DraftError };

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * `now` as SPEC's creation date (YYYY-MM-DD) and time (HH:mm) in the visitor's time zone. Written out rather
 * than with dayjs: this module is also the stored tasks' codec, which every page with a
 * saved value loads (lib/persisted-keys.ts), and dayjs would ride along.
 */
const localDate = (now: Date) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const localTime = (now: Date) => `${pad(now.getHours())}:${pad(now.getMinutes())}`;

/** Adds a task created at `now` to the end of the list, or says why it cannot. */
export function addTask(tasks: readonly Task[], draft: TaskDraft, now: Date): AddResult {
  const check = validateDraft(draft, tasks);
  if (!check.ok) return check;
  const task: Task = {
    id: nextId(tasks),
    title: check.title,
    description: check.description,
    status: TASK_STATUS.active,
    creationDate: localDate(now),
    creationTime: localTime(now),
  };
  return { ok: true, task, tasks: [...tasks, task] };
}

function setStatus(tasks: Task[], id: number, from: readonly TaskStatus[], to: TaskStatus): Task[] {
  const index = tasks.findIndex((t) => t.id === id);
  const task = tasks[index];
  if (!task || !from.includes(task.status)) return tasks;
  const next = tasks.slice();
  next[index] = { ...task, status: to };
  return next;
}

/** 'Completar': an active task becomes completed. Anything else is left as it is. */
export function completeTask(tasks: Task[], id: number): Task[] {
  return setStatus(tasks, id, [TASK_STATUS.active], TASK_STATUS.completed);
}

/** 'Eliminar': an active or completed task starts being deleted. There is no way back. */
export function startDeletingTask(tasks: Task[], id: number): Task[] {
  return setStatus(tasks, id, [TASK_STATUS.active, TASK_STATUS.completed], TASK_STATUS.deleting);
}

/** Removes a task for good; only a task being deleted can be removed. */
export function removeTask(tasks: Task[], id: number): Task[] {
  const task = tasks.find((t) => t.id === id);
  if (!task || task.status !== TASK_STATUS.deleting) return tasks;
  return tasks.filter((t) => t !== task);
}

/**
 * What makes a task the same task in two tabs: its text and its creation moment never
 * change (only its status does), while its id can be renumbered when two tabs picked
 * the same id at the same time.
 */
export function taskKey(task: Task): string {
  return JSON.stringify([task.title, task.description, task.creationDate, task.creationTime]);
}

const byIdThenKey = (a: Task, b: Task) =>
  a.id - b.id || (taskKey(a) < taskKey(b) ? -1 : taskKey(a) > taskKey(b) ? 1 : 0);

/**
 * Makes ids unique. Tasks are taken in (id, key) order; the first task with an id keeps
 * it and any later task with the same id gets the next free id after the highest one.
 * The result depends only on the set of tasks, so every tab renumbers the same way.
 */
export function resolveIdClashes(tasks: readonly Task[]): Task[] {
  const sorted = tasks.slice().sort(byIdThenKey);
  const used = new Set<number>();
  let highest = highestId(sorted);
  const result = sorted.map((task) => {
    if (!used.has(task.id)) {
      used.add(task.id);
      return task;
    }
    const id = freeIdAfter(highest, used);
    highest = Math.max(highest, id);
    used.add(id);
    return { ...task, id };
  });
  return result.sort((a, b) => a.id - b.id);
}

/**
 * Merges this tab's list with the list another tab has just saved.
 *
 * - The same task in both lists (same key): it keeps the furthest status (0 < 1 < 2;
 *   there is no way back) and the smaller id.
 * - Only in the other tab's list: new there, so it is added, unless it is already being
 *   deleted (status 2), in which case it is on its way out and is left out.
 * - Only in this tab's list: kept (the other tab saved before it saw it), unless it is
 *   being deleted here, in which case the other tab has finished removing it.
 * - With `base` (what this tab and the stored list last had in common): a task of the
 *   other list that was in `base` but is no longer in this tab's list was removed here,
 *   and stays removed. This covers a removal whose status 2 never reached the other tabs
 *   (the browser refused to store it); without `base`, every other task is added.
 *
 * Every deletion passes through status 2 for `DELETE_DELAY_MS` before the task is
 * removed, and a tab receives the saves of another tab in order, so every tab learns
 * about a deletion before the task disappears: a deleted task is never brought back, and
 * a task added in one tab is never lost because another tab saved at the same moment.
 * Id clashes (two tabs adding at once) are renumbered with `resolveIdClashes`, the same
 * way in every tab. The result is sorted by id.
 */
export function mergeTasks(
  local: readonly Task[],
  remote: readonly Task[],
  base?: readonly Task[],
): Task[] {
  const remoteByKey = new Map(remote.map((t) => [taskKey(t), t]));
  const localKeys = new Set<string>();
  const merged: Task[] = [];
  for (const mine of local) {
    const key = taskKey(mine);
    localKeys.add(key);
    const theirs = remoteByKey.get(key);
    if (!theirs) {
      if (mine.status !== TASK_STATUS.deleting) merged.push(mine);
      continue;
    }
    const status = Math.max(mine.status, theirs.status) as TaskStatus;
    const id = Math.min(mine.id, theirs.id);
    merged.push(status === mine.status && id === mine.id ? mine : { ...mine, status, id });
  }
  const removedHere = base && new Set(base.map(taskKey).filter((key) => !localKeys.has(key)));
  for (const [key, theirs] of remoteByKey) {
    if (localKeys.has(key) || theirs.status === TASK_STATUS.deleting || removedHere?.has(key)) {
      continue;
    }
    merged.push(theirs);
  }
  return resolveIdClashes(merged);
}

function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

function isFilledText(value: unknown, max: number): value is string {
  return typeof value === 'string' && hasVisibleText(value) && textLength(value) <= max;
}

/** A stored item as a task, or `undefined` when it does not have the task shape. */
export function parseTask(value: unknown): Task | undefined {
  if (!isRecord(value)) return undefined;
  const { id, title, description, status, creationDate, creationTime } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
  if (!isFilledText(title, TITLE_MAX) || !isFilledText(description, DESCRIPTION_MAX))
    return undefined;
  if (status !== 0 && status !== 1 && status !== 2) return undefined;
  if (!isValidDate(creationDate) || !isValidTime(creationTime)) return undefined;
  return { id, title, description, status, creationDate, creationTime };
}

export interface ParsedTaskList {
  tasks: Task[];
  /** Items that were not tasks, as they were stored. */
  invalid: unknown[];
}

/**
 * Reads the stored `tasks` value: `undefined` when it is not an array (the caller sets
 * the whole raw value aside); otherwise the valid tasks (duplicates joined, ids made
 * unique) and the items that were dropped.
 */
export function parseTaskList(value: unknown): ParsedTaskList | undefined {
  if (!Array.isArray(value)) return undefined;
  const byKey = new Map<string, Task>();
  const invalid: unknown[] = [];
  for (const item of value) {
    const task = parseTask(item);
    if (!task) {
      invalid.push(item);
      continue;
    }
    // The same task saved twice is one task (furthest status, smaller id).
    const key = taskKey(task);
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen
        ? {
            ...seen,
            id: Math.min(seen.id, task.id),
            status: Math.max(seen.status, task.status) as TaskStatus,
          }
        : task,
    );
  }
  return { tasks: resolveIdClashes([...byKey.values()]), invalid };
}

/**
 * The stored key `tasks` (lib/storage-keys.ts): SPEC's plain JSON array of tasks; tasks that
 * are not valid are set aside; two copies merge by task (`mergeTasks`).
 */
export const tasksCodec: Codec<Task[]> = jsonCodec(
  'tasks',
  (value) => {
    const list = parseTaskList(value);
    return list && { value: list.tasks, invalid: list.invalid };
  },
  (tasks) =>
    tasks.map(({ id, title, description, status, creationDate, creationTime }) => ({
      id,
      title,
      description,
      status,
      creationDate,
      creationTime,
    })),
  (stored, local, base) => mergeTasks(local, stored, base),
);
