import { lazyValue } from '@/lib/lazy-value';

/**
 * The add-task dialog, in its own chunk: only a click on + needs it. The list fetches it
 * once the page is idle, so it is in the browser's cache (and the service worker's) for
 * a visit without network.
 */
export const lazyTaskForm = lazyValue(() =>
  import('./task-form-modal').then(({ TaskFormModal }) => TaskFormModal),
);
