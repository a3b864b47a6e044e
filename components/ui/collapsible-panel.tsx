'use client';

// The parts of a collapsible (the panel and the plus/minus sign), for views that compose
// their own heading (the CV); apart from `Collapsible` so they do not bring it along.

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { CollapsibleState } from './use-collapsible';

export interface CollapsiblePanelProps {
  state: Pick<CollapsibleState, 'expanded' | 'shown' | 'panelId' | 'touched'>;
  /** When one toggle drives several panels, each needs its own id (default: panelId). */
  id?: string;
  /** Length of the open/close animation; the closing one ends with the panel hidden. */
  durationMs?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The animated panel of a collapsible. A closed panel stays in the HTML, so search
 * engines read it; it is hidden with a class rather than the `hidden` attribute, so
 * that printing and browsing without JavaScript show every panel. Panels the visitor
 * opens animate from their closed size; panels open on load do not, so nothing shifts.
 */
export function CollapsiblePanel({
  state,
  id,
  durationMs = 500,
  className,
  children,
}: CollapsiblePanelProps) {
  return (
    <div
      id={id ?? state.panelId}
      data-collapsible-panel=""
      data-state={state.expanded ? 'open' : 'closed'}
      style={{ transitionDuration: `${durationMs}ms` }}
      className={cn(
        'grid transition-[grid-template-rows,opacity] ease-in-out motion-reduce:transition-none',
        state.expanded ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
        state.expanded && state.touched && 'starting:grid-rows-[0fr] starting:opacity-0',
        !state.shown && 'hidden',
        'noscript:grid noscript:grid-rows-[1fr] noscript:opacity-100',
        'print:grid print:grid-rows-[1fr] print:opacity-100',
      )}
    >
      {/* The negative margin and matching padding leave room for focus outlines. */}
      <div className="-mx-1 -mb-1 min-h-0 overflow-hidden print:overflow-visible">
        <div className={cn('px-1 pb-1', className)}>{children}</div>
      </div>
    </div>
  );
}

/**
 * The plus (closed) or minus (open) sign at the end of a collapsible's heading. A
 * geometric sign rather than a pictogram, so it is two strokes here instead of an icon
 * from react-icons, whose runtime would then ship with every collapsible (about 2 KB).
 */
export function PlusMinusIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      className={cn('size-5 shrink-0', className)}
    >
      <path d="M4 10h12" />
      {!open && <path d="M10 4v12" />}
    </svg>
  );
}
