'use client';

import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { withBasePath } from '@/lib/base-path';
import { isSearchShortcut } from '@/lib/search/shortcut';
import type { SearchDialogProps } from './search-dialog';

type Dialog = (props: SearchDialogProps) => ReactNode;

/**
 * The navbar's search button, also opened with '/' and Ctrl/Cmd+K. It is all that every
 * page ships of search: the dialog's code, Pagefind and the index load when it opens.
 * Its look and words come from the navbar (server-rendered), not from this bundle.
 */
export function SearchButton({ className, children }: { className: string; children: ReactNode }) {
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    import('./search-dialog').then(
      ({ SearchDialog }) => {
        setDialog({ Dialog: SearchDialog });
        setOpen(true);
      },
      // The dialog's code could not load: the results page still searches.
      () => window.location.assign(withBasePath('/search')),
    );
  }, []);

  // Listening from the commit that hydrates the button, not from the effects that follow
  // it: the loader (lib/tooling/after-paint.mjs) presses a shortcut held before
  // hydration again as soon as the page is hydrated, which can come before those effects.
  useLayoutEffect(() => {
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
      {dialog ? <dialog.Dialog open={open} onClose={close} /> : null}
    </>
  );
}
