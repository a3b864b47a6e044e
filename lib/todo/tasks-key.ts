import { LOADED_KEYS, type PersistedKey } from '@/lib/persisted-keys';
import { mergeTasks, parseTaskList, type Task } from '@/lib/todo/tasks';

/**
 * The stored key `tasks` (declared in lib/persisted-keys.ts), registered when this module
 * loads: the to-do store and the data export/import import it, so the games and trainers,
 * whose stores share `lib/persisted-keys.ts`, do not carry the task codec. SPEC's shape: a
 * plain JSON array; two copies merge by task id.
 */
export const tasksKey: PersistedKey<Task[]> = {
  key: 'tasks',
  portable: true,
  decode: (value) => {
    const list = parseTaskList(value);
    return list && { value: list.tasks, invalid: list.invalid };
  },
  encode: (tasks) =>
    tasks.map(({ id, title, description, status, creationDate, creationTime }) => ({
      id,
      title,
      description,
      status,
      creationDate,
      creationTime,
    })),
  merge: (stored, local, base) => mergeTasks(local, stored, base),
};

LOADED_KEYS.tasks = tasksKey;
