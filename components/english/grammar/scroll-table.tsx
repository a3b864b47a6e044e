import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TableColumn {
  label: string;
  /** Language of the column when it is not English. */
  lang?: 'es';
}

export interface ScrollTableProps {
  /** Caption of the table; also names the scrolling region. */
  caption: string;
  /** Column headers, in order. */
  columns: readonly TableColumn[];
  className?: string;
  /** The table's <tbody>. */
  children: ReactNode;
}

/**
 * A table that scrolls sideways inside its own box on narrow screens, so the page never
 * does. A shade at the right (or left) edge shows that more columns lie beyond it. The
 * box is focusable, so keyboard users can scroll it with the arrow keys.
 */
export function ScrollTable({ caption, columns, className, children }: ScrollTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      // A focusable, labelled region is the accessible pattern for a scrolling box.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 shadow-sm scroll-shadows-x focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-700"
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" lang={column.lang} className={thClass}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

const thClass =
  'border-b border-slate-200 bg-slate-100 px-3 py-2 align-bottom font-semibold text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white';
export const tdClass =
  'border-b border-slate-100 px-3 py-2 align-top text-slate-800 dark:border-slate-800 dark:text-slate-200';
export const rowHeaderClass =
  'border-b border-slate-100 px-3 py-2 align-top font-semibold text-slate-900 dark:border-slate-800 dark:text-white';
export const spanishCellClass =
  'border-b border-slate-100 px-3 py-2 align-top text-slate-600 dark:border-slate-800 dark:text-slate-400';
