'use client';

import type { ReactNode } from 'react';

/**
 * Opens the browser's print dialog for the page (the CV's "Print / PDF"), where "Save as
 * PDF" makes its PDF; the print stylesheet lays it out on paper. The page hides it where
 * scripts do not run (it could do nothing there) and on paper.
 */
export function PrintButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      {children}
    </button>
  );
}
