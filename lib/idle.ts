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
