'use client';

import { useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { newsPage } from '@/content/news';
import { cn } from '@/lib/cn';

const variants: ButtonVariant[] = ['success', 'secondary', 'danger'];

export interface RatingButtonsProps<T> {
  /** Labels of the good, neutral and bad buttons. */
  ratings: readonly string[];
  /** What is rated; written to the console with the rating. */
  item: T;
  /** Accessible name of the group. */
  label: string;
  className?: string;
}

/**
 * The three rating buttons. As the product defines it, a rating is only written to
 * the browser console (the rating and the item): nothing is stored or sent. The chosen
 * button stays pressed and a line under the buttons confirms it, so a click is seen.
 */
export function RatingButtons<T>({ ratings, item, label, className }: RatingButtonsProps<T>) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {ratings.map((rating, i) => (
          <Button
            key={rating}
            size="sm"
            variant={variants[i] ?? 'secondary'}
            aria-pressed={chosen === rating}
            onClick={() => {
              console.log(rating, item);
              setChosen(rating);
            }}
            className={cn(
              chosen === rating &&
                'ring-2 ring-slate-900 ring-offset-2 ring-offset-white dark:ring-white dark:ring-offset-slate-900',
            )}
          >
            {chosen === rating ? <span aria-hidden="true">✓</span> : null}
            {rating}
          </Button>
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {chosen === null ? '' : newsPage.rated(chosen)}
      </p>
    </div>
  );
}
