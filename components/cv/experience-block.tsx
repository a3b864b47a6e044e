'use client';

import type { ReactNode } from 'react';
import { CollapsiblePanel } from '@/components/ui/collapsible-panel';
import { useCollapsible } from '@/components/ui/use-collapsible';
import { cn } from '@/lib/cn';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvToggle } from './cv-toggle';

/** A position: its name is a toggle; the rest is static markup drawn by the server. */
export interface ExperiencePosition {
  name: string;
  /** The dash and the period after the name. */
  period: ReactNode;
  /** Shown while the block is open. */
  description: ReactNode;
}

export interface ExperienceBlockProps {
  business: string;
  isOpen: boolean;
  positions: readonly ExperiencePosition[];
  /** The technology tags, rendered on the server (`ExperienceTags`): always shown. */
  tags?: ReactNode;
}

/**
 * One employer: its name and every position (name – period) always show; the
 * descriptions show while the block is open. The employer heading and each position
 * name toggle the block.
 */
export function ExperienceBlock({ business, isOpen, positions, tags }: ExperienceBlockProps) {
  const state = useCollapsible(isOpen, CV_CLOSE_DELAY_MS.experience);
  const { expanded, toggle } = state;
  const panelIds = positions.map((_, i) => `${state.panelId}-${i}`);
  return (
    <article className="rounded-lg border border-slate-200 p-4 dark:border-slate-700 print:break-inside-avoid print:border-0 print:px-0 print:py-2">
      <h3 className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        <CvToggle state={state} controls={panelIds.join(' ')} size="item">
          {business}
        </CvToggle>
      </h3>
      <ul className="mt-2 flex flex-col gap-3">
        {positions.map((position, i) => (
          <li key={`${position.name}-${i}`}>
            <p className="m-0 flex flex-wrap items-baseline gap-x-2">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelIds[i]}
                onClick={toggle}
                className={cn(
                  'rounded-sm text-left font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 print:text-black',
                )}
              >
                {position.name}
              </button>{' '}
              {position.period}
            </p>
            <CollapsiblePanel
              state={state}
              id={panelIds[i]}
              durationMs={CV_CLOSE_DELAY_MS.experience}
            >
              {position.description}
            </CollapsiblePanel>
          </li>
        ))}
      </ul>
      {tags}
    </article>
  );
}
