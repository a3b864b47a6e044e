'use client';

import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { controls } from '@/content/controls';
import { cn } from '@/lib/cn';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  id?: string;
  size?: 'md' | 'lg' | 'xl';
  /** Label of the close button in the corner. */
  closeLabel?: string;
  /** The close button's icon, drawn by a server component (components/ui/icons.ts). */
  closeIcon: ReactNode;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Gets the focus when the dialog opens (by default the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Called once a close is reported and the focus is back where it was: the page behind is
   * no longer inert, so the focus can be moved on into it from here.
   */
  afterClose?: () => void;
}

const widths = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-6xl' } as const;

/**
 * A modal on the native <dialog>: focus moves into it, Escape and the close button close
 * it, the page behind is inert, and focus returns to where it was when it closes.
 * The parent's state follows a close at once: Escape (the dialog's `cancel`), the close
 * button and the backdrop close the dialog and report it in the same task. The browser's
 * `close` event comes a task later, after it has already given the focus back: a key
 * pressed in between (Enter on the button that opened the dialog) would otherwise find
 * the parent still open and be undone by that event. A close by other means is reported
 * by its `close` event; one that arrives when the dialog is open again is stale.
 */
export function Modal({
  open,
  onClose,
  title,
  id,
  size = 'md',
  closeLabel = controls.close,
  closeIcon,
  className,
  children,
  footer,
  initialFocus,
  afterClose,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** This opening's close was reported to the parent. */
  const reported = useRef(false);
  const titleId = `${id ?? 'modal'}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      reported.current = false;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  /** Reports a close once: focus back, and the page re-rendered closed at once. */
  const closed = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open || reported.current) return;
    reported.current = true;
    returnFocus.current?.focus();
    returnFocus.current = null;
    // At once: from outside React the update would wait, and a quick reopen would be
    // merged with it and never show the dialog again.
    flushSync(onClose);
    afterClose?.();
  }, [onClose, afterClose]);
  const closeNow = useCallback(() => {
    ref.current?.close();
    closed();
  }, [closed]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.addEventListener('cancel', closeNow);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', closeNow);
      dialog.removeEventListener('close', closed);
    };
  }, [closed, closeNow]);

  return (
    // Clicking the backdrop closes the dialog; keyboard users have Escape (native).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeNow();
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
              onClick={closeNow}
              aria-label={closeLabel}
              className="rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
            >
              {closeIcon}
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
