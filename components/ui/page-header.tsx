import type { ReactNode } from 'react';
import type { RouteInfo } from '@/content/routes';
import { cn } from '@/lib/cn';
import { BackButton } from './back-button';

export interface PageHeaderProps {
  /** The page's entry in content/routes.ts: its heading and BACK target. */
  route: RouteInfo;
  /** Overrides the entry's BACK target (a page whose exercise is finished, for one). */
  back?: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * Heading of a page with its BACK button and an optional lead paragraph. Every page
 * renders it from its registry entry, so headings and BACK targets look and behave the
 * same everywhere.
 */
export function PageHeader({ route, back, description, className, children }: PageHeaderProps) {
  const backTo = back ?? route.back;
  return (
    <header className={cn('mb-6 flex flex-col gap-3', className)}>
      {/* BACK sits beside the heading (below it only when both do not fit one line), so
          a game or an exercise starts higher on the screen. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {backTo ? <BackButton href={backTo} lang={route.lang} /> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {route.heading}
        </h1>
      </div>
      {description ? (
        <p className="max-w-prose text-slate-700 dark:text-slate-300">{description}</p>
      ) : null}
      {children}
    </header>
  );
}
