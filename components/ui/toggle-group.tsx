import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonSize } from './button';

export interface ToggleGroupProps<T extends string | number> {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  /** The pressed option. */
  value: T;
  onChange: (option: T) => void;
  /** What each button shows (default: the option itself). */
  renderOption?: (option: T) => ReactNode;
  size?: ButtonSize;
  /** Every button disabled (the game has ended, the page is not ready). */
  disabled?: boolean;
  /** The pressed button is disabled too, yet keeps its full colour. */
  disablePressed?: boolean;
  className?: string;
  buttonClassName?: string;
}

/**
 * A row of toggle buttons of which one is pressed (`aria-pressed`), in a named group:
 * the Pokémon difficulty, the tic-tac-toe board size, the irregular-verbs lists.
 */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  renderOption = (option) => option,
  size = 'md',
  disabled = false,
  disablePressed = false,
  className,
  buttonClassName,
}: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option) => {
        const pressed = option === value;
        return (
          <Button
            key={option}
            variant={pressed ? 'primary' : 'secondary'}
            size={size}
            aria-pressed={pressed}
            disabled={disabled || (disablePressed && pressed)}
            onClick={() => onChange(option)}
            className={cn(disablePressed && pressed && 'disabled:opacity-100', buttonClassName)}
          >
            {renderOption(option)}
          </Button>
        );
      })}
    </div>
  );
}
