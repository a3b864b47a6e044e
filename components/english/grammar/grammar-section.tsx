import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled section of a grammar page (a landmark region named by its h2). */
export function GrammarSection({
  id,
  title,
  subtitle,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Spanish subtitle shown next to the title. */
  subtitle?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
        {title}
        {subtitle ? (
          <>
            {' '}
            <span
              lang="es"
              className="ml-0.5 text-base font-medium text-slate-600 dark:text-slate-400"
            >
              {subtitle}
            </span>
          </>
        ) : null}
      </h2>
      {children}
    </section>
  );
}
