import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

export interface CvSectionProps {
  title: string;
  /** Anchor of the section, e.g. 'experience'. */
  id: string;
  children: ReactNode;
  className?: string;
}

/** One of the three sections of the CV (experience, studies, skills). */
export function CvSection({ title, id, children, className }: CvSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      <h2
        id={headingId}
        className="m-0 text-2xl font-bold text-slate-900 dark:text-white print:border-b print:border-slate-400 print:text-xl print:text-black"
      >
        {title}
      </h2>
      <div className="pt-4 print:pt-1">{children}</div>
    </section>
  );
}
