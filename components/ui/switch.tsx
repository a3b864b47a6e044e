import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label, which also names the switch. */
  children: ReactNode;
  className?: string;
}

/** An on/off switch (`role="switch"`) with its label beside it. */
export function Switch({ checked, onChange, children, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className={cn(
        'group flex min-h-11 items-center gap-3 rounded-lg px-1 text-sm font-semibold text-slate-800 dark:text-slate-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full border-2 transition-colors motion-reduce:transition-none',
          checked
            ? 'border-brand-700 bg-brand-700 dark:border-brand-400 dark:bg-brand-400'
            : 'border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none dark:bg-slate-100',
            checked && 'translate-x-5',
          )}
        />
      </span>
      {children}
    </button>
  );
}
