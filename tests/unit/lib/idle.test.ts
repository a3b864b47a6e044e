import { afterPageIsIdle, afterThisTask } from '@/lib/idle';

/** jsdom has no idle callbacks: each test puts in the ones it needs. */
type IdleWindow = {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};
/** Real time enough for the message of a batch, and the microtasks and tasks after it. */
const nextTasks = () => new Promise((done) => setTimeout(done, 20));

afterEach(() => jest.restoreAllMocks());

describe('afterPageIsIdle', () => {
  const w = window as unknown as IdleWindow;
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete w.requestIdleCallback;
    delete w.cancelIdleCallback;
  });

  it('waits for the load event, then for an idle moment with the given deadline', () => {
    const idle: { cb: () => void; timeout?: number }[] = [];
    w.requestIdleCallback = (cb, options) => idle.push({ cb, timeout: options?.timeout });
    w.cancelIdleCallback = () => {};
    const task = jest.fn();
    afterPageIsIdle(task, 5000);
    expect(idle).toHaveLength(0);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle).toEqual([{ cb: task, timeout: 5000 }]);
    expect(task).not.toHaveBeenCalled();
    idle[0]!.cb();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('schedules at once on a loaded page, and falls back to a timer without idle callbacks', () => {
    readyState = 'complete';
    const task = jest.fn();
    afterPageIsIdle(task, 3000);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancel stops a task not yet run, before or after the load', () => {
    const task = jest.fn();
    afterPageIsIdle(task, 3000)(); // Cancelled before the load.
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();

    const cancelled: number[] = [];
    w.requestIdleCallback = () => 7;
    w.cancelIdleCallback = (id) => cancelled.push(id);
    afterPageIsIdle(task, 3000)();
    expect(cancelled).toEqual([7]);
  });
});

describe('afterThisTask', () => {
  it('runs the task after the current one and its microtasks, not during it', async () => {
    const order: string[] = [];
    afterThisTask(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('now');
    expect(order).toEqual(['now']);
    await nextTasks();
    expect(order).toEqual(['now', 'microtask', 'task']);
  });

  it('cancel stops a task not yet run', async () => {
    const task = jest.fn();
    afterThisTask(task)();
    await nextTasks();
    expect(task).not.toHaveBeenCalled();
  });

  it('tasks asked for in one task share one message, run in order, each cancellable', async () => {
    const RealChannel = globalThis.MessageChannel;
    const made = jest
      .spyOn(globalThis, 'MessageChannel')
      .mockImplementation(() => new RealChannel());
    const order: number[] = [];
    const cancels = [1, 2, 3].map((n) => afterThisTask(() => order.push(n)));
    cancels[1]!();
    expect(made).toHaveBeenCalledTimes(1);
    await nextTasks();
    expect(order).toEqual([1, 3]);
    // A later task starts a batch of its own.
    afterThisTask(() => order.push(4));
    expect(made).toHaveBeenCalledTimes(2);
    await nextTasks();
    expect(order).toEqual([1, 3, 4]);
  });

  it('a task that throws does not stop the others of its batch', async () => {
    const thrown: unknown[] = [];
    const realQueue = globalThis.queueMicrotask;
    jest.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
      realQueue(() => {
        try {
          callback();
        } catch (error) {
          thrown.push(error);
        }
      }),
    );
    const after = jest.fn();
    afterThisTask(() => {
      throw new Error('broken');
    });
    afterThisTask(after);
    await nextTasks();
    expect(after).toHaveBeenCalled();
    expect(thrown).toEqual([new Error('broken')]);
  });
});
