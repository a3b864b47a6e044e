import {
  addTask,
  completeTask,
  hasVisibleText,
  DESCRIPTION_MAX,
  isTitleTaken,
  mergeTasks,
  missingFields,
  nextId,
  parseTask,
  parseTaskList,
  removeTask,
  resolveIdClashes,
  startDeletingTask,
  taskKey,
  tasksCodec,
  TITLE_MAX,
  validateDraft,
  type DraftError,
  type Task,
  type TaskStatus,
} from '@/lib/todo/tasks';
import { planTaskImport } from '@/lib/todo/task-import';

/** A stored task created on 2024-05-01 at 10:30; `extra` overrides any field. */
function task(id: number, title: string, status: TaskStatus = 0, extra: Partial<Task> = {}): Task {
  const created = { creationDate: '2024-05-01', creationTime: '10:30' };
  return { id, title, description: `Descripción de ${title}`, status, ...created, ...extra };
}

const NOW = new Date(2024, 4, 1, 9, 5); // local time 2024-05-01 09:05
const MAX = Number.MAX_SAFE_INTEGER;

const check = (title: string, description: string, tasks: Task[] = []) =>
  validateDraft({ title, description }, tasks);
const refused = (error: DraftError) => ({ ok: false, error });
/** Each task as 'id:title', in list order. */
const idTitles = (tasks: readonly Task[]) => tasks.map((t) => `${t.id}:${t.title}`);

describe('validateDraft', () => {
  it('accepts a filled draft and trims both fields', () => {
    const result = check('  Comprar pan ', ' En la panadería  ');
    expect(result).toEqual({ ok: true, title: 'Comprar pan', description: 'En la panadería' });
  });

  it('requires a title and a description (spaces do not count)', () => {
    expect(check('', 'x')).toEqual(refused('titleRequired'));
    expect(check('   ', 'x')).toEqual(refused('titleRequired'));
    expect(check('x', '')).toEqual(refused('descriptionRequired'));
    expect(check('x', ' \n ')).toEqual(refused('descriptionRequired'));
  });

  it('allows exactly 50 title characters and 200 description characters, not one more', () => {
    const title50 = 't'.repeat(TITLE_MAX);
    const description200 = 'd'.repeat(DESCRIPTION_MAX);
    expect([TITLE_MAX, DESCRIPTION_MAX]).toEqual([50, 200]);
    expect(check(title50, description200).ok).toBe(true);
    expect(check(`${title50}t`, 'd')).toEqual(refused('titleTooLong'));
    expect(check('t', `${description200}d`)).toEqual(refused('descriptionTooLong'));
  });

  it('refuses a title another task already has (exact, case-sensitive match)', () => {
    const tasks = [task(1, 'Comprar pan'), task(2, 'Llamar a Ana', 1), task(3, 'Pagar la luz', 2)];
    expect(check('Comprar pan', 'otra', tasks)).toEqual(refused('duplicateTitle'));
    expect(check(' Llamar a Ana ', 'otra', tasks)).toEqual(refused('duplicateTitle'));
    // A task still on screen while it is being deleted keeps its title for that second.
    expect(isTitleTaken(tasks, 'Pagar la luz')).toBe(true);
    expect(isTitleTaken(tasks, ' Pagar la luz ')).toBe(true);
    expect(check('comprar pan', 'otra', tasks).ok).toBe(true);
    expect(check('Comprar pan.', 'otra', tasks).ok).toBe(true);
  });
});

describe('missingFields', () => {
  it('names what is missing', () => {
    expect(missingFields({ title: ' ', description: '' })).toBe('both');
    expect(missingFields({ title: '', description: 'b' })).toBe('title');
    expect(missingFields({ title: 'a', description: '\n' })).toBe('description');
    expect(missingFields({ title: 'a', description: 'b' })).toBeNull();
  });
});

describe('character limits', () => {
  it('let a title of 50 emoji through, and not one of 51; stored ones read back', () => {
    expect(check('🚀'.repeat(TITLE_MAX), 'D').ok).toBe(true);
    expect(check('🚀'.repeat(TITLE_MAX + 1), 'D')).toEqual(refused('titleTooLong'));
    const stored = task(1, '🎉'.repeat(30), 0, { description: '😀'.repeat(DESCRIPTION_MAX) });
    expect(parseTask(stored)).toEqual(stored);
  });
});

