'use client';

import { Button, type ButtonVariant } from '@/components/ui/button';
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
 * the browser console (the rating and the item): nothing is stored or sent.
 */
export function RatingButtons<T>({ ratings, item, label, className }: RatingButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {ratings.map((rating, i) => (
        <Button
          key={rating}
          size="sm"
          variant={variants[i] ?? 'secondary'}
          onClick={() => console.log(rating, item)}
        >
          {rating}
        </Button>
      ))}
    </div>
  );
}
