import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CvPanelProps {
  id: string;
  /** Open or opening: drives the animation. */
  expanded: boolean;
  /** In the layout (stays true while the closing animation runs). */
  shown: boolean;
  durationMs: number;
  /** Animate the opening from closed (not for panels open when the page loads). */
  animate?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The animated, collapsible part of a CV block. A closed panel stays in the HTML, so
 * search engines read it; it is hidden with a class rather than the `hidden`
 * attribute so that printing and browsing without JavaScript can show every panel.
 */
export function CvPanel({
  id,
  expanded,
  shown,
  durationMs,
  animate = false,
  className,
  children,
}: CvPanelProps) {
  return (
    <div
      id={id}
      data-cv-panel=""
      data-state={expanded ? 'open' : 'closed'}
      style={{ transitionDuration: `${durationMs}ms` }}
      className={cn(
        'grid transition-[grid-template-rows,opacity] ease-in-out motion-reduce:transition-none',
        expanded ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
        expanded && animate && 'starting:grid-rows-[0fr] starting:opacity-0',
        !shown && 'hidden',
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