describe('nextId and addTask', () => {
  it('gives 1 to the first task and the highest id plus one afterwards', () => {
    expect(nextId([])).toBe(1);
    expect(nextId([task(3, 'a'), task(7, 'b'), task(5, 'c')])).toBe(8);
  });

  it('never gives an id past the largest safe whole number: it takes the lowest free one', () => {
    expect(nextId([task(MAX, 'a')])).toBe(1);
    expect(nextId([task(1, 'a'), task(2, 'b'), task(MAX, 'c')])).toBe(3);
    // The task added is one the list can read back on the next load.
    const added = addTask([task(MAX, 'a')], { title: 'Nueva', description: 'D' }, NOW);
    expect(added.ok && parseTask(added.task)).toEqual(added.ok && added.task);
  });

  it('adds an active task with the creation date and time in the SPEC formats', () => {
    const existing = [task(4, 'Existente')];
    const result = addTask(existing, { title: ' Nueva ', description: ' Algo que hacer ' }, NOW);
    const created = { creationDate: '2024-05-01', creationTime: '09:05' };
    expect(result).toEqual({
      ok: true,
      task: { id: 5, title: 'Nueva', description: 'Algo que hacer', status: 0, ...created },
      tasks: [existing[0], expect.objectContaining({ id: 5, title: 'Nueva' })],
    });
    expect(existing).toHaveLength(1);
  });

  it('adds nothing when the draft is refused', () => {
    const result = addTask([task(1, 'Repetida')], { title: 'Repetida', description: 'x' }, NOW);
    expect(result).toEqual(refused('duplicateTitle'));
  });
});

describe('status transitions', () => {
  const list = [task(1, 'a'), task(2, 'b', 1), task(3, 'c', 2)];

  it('Completar turns an active task into a completed one and nothing else', () => {
    expect(completeTask(list, 1)[0]?.status).toBe(1);
    for (const other of [2, 3, 99]) expect(completeTask(list, other)).toBe(list);
  });

  it('Eliminar starts deleting an active or completed task, with no way back', () => {
    expect(startDeletingTask(list, 1)[0]?.status).toBe(2);
    expect(startDeletingTask(list, 2)[1]?.status).toBe(2);
    expect(startDeletingTask(list, 3)).toBe(list);
    const deleting = startDeletingTask(list, 1);
    expect(completeTask(deleting, 1)).toBe(deleting);
  });

  it('only a task being deleted can be removed', () => {
    expect(removeTask(list, 3).map((t) => t.id)).toEqual([1, 2]);
    for (const other of [1, 42]) expect(removeTask(list, other)).toBe(list);
  });

  it('never mutates the list it is given', () => {
    const copy = JSON.parse(JSON.stringify(list)) as Task[];
    completeTask(list, 1);
    startDeletingTask(list, 2);
    removeTask(list, 3);
    expect(list).toEqual(copy);
  });
});

describe('resolveIdClashes', () => {
  it('keeps unique ids and renumbers later clashes after the highest id, in key order', () => {
    const result = resolveIdClashes([task(1, 'Uno'), task(3, 'Beta'), task(3, 'Alpha')]);
    expect(idTitles(result)).toEqual(['1:Uno', '3:Alpha', '4:Beta']);
  });

  it('renumbers a clash at the largest safe id with the lowest free id', () => {
    const result = resolveIdClashes([task(MAX, 'A'), task(MAX, 'B'), task(1, 'C')]);
    expect(idTitles(result)).toEqual(['1:C', '2:B', `${MAX}:A`]);
  });

  it('gives the same result whatever the input order', () => {
    const a = [task(2, 'X'), task(2, 'Y'), task(2, 'Z'), task(5, 'W')];
    const b = [a[3]!, a[2]!, a[0]!, a[1]!];
    expect(resolveIdClashes(a)).toEqual(resolveIdClashes(b));
    expect(resolveIdClashes(a).map((t) => t.id)).toEqual([2, 5, 6, 7]);
  });
});

