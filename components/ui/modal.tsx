'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { controls } from '@/content/controls';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon-context';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  id?: string;
  size?: 'md' | 'lg' | 'xl';
  /** Label of the close button in the corner. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Gets the focus when the dialog opens (by default the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
}

const widths = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-6xl' } as const;

/**
 * A modal on the native <dialog>: focus moves into it, Escape and the close button close
 * it, the page behind is inert, and focus returns to where it was when it closes.
 * A `close` event is delivered after the dialog closed; one that arrives when the dialog
 * is open again (closed and reopened quickly) is stale and ignored, and the parent's
 * state follows a real one synchronously, so an immediate reopen always opens.
 */
export function Modal({
  open,
  onClose,
  title,
  id,
  size = 'md',
  closeLabel = controls.close,
  className,
  children,
  footer,
  initialFocus,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = `${id ?? 'modal'}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      if (dialog.open) return;
      returnFocus.current?.focus();
      returnFocus.current = null;
      // The page re-renders closed at once: the event comes from outside React, so the
      // update would otherwise wait, and a quick reopen (Enter on the button that got
      // the focus back) would be merged with it and never show the dialog again.
      flushSync(onClose);
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    // Clicking the backdrop closes the dialog; keyboard users have Escape (native).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl',
        'backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        widths[size],
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3 dark:border-slate-700">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={closeLabel}
              className="rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-3 dark:border-slate-700">
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
