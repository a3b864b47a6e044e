import { inlineRead } from '@/lib/storage';

/**
 * The empty list from the first paint.
 *
 * The saved tasks live in this browser, so the server's HTML cannot know them: until the
 * page's scripts have run, the list shows a spinner. Most visitors have no tasks, though,
 * and for them the page can say so at once. A tiny inline script, written by the server
 * at the start of the list's wrapper, reads the stored list before the list is parsed
 * and, when there is certainly nothing in it, marks the wrapper with
 * `EMPTY_LIST_ATTRIBUTE="none"`; the list's CSS then shows the "no tasks" message instead
 * of the spinner. Anything else (tasks, a value it cannot read) keeps the spinner until
 * the store has read the list, as before. Without JavaScript the script does not run and
 * the page shows its no-script message.
 */
export const EMPTY_LIST_ATTRIBUTE = 'data-stored-tasks';

/** Whether a stored value of the list (null: never saved) certainly holds no task. */
export function isStoredListEmpty(raw: string | null): boolean {
  if (raw === null) return true;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.length === 0;
  } catch {
    return false;
  }
}

/** The inline script (mirrors `isStoredListEmpty`; kept tiny and dependency-free). */
export const emptyListScript = `(function(){var r=${inlineRead};try{var s=r('tasks');var e=s===null;if(!e){var v=JSON.parse(s);e=Array.isArray(v)&&v.length===0}if(e)document.currentScript.parentElement.setAttribute(${JSON.stringify(EMPTY_LIST_ATTRIBUTE)},'none')}catch(_){}})();`;
