import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BackButton } from './back-button';

export interface PageHeaderProps {
  heading: ReactNode;
  /** Where BACK goes; no BACK button when absent. */
  back?: string;
  backLabel?: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Heading of a page with its BACK button and an optional lead paragraph. */
export function PageHeader({
  heading,
  back,
  backLabel,
  description,
  className,
  children,
}: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-col gap-3', className)}>
      {back ? <BackButton href={back} label={backLabel} className="self-start" /> : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {heading}
      </h1>
      {description ? (
        <p className="max-w-prose text-slate-700 dark:text-slate-300">{description}</p>
      ) : null}
      {children}
    </header>
  );
}
