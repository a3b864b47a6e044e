'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CollapsiblePanel, PlusMinusIcon } from './collapsible-panel';
import { useCollapsible } from './use-collapsible';

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
