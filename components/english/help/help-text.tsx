import type { ReactNode } from 'react';

export interface HelpTextProps {
  en: ReactNode;
  es: ReactNode;
  as?: 'p' | 'span' | 'div';
  className?: string;
}

/**
 * An explanation in both languages: the page shows the one the learner chose (the help
 * language, lib/english/first-paint.ts), both without JavaScript.
 */
export function HelpText({ en, es, as: Tag = 'p', className }: HelpTextProps) {
  return (
    <>
      <Tag data-help="en" className={className}>
        {en}
      </Tag>{' '}
      <Tag data-help="es" lang="es" className={className}>
        {es}
      </Tag>
    </>
  );
}
