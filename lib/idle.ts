/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs`
 * after the load; a short timer where requestIdleCallback is missing). Returns a cancel
 * function for effect clean-ups.
 */
export function afterPageIsIdle(task: () => void, timeoutMs: number): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    else timer = setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A task asked for; cancelling it clears `task`. */
type Queued = { task?: () => void };

/** The tasks asked for in the current task, run together in the next one. */
let batch: Queued[] | undefined;

/**
 * Runs `task` in a task of its own, just after the current one (a message to itself, as
 * React's scheduler yields: neither held back by timers' clamping nor by a test's paused
 * clock). Returns a cancel function for effect clean-ups. Work started from a page's
 * first effects goes here, so the task that runs those effects, just after hydration,
 * stays short. The tasks asked for during one task share one message: a list of 150
 * items, each starting a load from its effect, makes one channel, not 150.
 */
export function afterThisTask(task: () => void): () => void {
  const entry: Queued = { task };
  if (!batch) {
    const tasks: Queued[] = (batch = []);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      batch = undefined;
      for (const queued of tasks)
        try {
          queued.task?.();
        } catch (error) {
          // Reported as it was when each task had its own message; the others still run.
          queueMicrotask(() => {
            throw error;
          });
        }
    };
    channel.port2.postMessage(null);
  }
  batch.push(entry);
  return () => {
    entry.task = undefined;
  };
}
