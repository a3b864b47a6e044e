'use client';

import type { ReactNode } from 'react';
import { PlusMinusIcon } from '@/components/ui/collapsible';
import { cn } from '@/lib/cn';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvPanel } from './cv-panel';
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
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
          className={cn(
            '-mx-2 flex w-[calc(100%+1rem)] items-center justify-between gap-3 rounded-lg px-2 py-1 text-left',
            'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800',
          )}
        >
          <span>{title}</span>
          <PlusMinusIcon
            open={expanded}
            className="size-6 text-slate-600 dark:text-slate-300 print:hidden noscript:hidden"
          />
        </button>
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
