'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useCollapsible, type CollapsibleState } from './use-collapsible';

export interface CollapsiblePanelProps {
  state: Pick<CollapsibleState, 'expanded' | 'shown' | 'panelId'> & { touched?: boolean };
  durationMs?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The animated panel of a collapsible. It stays in the HTML when closed (hidden), so
 * its text is indexed and readable without JavaScript (see the noscript style in the
 * root layout).
 */
export function CollapsiblePanel({
  state,
  durationMs = 500,
  className,
  children,
}: CollapsiblePanelProps) {
  return (
    <div
      id={state.panelId}
      data-collapsible-panel=""
      data-state={state.expanded ? 'open' : 'closed'}
      data-animate={state.touched ? '' : undefined}
      hidden={!state.shown}
      style={{ transitionDuration: `${durationMs}ms` }}
      className={cn(
        'collapsible-panel grid transition-[grid-template-rows,opacity] ease-in-out motion-reduce:transition-none',
        state.expanded ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
      )}
    >
      <div className={cn('min-h-0 overflow-hidden', className)}>{children}</div>
    </div>
  );
}

export function PlusMinusIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('size-5 shrink-0', className)}
      fill="currentColor"
    >
      <rect x="3" y="9" width="14" height="2" rx="1" />
      {open ? null : <rect x="9" y="3" width="2" height="14" rx="1" />}
    </svg>
  );
}

export interface CollapsibleProps {
  title: ReactNode;
  defaultOpen?: boolean;
  /** Closing animation length; the panel hides when it ends. */
  closeDelayMs?: number;
  /** Heading level wrapping the toggle button (accordion pattern). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/** A heading whose button shows or hides the panel below it (aria-expanded). */
export function Collapsible({
  title,
  defaultOpen = false,
  closeDelayMs = 500,
  headingLevel = 2,
  className,
  buttonClassName,
  panelClassName,
  children,
}: CollapsibleProps) {
  const state = useCollapsible(defaultOpen, closeDelayMs);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={state.expanded}
          aria-controls={state.panelId}
          onClick={state.toggle}
          className={cn(
            'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-left font-semibold',
            'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800',
            buttonClassName,
          )}
        >
          <span>{title}</span>
          <PlusMinusIcon open={state.expanded} />
        </button>
      </Heading>
      <CollapsiblePanel state={state} durationMs={closeDelayMs} className={panelClassName}>
        {children}
      </CollapsiblePanel>
    </div>
  );
}
