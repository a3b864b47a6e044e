'use client';

import type { ReactNode } from 'react';
import { CollapsiblePanel } from '@/components/ui/collapsible-panel';
import { useCollapsible } from '@/components/ui/use-collapsible';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvToggle } from './cv-toggle';

export interface StudyBlockProps {
  title: string;
  isOpen: boolean;
  /** Institution and period, always shown (static markup drawn by the server). */
  origin: ReactNode;
  /** Shown while open (static markup drawn by the server). */
  description: ReactNode;
}

/** One study: title, institution and period always show; the description while open. */
export function StudyBlock({ title, isOpen, origin, description }: StudyBlockProps) {
  const state = useCollapsible(isOpen, CV_CLOSE_DELAY_MS.study);
  return (
    <article className="rounded-lg border border-slate-200 p-4 dark:border-slate-700 print:break-inside-avoid print:border-0 print:px-0 print:py-2">
      <h3 className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        <CvToggle state={state} size="item">
          {title}
        </CvToggle>
      </h3>
      {origin}
      <CollapsiblePanel state={state} durationMs={CV_CLOSE_DELAY_MS.study}>
        {description}
      </CollapsiblePanel>
    </article>
  );
}
