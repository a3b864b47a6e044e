'use client';

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { withBasePath } from '@/lib/base-path';
import { afterPageIsIdle } from '@/lib/idle';
import { isSearchShortcut } from '@/lib/search/shortcut';
import type { SearchDialogProps } from './search-dialog';

/** Sends the visitor to the results page when the dialog's code cannot be fetched. */
function SearchPageInstead(_: SearchDialogProps): ReactNode {
  useEffect(() => window.location.assign(withBasePath('/search')), []);
  return null;
}

const loadDialog = () => import('./search-dialog');

/**
 * The dialog, in its own chunk, fetched once the page is idle (the service worker keeps
 * it, so search opens without a connection too), or when search opens first.
 */
const SearchDialog = lazy(() =>
  loadDialog().then(
    (m) => ({ default: m.SearchDialog }),
    () => ({ default: SearchPageInstead }),
  ),
);

/**
 * The navbar's search button, also opened with '/' and Ctrl/Cmd+K. It is all that every
 * page ships of search: the dialog's code, Pagefind and the index load when it opens.
 * Its look and words come from the navbar (server-rendered), not from this bundle.
 */
export function SearchButton({
  className,
  closeIcon,
  children,
}: {
  className: string;
  /** The dialog's close icon, drawn by the navbar. */
  closeIcon: ReactNode;
  children: ReactNode;
}) {
  /** Null until search is first opened; then whether the dialog is open. */
  const [open, setOpen] = useState<boolean | null>(null);
  const show = useCallback(() => setOpen(true), []);

  useEffect(
    () =>
      afterPageIsIdle(() => {
        loadDialog().catch(() => undefined);
      }, 5000),
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        className={className}
      >
        {children}
      </button>
      {open === null ? null : (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} closeIcon={closeIcon} />
        </Suspense>
      )}
    </>
  );
}
