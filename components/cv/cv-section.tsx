'use client';

import type { ReactNode } from 'react';
import { CollapsiblePanel } from '@/components/ui/collapsible-panel';
import { useCollapsible } from '@/components/ui/use-collapsible';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvToggle } from './cv-toggle';

export interface CvSectionProps {
  title: string;
  /** Anchor of the section, e.g. 'experience'. */
  id: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** One of the three sections of the CV (experience, studies, skills): open at first. */
export function CvSection({ title, id, defaultOpen = true, children }: CvSectionProps) {
  const state = useCollapsible(defaultOpen, CV_CLOSE_DELAY_MS.section);
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={headingId} className="m-0 text-2xl font-bold text-slate-900 dark:text-white">
        <CvToggle state={state} size="section">
          {title}
        </CvToggle>
      </h2>
      <CollapsiblePanel state={state} durationMs={CV_CLOSE_DELAY_MS.section}>
        <div className="pt-4">{children}</div>
      </CollapsiblePanel>
    </section>
  );
}
