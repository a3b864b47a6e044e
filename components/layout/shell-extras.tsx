'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { SAVE_PROBLEM } from '@/lib/save-problem';
import type { UpdateWords } from './offline-support';

/** Nothing, where a part's code could not be fetched (offline before it was kept). */
const missing = { default: () => null };

/** Fetched once the page is up (React.lazy): no page's first load carries them. */
const OfflineSupport = lazy(() =>
  import('./offline-support').then(
    (m) => ({ default: m.OfflineSupport }),
    () => missing,
  ),
);
const SaveStatus = lazy(() =>
  import('./save-status').then(
    (m) => ({ default: m.SaveStatus }),
    () => missing,
  ),
);

function onSaveProblem(change: () => void) {
  window.addEventListener(SAVE_PROBLEM, change);
  return () => window.removeEventListener(SAVE_PROBLEM, change);
}

const hasSaveProblem = () => document.documentElement.hasAttribute(SAVE_PROBLEM);

export interface ShellExtrasProps {
  /** The new-version prompt's words (`shell.update`). */
  update: UpdateWords;
  /** The Your data page, and the save warning's button look (from the server). */
  dataHref: string;
  retryClassName: string;
}

/**
 * The parts of the frame that only some visits need, fetched after the page is up:
 * offline support (the service worker and its new-version prompt), and the save warning,
 * fetched the first time the storage has something to say (lib/save-problem.ts), which
 * only a page that keeps data can cause.
 */
export function ShellExtras({ update, dataHref, retryClassName }: ShellExtrasProps) {
  // Null on the server and while hydrating; then whether the storage has spoken.
  const saveProblem = useSyncExternalStore(onSaveProblem, hasSaveProblem, () => null);
  if (saveProblem === null) return null;
  return (
    <Suspense fallback={null}>
      {saveProblem ? <SaveStatus dataHref={dataHref} retryClassName={retryClassName} /> : null}
      <OfflineSupport words={update} />
    </Suspense>
  );
}
