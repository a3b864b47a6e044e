'use client';

import type { ReactNode } from 'react';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvPanel } from './cv-panel';
import { CvToggle } from './cv-toggle';
import { useCvCollapsible } from './use-cv-collapsible';

export interface CvSectionProps {
  title: string;
  /** Anchor of the section, e.g. 'experience'. */
  id: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** One of the three sections of the CV (experience, studies, skills): open at first. */
export function CvSection({ title, id, defaultOpen = true, children }: CvSectionProps) {
  const { expanded, shown, toggle, panelId, animate } = useCvCollapsible(
    defaultOpen,
    CV_CLOSE_DELAY_MS.section,
  );
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={headingId} className="m-0 text-2xl font-bold text-slate-900 dark:text-white">
        <CvToggle expanded={expanded} controls={panelId} onToggle={toggle} size="section">
          {title}
        </CvToggle>
      </h2>
      <CvPanel
        id={panelId}
        expanded={expanded}
        shown={shown}
        animate={animate}
        durationMs={CV_CLOSE_DELAY_MS.section}
      >
        <div className="pt-4">{children}</div>
      </CvPanel>
    </section>
  );
}
