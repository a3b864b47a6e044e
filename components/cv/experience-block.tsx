'use client';

import type { ReactNode } from 'react';
import { CollapsiblePanel } from '@/components/ui/collapsible-panel';
import { useCollapsible } from '@/components/ui/use-collapsible';
import type { CvExperience } from '@/content/cv/types';
import { cn } from '@/lib/cn';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvToggle } from './cv-toggle';

export interface ExperienceBlockProps {
  experience: Pick<CvExperience, 'business' | 'isOpen' | 'positions'>;
  /** The technology tags, rendered on the server (`ExperienceTags`): always shown. */
  tags?: ReactNode;
}

/**
 * One employer: its name and every position (name – period) always show; the
 * descriptions show while the block is open. The employer heading and each position
 * name toggle the block.
 */
export function ExperienceBlock({ experience, tags }: ExperienceBlockProps) {
  const state = useCollapsible(experience.isOpen, CV_CLOSE_DELAY_MS.experience);
  const { expanded, toggle } = state;
  const panelIds = experience.positions.map((_, i) => `${state.panelId}-${i}`);
  return (
    <article className="rounded-lg border border-slate-200 p-4 dark:border-slate-700 print:break-inside-avoid print:border-0 print:px-0 print:py-2">
      <h3 className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        <CvToggle state={state} controls={panelIds.join(' ')} size="item">
          {experience.business}
        </CvToggle>
      </h3>
      <ul className="mt-2 flex flex-col gap-3">
        {experience.positions.map((position, i) => (
          <li key={`${position.name}-${position.date}`}>
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
              <span className="text-slate-600 dark:text-slate-400">–</span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
                {position.date}
              </span>
            </p>
            <CollapsiblePanel
              state={state}
              id={panelIds[i]}
              durationMs={CV_CLOSE_DELAY_MS.experience}
            >
              <p className="m-0 pt-1 text-slate-700 dark:text-slate-300 print:text-black">
                {position.description}
              </p>
            </CollapsiblePanel>
          </li>
        ))}
      </ul>
      {tags}
    </article>
  );
}