describe('mergeTasks (two open tabs)', () => {
  it('adds the tasks the other tab created and keeps the ones it has not seen yet', () => {
    const [shared, mine, theirs] = [task(1, 'Compartida'), task(2, 'Mía'), task(3, 'Suya')];
    expect(mergeTasks([shared, mine], [shared, theirs])).toEqual([shared, mine, theirs]);
  });

  it('with base, leaves out what this tab removed since and still adds what is new there', () => {
    const [kept, removed, theirs] = [task(1, 'Sigue'), task(2, 'Borrada'), task(3, 'Nueva')];
    expect(mergeTasks([kept], [kept, removed, theirs], [kept, removed])).toEqual([kept, theirs]);
    // Without base, nothing says the task was removed here: it is the other tab's.
    expect(mergeTasks([kept], [kept, removed, theirs])).toEqual([kept, removed, theirs]);
  });

  it('renumbers two tasks created at once with the same id, identically in both tabs', () => {
    const [base, inA, inB] = [task(1, 'Base'), task(2, 'Alpha'), task(2, 'Beta')];
    const seenByA = mergeTasks([base, inA], [base, inB]);
    const seenByB = mergeTasks([base, inB], [base, inA]);
    expect(seenByA).toEqual(seenByB);
    expect(idTitles(seenByA)).toEqual(['1:Base', '2:Alpha', '3:Beta']);
  });

  it('keeps the furthest status of the same task', () => {
    const [active, completed, deleting] = [task(1, 'T'), task(1, 'T', 1), task(1, 'T', 2)];
    expect(mergeTasks([active], [completed])[0]?.status).toBe(1);
    expect(mergeTasks([completed], [active])[0]?.status).toBe(1);
    expect(mergeTasks([completed], [deleting])[0]?.status).toBe(2);
    expect(mergeTasks([deleting], [active])[0]?.status).toBe(2);
  });

  it('matches the same task by its content even when the other tab renumbered it', () => {
    const [here, there] = [task(5, 'T'), task(3, 'T')];
    expect(mergeTasks([here], [there])).toEqual([there]);
  });

  it('does not bring back a task another tab removed after deleting it', () => {
    const [keep, gone] = [task(1, 'Sigue'), task(2, 'Borrada', 2)];
    // This tab saw the deletion start; the other tab has now removed the task.
    expect(mergeTasks([keep, gone], [keep])).toEqual([keep]);
    // A late copy of the deletion does not add the task here either.
    expect(mergeTasks([keep], [keep, gone])).toEqual([keep]);
  });

  it('lets a task being deleted here finish even if the other tab saved an older copy', () => {
    const [deletingHere, olderThere] = [task(1, 'T', 2), task(1, 'T', 0)];
    expect(mergeTasks([deletingHere], [olderThere])).toEqual([deletingHere]);
  });

  it('is idempotent and order-independent once both tabs saw the same lists', () => {
    const a = [task(1, 'A'), task(2, 'B', 1), task(3, 'C')];
    const b = [task(1, 'A', 1), task(2, 'B'), task(4, 'D')];
    const ab = mergeTasks(a, b);
    expect(ab).toEqual(mergeTasks(b, a));
    expect(mergeTasks(ab, ab)).toEqual(ab);
    expect(mergeTasks(ab, b)).toEqual(ab);
  });
});

describe('taskKey', () => {
  it('identifies a task by its content, not by its id or status', () => {
    expect(taskKey(task(1, 'a'))).toBe(taskKey(task(9, 'a', 2)));
    expect(taskKey(task(1, 'a'))).not.toBe(taskKey(task(1, 'a', 0, { creationTime: '10:31' })));
  });
});

describe('parseTask and parseTaskList', () => {
  const spec = { id: 1, title: 'T', description: 'D' };
  it('accepts the SPEC shape', () => {
    const stored = { ...spec, status: 1, creationDate: '2024-02-29', creationTime: '23:59' };
    expect(parseTask(stored)).toEqual(stored);
  });

  const valid = { ...spec, status: 0, creationDate: '2024-01-01', creationTime: '10:00' };
  it.each([
    ['not an object', 'tarea'],
    ['null', null],
    ['an array', [1]],
    ['a missing id', { ...valid, id: undefined }],
    ['a zero id', { ...valid, id: 0 }],
    ['a fractional id', { ...valid, id: 1.5 }],
    ['an id as text', { ...valid, id: '1' }],
    ['an empty title', { ...valid, title: ' ' }],
    ['a title too long', { ...valid, title: 'x'.repeat(51) }],
    ['a description too long', { ...valid, description: 'x'.repeat(201) }],
    ['an unknown status', { ...valid, status: 3 }],
    ['an impossible date', { ...valid, creationDate: '2023-02-29' }],
    ['a date in another format', { ...valid, creationDate: '01/01/2024' }],
    ['an impossible time', { ...valid, creationTime: '24:00' }],
  ])('rejects %s', (_label, value) => {
    expect(parseTask(valid)).toEqual(valid);
    expect(parseTask(value)).toBeUndefined();
  });

  it('returns undefined for anything that is not an array', () => {
    for (const notArray of [{ tasks: [] }, '[]', null])
      expect(parseTaskList(notArray)).toBeUndefined();
  });

  it('keeps valid tasks, reports invalid items, joins duplicates and fixes id clashes', () => {
    const [a, b] = [task(1, 'A'), task(1, 'B')];
    const result = parseTaskList([a, 'basura', b, { ...a, status: 1 }, { id: 2 }]);
    expect(result?.invalid).toEqual(['basura', { id: 2 }]);
    // a joined with its completed copy; b renumbered.
    expect(result?.tasks).toEqual([task(1, 'A', 1), task(2, 'B')]);
    // The same task saved twice keeps the smaller of its ids.
    expect(parseTaskList([task(5, 'A'), task(1, 'A')])?.tasks).toEqual([task(1, 'A')]);
  });
});

