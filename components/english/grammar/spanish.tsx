import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A Spanish translation: marked lang="es" so screen readers switch voice. */
export function Spanish({
  as: Tag = 'p',
  className,
  children,
}: {
  as?: 'p' | 'span' | 'dd';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag lang="es" className={cn('text-slate-600 dark:text-slate-400', className)}>
      {children}
    </Tag>
  );
}
