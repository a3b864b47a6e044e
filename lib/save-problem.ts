/**
 * The sign the storage (lib/storage.ts) gives the frame the first time it has something
 * to report (a refused save, a damaged value): an attribute on `<html>` and an event of
 * the same name. The frame then loads the save warning (components/layout/shell-extras.tsx),
 * which every page would otherwise carry for the few visits that need it.
 */
export const SAVE_PROBLEM = 'data-save-problem';

export function signalSaveProblem(): void {
  if (typeof document === 'undefined') return;
  if (document.documentElement.hasAttribute(SAVE_PROBLEM)) return;
  document.documentElement.setAttribute(SAVE_PROBLEM, '');
  window.dispatchEvent(new Event(SAVE_PROBLEM));
}