describe('tasksCodec (the stored key tasks)', () => {
  it('round-trips the exact SPEC JSON array and stores no other field', () => {
    const tasks = [task(1, 'Uno', 0), task(2, 'Dos', 1)];
    const text = tasksCodec.serialize([{ ...tasks[0]!, note: 'extra' } as Task, tasks[1]!]);
    const created = { creationDate: '2024-05-01', creationTime: '10:30' };
    expect(JSON.parse(text)).toEqual([
      { id: 1, title: 'Uno', description: 'Descripción de Uno', status: 0, ...created },
      { id: 2, title: 'Dos', description: 'Descripción de Dos', status: 1, ...created },
    ]);
    expect(tasksCodec.parse(text)).toEqual({ value: tasks, invalid: [] });
  });

  it("joins this page's list into the stored one: removals since base stay removed", () => {
    const base = [task(1, 'Quitada'), task(2, 'Queda')];
    const stored = [...base, task(3, 'Otra pestaña')];
    const local = [task(2, 'Queda'), task(4, 'Esta')];
    const mergedTitles = (...args: Parameters<typeof tasksCodec.merge>) =>
      tasksCodec.merge(...args).map((t) => t.title);
    expect(mergedTitles(stored, local, base)).toEqual(['Queda', 'Otra pestaña', 'Esta']);
    // Without base, the union.
    expect(mergedTitles(stored, local)).toEqual(['Quitada', 'Queda', 'Otra pestaña', 'Esta']);
  });
});

describe('titles of only invisible characters', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a BOM and a joiner', '\uFEFF\u200D'],
    ['direction marks and a soft hyphen', '\u200E\u200F\u00AD'],
    ['Hangul fillers and no-break spaces', '\u3164\u00A0\u115F'],
  ])('refuses %s in the form and in stored or imported items', (_label, title) => {
    expect(hasVisibleText(title)).toBe(false);
    expect(check(title, 'D')).toEqual(refused('titleRequired'));
    expect(parseTask({ ...task(1, 'x'), title })).toBeUndefined();
  });

  it('accepts visible text around invisible characters', () => {
    expect(hasVisibleText('\u200BHola')).toBe(true);
  });
});

describe('planTaskImport', () => {
  it('keeps every id stable: existing tasks are never renumbered, clashing new ones get the next id', () => {
    const current = [task(1, 'Mía'), task(2, 'Otra')];
    const plan = planTaskImport(current, [task(1, 'Importada'), task(7, 'Siete')]);
    expect(idTitles(plan.tasks)).toEqual(['1:Mía', '2:Otra', '3:Importada', '7:Siete']);
    expect(plan.added.map((t) => t.title)).toEqual(['Importada', 'Siete']);
  });

  it('gives a clashing task the lowest free id when the highest id is the largest safe one', () => {
    const plan = planTaskImport([task(1, 'Mía'), task(MAX, 'Alta')], [task(1, 'Importada')]);
    expect(idTitles(plan.tasks)).toEqual(['1:Mía', '2:Importada', `${MAX}:Alta`]);
  });

  it('lists every skipped item with its reason: invalid, being deleted, duplicate title', () => {
    const current = [task(1, 'Mía')];
    const plan = planTaskImport(current, [
      { ...task(5, 'Mía'), description: 'otra' },
      task(6, 'Borrándose', 2),
      { ...task(7, 'x'), title: '\u200B' },
      'basura',
      task(8, 'Nueva'),
      { ...task(9, 'Nueva'), description: 'repetida en el archivo' },
    ]);
    expect(plan.skipped).toEqual([
      { title: 'Mía', reason: 'duplicateTitle' },
      { title: 'Borrándose', reason: 'beingDeleted' },
      { title: '\u200B', reason: 'invalid' },
      { title: null, reason: 'invalid' },
      { title: 'Nueva', reason: 'duplicateTitle' },
    ]);
    expect(plan.added.map((t) => t.title)).toEqual(['Nueva']);
  });

  const a = [task(1, 'A')];
  const bc = (b: number, c: number) => [task(b, 'B'), task(c, 'C')];
  it.each([
    ['renumbers clashing imports past the last id given', a, bc(1, 1), ['1:A:0', '2:B:0', '3:C:0']],
    ['never gives two imported tasks one id', [], bc(5, 5), ['5:B:0', '6:C:0']],
    ['does not take "being deleted" for a task already here', a, [task(1, 'A', 2)], ['1:A:0']],
  ])('%s', (_label, current, items, expected) => {
    const plan = planTaskImport(current, items);
    expect(plan.tasks.map((t) => `${t.id}:${t.title}:${t.status}`)).toEqual(expected);
  });

  it('takes the furthest status of a task that is already here, keeping its id', () => {
    const plan = planTaskImport([task(3, 'Igual', 0)], [task(9, 'Igual', 1)]);
    expect(plan).toEqual({ tasks: [task(3, 'Igual', 1)], added: [], skipped: [] });
  });
});
