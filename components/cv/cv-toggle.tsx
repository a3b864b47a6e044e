import { PlusMinusIcon } from '@/components/ui/collapsible-panel';
import type { CollapsibleState } from '@/components/ui/use-collapsible';
import { cn } from '@/lib/cn';

export interface CvToggleProps {
  state: Pick<CollapsibleState, 'expanded' | 'toggle' | 'panelId'>;
  /** Id(s) of the panel(s) it opens and closes, space-separated (default: the panel's). */
  controls?: string;
  /** 'section' for the big section headings, 'item' for an employer or a study. */
  size: 'section' | 'item';
  children: string;
}

/** The full-width button inside a CV heading that opens and closes what follows it. */
export function CvToggle({ state, controls, size, children }: CvToggleProps) {
  const { expanded } = state;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls ?? state.panelId}
      onClick={state.toggle}
      className={cn(
        '-mx-2 flex w-[calc(100%+1rem)] items-center justify-between gap-3 px-2 py-1 text-left',
        'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800',
        size === 'section' ? 'rounded-lg' : 'rounded-md',
      )}
    >
      <span>{children}</span>
      <PlusMinusIcon
        open={expanded}
        className={cn(
          'text-slate-600 dark:text-slate-300 print:hidden noscript:hidden',
          size === 'section' && 'size-6',
        )}
      />
    </button>
  );
}
