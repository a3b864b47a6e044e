import type { ReactNode } from 'react';

/**
 * Says that what a page loads after it is up (a trainer's list) could not load; what the
 * page already shows stays. The words come from the page's content.
 */
export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}
