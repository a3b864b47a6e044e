'use client';

import { CollapsiblePanel } from '@/components/ui/collapsible-panel';
import { useCollapsible } from '@/components/ui/use-collapsible';
import type { CvStudy } from '@/content/cv/types';
import { CV_CLOSE_DELAY_MS } from '@/lib/cv/timings';
import { CvToggle } from './cv-toggle';

/** One study: title, institution and period always show; the description while open. */
export function StudyBlock({ study }: { study: CvStudy }) {
  const state = useCollapsible(study.isOpen, CV_CLOSE_DELAY_MS.study);
  return (
    <article className="rounded-lg border border-slate-200 p-4 dark:border-slate-700 print:break-inside-avoid print:border-0 print:px-0 print:py-2">
      <h3 className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        <CvToggle state={state} size="item">
          {study.title}
        </CvToggle>
      </h3>
      <p className="m-0 mt-1 text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
        {study.origin} <span aria-hidden="true">·</span> {study.date}
      </p>
      <CollapsiblePanel state={state} durationMs={CV_CLOSE_DELAY_MS.study}>
        <p className="m-0 pt-2 text-slate-700 dark:text-slate-300 print:text-black">
          {study.description}
        </p>
      </CollapsiblePanel>
    </article>
  );
}
